import type { SeoGraphRow } from '../../../../shared/contract/seo';
import { ResourceListPage } from '../../../ui/resource-list-page';
import { useSeoGraphMutations, useSeoGraphs } from '../api';
import { seoGraphColumns } from '../components/seo-graph-columns';

/** /seo-graph: 'SEO-Graph' (Title, Type, Description) with search, paging, create, edit, view and delete. */
export function SeoGraphPage() {
  return (
    <ResourceListPage<SeoGraphRow>
      title="SEO-Graph"
      description="Structured-data entries with an image for the careers pages, optionally about a job."
      rowsCalled={{ full: 'SEO graph entries', short: 'entries' }}
      routeBase="/seo-graph"
      useList={useSeoGraphs}
      columns={seoGraphColumns}
      useMutations={useSeoGraphMutations}
      deleteTitle={(row) => `Delete ${row.title}`}
    />
  );
}
