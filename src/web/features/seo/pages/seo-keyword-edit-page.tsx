import { RecordEditPage } from '../../../ui/form/record-form-page';
import { useSeoKeyword, useSeoKeywordMutations } from '../api';
import { SeoKeywordForm } from '../components/seo-keyword-form';

/** /seo-keyword/{childPath}/{id}: edit and view share the route; anything else is not a page. */
export function SeoKeywordEditPage() {
  const mutations = useSeoKeywordMutations();
  return (
    <RecordEditPage
      noun="SEO-Keyword"
      listPath="/seo-keyword"
      useRecord={useSeoKeyword}
      draftOf={(row) => ({ title: row.title, keywords: row.keywords })}
      update={mutations.update}
      form={(props) => <SeoKeywordForm {...props} />}
    />
  );
}
