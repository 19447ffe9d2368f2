import type { SeoKeyword } from '../../../../shared/contract/seo';
import { ResourceListPage } from '../../../ui/resource-list-page';
import { useSeoKeywordMutations, useSeoKeywords } from '../api';
import { seoKeywordColumns } from '../components/seo-keyword-columns';

/** /seo-keyword: 'SEO-Keyword' with search, paging, create, edit, view and delete. */
export function SeoKeywordPage() {
  return (
    <ResourceListPage<SeoKeyword>
      title="SEO-Keyword"
      description="Titled sets of keywords for the careers pages."
      rowsCalled={{ full: 'SEO keyword sets', short: 'keyword sets' }}
      routeBase="/seo-keyword"
      useList={useSeoKeywords}
      columns={seoKeywordColumns}
      useMutations={useSeoKeywordMutations}
      deleteTitle={(row) => `Delete ${row.title}`}
    />
  );
}
