import { useMemo, useState } from 'react';
import type { Status } from '../../../../shared/contract/pipeline-status';
import { DeleteConfirmDialog } from '../../../ui/delete-confirm-dialog';
import { ListPage } from '../../../ui/list-page/list-page';
import { usePagedList } from '../../../ui/list-page/use-paged-list';
import { SUCCESS_TEXT, notifySuccess } from '../../../lib/notify';
import { usePermissions } from '../../../lib/permissions';
import { useStageOptions, useStatuses, useStatusMutations } from '../api';
import { statusColumns, type StatusAction } from '../components/status-columns';
import { CreateStatusDialog, MapStageDialog, RenameStatusDialog } from '../components/status-dialogs';

/** /status: Status List with the Create Status, Rename Status and Map Stage dialogs, and delete. */
export function StatusPage() {
  const paged = usePagedList(useStatuses);
  const canWrite = usePermissions().can('setup:write');
  // The stages only feed the create and map dialogs, which a user who may not write never opens.
  const stages = useStageOptions(canWrite).data?.data ?? [];
  const mutations = useStatusMutations();
  const [open, setOpen] = useState<{ kind: StatusAction | 'create'; status?: Status } | null>(null);
  const close = () => setOpen(null);
  const columns = useMemo(() => statusColumns(canWrite, (kind, status) => setOpen({ kind, status })), [canWrite]);
  const status = open?.status;

  const done = async <T,>(request: Promise<T>) => {
    await request;
    notifySuccess(SUCCESS_TEXT.submitted);
    close();
  };

  return (
    <ListPage<Status>
      title="Status List"
      description="Statuses an applicant can have inside a stage."
      onCreate={canWrite ? () => setOpen({ kind: 'create' }) : undefined}
      createLabel="Create Status"
      {...paged}
      tableLabel="Statuses"
      columns={columns}
      searchPlaceholder="Search statuses"
      emptyMessage="No statuses yet. Create the first one."
      noMatchMessage="No statuses match your search."
    >
      {open?.kind === 'create' && <CreateStatusDialog stages={stages} onClose={close} onSave={(draft) => done(mutations.create(draft))} />}
      {status && open?.kind === 'rename' && (
        <RenameStatusDialog status={status} onClose={close} onSave={(name) => done(mutations.rename(status.id, name))} />
      )}
      {status && open?.kind === 'map' && (
        <MapStageDialog
          status={status}
          stages={stages}
          onClose={close}
          onSave={(stageId) => done(mutations.mapStage(status.id, stageId))}
        />
      )}
      <DeleteConfirmDialog
        open={open?.kind === 'delete'}
        onOpenChange={(next) => !next && close()}
        title={`Delete ${status?.name ?? 'status'}`}
        onConfirm={async () => {
          if (status) await mutations.remove(status.id);
        }}
      />
    </ListPage>
  );
}
