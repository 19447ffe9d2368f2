import type { SeoKeyword } from '../../../../shared/contract/seo';
import { resourceListPage } from '../../../ui/resource-list-page';
import { useSeoKeywordMutations, useSeoKeywords } from '../api';
import { seoKeywordColumns } from '../components/seo-keyword-columns';

/** /seo-keyword: 'SEO-Keyword' with search, paging, create, edit, view and delete. */
export const SeoKeywordPage = resourceListPage<SeoKeyword>({
  page: { title: 'SEO-Keyword', description: 'Titled sets of keywords for the careers pages.' },
  rows: { full: 'SEO keyword sets', short: 'keyword sets', name: (row) => row.title, routeBase: '/seo-keyword' },
  api: { useList: useSeoKeywords, useMutations: useSeoKeywordMutations, columns: seoKeywordColumns },
});
