import { RecordCreatePage } from '../../../ui/form/record-form-page';
import { useSeoKeywordMutations } from '../api';
import { SeoKeywordForm, type SeoKeywordDraft } from '../components/seo-keyword-form';

/** /seo-keyword/create: saves, then returns to the list. */
export function SeoKeywordCreatePage() {
  const mutations = useSeoKeywordMutations();
  return (
    <RecordCreatePage<SeoKeywordDraft>
      noun="SEO-Keyword"
      listPath="/seo-keyword"
      empty={{ title: '', keywords: [] }}
      create={mutations.create}
      form={(props) => <SeoKeywordForm {...props} />}
    />
  );
}
