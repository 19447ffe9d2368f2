import type { ApplicantSource } from '../../../../shared/contract/applicant-source';
import { ResourceListPage } from '../../../ui/resource-list-page';
import { useSourceMutations, useSources } from '../api';
import { sourceColumns } from '../components/source-columns';

/** /applicant-source: the list with search, paging, Create and View / Edit / Delete per row. */
export function ApplicantSourcePage() {
  return (
    <ResourceListPage<ApplicantSource>
      title="Applicant Source"
      description="Where applicants come from. The identifier is the source's fixed key."
      rowsCalled={{ full: 'Applicant sources', short: 'sources' }}
      routeBase="/source"
      useList={useSources}
      columns={sourceColumns}
      useMutations={useSourceMutations}
      deleteTitle={(row) => `Delete ${row.source}`}
    />
  );
}
