import type { ApplicantSource } from '../../../../shared/contract/applicant-source';
import { ResourceListPage } from '../../../ui/resource-list-page';
import { SUCCESS_TEXT, notifySuccess } from '../../../lib/notify';
import { usePermissions } from '../../../lib/permissions';
import { useSourceMutations, useSources } from '../api';
import { sourceColumns } from '../components/source-columns';

/** /applicant-source: the list with search, paging, Create and View / Edit / Delete per row. */
export function ApplicantSourcePage() {
  const mutations = useSourceMutations();
  return (
    <ResourceListPage<ApplicantSource>
      title="Applicant Source"
      description="Where applicants come from. The identifier is the source's fixed key."
      tableLabel="Applicant sources"
      searchPlaceholder="Search sources"
      emptyMessage="No applicant sources yet"
      noMatchMessage="No sources match your search"
      routeBase="/source"
      canWrite={usePermissions().can('setup:write')}
      useList={useSources}
      columns={sourceColumns}
      deleteTitle={(row) => `Delete ${row.source}`}
      onDelete={async (row) => {
        await mutations.remove(row.id);
        notifySuccess(SUCCESS_TEXT.submitted);
      }}
    />
  );
}
