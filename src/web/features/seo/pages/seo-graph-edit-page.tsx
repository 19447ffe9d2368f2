import { useParams } from 'react-router-dom';
import type { SeoGraph } from '../../../../shared/contract/seo';
import { RecordEditPage } from '../../../ui/form/record-form-page';
import { useSeoGraph, useSeoGraphMutations } from '../api';
import { SeoGraphForm } from '../components/seo-graph-form';
import type { SeoGraphDraft } from '../components/seo-graph-schema';

const draftOf = (row: SeoGraph): SeoGraphDraft => ({
  title: row.title,
  // A stored type the form does not offer shows as itself and must be changed on save.
  type: row.type as SeoGraphDraft['type'],
  description: row.description,
  keywords: row.keywords,
  jobId: row.jobId,
  file: null,
});

/** /seo-graph/{childPath}/{id}: edit and view share the route; Cancel returns to /seo-graph. */
export function SeoGraphEditPage() {
  const mutations = useSeoGraphMutations();
  const { id = '' } = useParams();
  // The page's own read of the record (deduplicated with the form page's) names the stored image and job.
  const record = useSeoGraph(/^\d{1,9}$/.test(id) ? Number(id) : null).data?.data;
  return (
    <RecordEditPage<SeoGraph, SeoGraphDraft>
      noun="SEO-Graph"
      listPath="/seo-graph"
      useRecord={useSeoGraph}
      draftOf={draftOf}
      update={mutations.update}
      form={(props) => (
        <SeoGraphForm
          {...props}
          initial={{ values: props.initial, storedImage: record?.image ?? null, jobTitle: record?.jobTitle ?? null }}
        />
      )}
    />
  );
}
