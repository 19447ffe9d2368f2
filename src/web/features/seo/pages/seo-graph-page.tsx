import type { SeoGraphRow } from '../../../../shared/contract/seo';
import { resourceListPage } from '../../../ui/resource-list-page';
import { useSeoGraphMutations, useSeoGraphs } from '../api';
import { seoGraphColumns } from '../components/seo-graph-columns';

/** /seo-graph: 'SEO-Graph' (Title, Type, Description) with search, paging, create, edit, view and delete. */
export const SeoGraphPage = resourceListPage<SeoGraphRow>({
  page: { title: 'SEO-Graph', description: 'Structured-data entries with an image for the careers pages, optionally about a job.' },
  rows: { full: 'SEO graph entries', short: 'entries', name: (row) => row.title, routeBase: '/seo-graph' },
  api: { useList: useSeoGraphs, useMutations: useSeoGraphMutations, columns: seoGraphColumns },
});
