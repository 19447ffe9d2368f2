import { RecordCreatePage } from '../../../ui/form/record-form-page';
import { useSeoGraphMutations } from '../api';
import { SeoGraphForm } from '../components/seo-graph-form';
import type { SeoGraphDraft } from '../components/seo-graph-schema';

const EMPTY: SeoGraphDraft = { title: '', type: 'Organization', description: '', keywords: [], jobId: null, file: null };

/** /seo-graph/create: saves, then returns to the list; Cancel returns to /seo-graph. */
export function SeoGraphCreatePage() {
  const mutations = useSeoGraphMutations();
  return (
    <RecordCreatePage<SeoGraphDraft>
      noun="SEO-Graph"
      listPath="/seo-graph"
      empty={EMPTY}
      create={mutations.create}
      form={(props) => <SeoGraphForm {...props} initial={{ values: props.initial, storedImage: null, jobTitle: null }} />}
    />
  );
}
