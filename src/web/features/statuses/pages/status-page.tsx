import { useMemo, useState } from 'react';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import type { Status } from '../../../../shared/contract/status';
import { DataTable } from '../../../ui/data-table/data-table';
import { DeleteConfirmDialog } from '../../../ui/delete-confirm-dialog';
import { PageHeader } from '../../../ui/page-header';
import { notifySuccess } from '../../../lib/notify';
import { usePermissions } from '../../../lib/permissions';
import { useStageOptions, useStatuses, useStatusMutations } from '../api';
import { statusColumns, type StatusAction } from '../components/status-columns';
import { CreateStatusDialog, MapStageDialog, RenameStatusDialog } from '../components/status-dialogs';

const saved = 'Your change has been successfully submitted';

const useStyles = makeStyles({
  error: { color: tokens.colorPaletteRedForeground1 },
});

/** /status: Status List with the Create Status, Rename Status and Map Stage dialogs, and delete. */
export function StatusPage() {
  const styles = useStyles();
  const [params, setParams] = useState({ page: 1, limit: 10, search: '' });
  const { data, error, isLoading } = useStatuses(params);
  const stages = useStageOptions().data?.data ?? [];
  const mutations = useStatusMutations();
  const canWrite = usePermissions().can('setup:write');
  const [open, setOpen] = useState<{ kind: StatusAction | 'create'; status?: Status } | null>(null);
  const close = () => setOpen(null);
  const columns = useMemo(() => statusColumns(canWrite, (kind, status) => setOpen({ kind, status })), [canWrite]);
  const status = open?.status;

  const done = async <T,>(request: Promise<T>) => {
    await request;
    notifySuccess(saved);
    close();
  };

  return (
    <>
      <PageHeader title="Status List" description="Statuses an applicant can have inside a stage." />
      {error && <Text className={styles.error} role="alert">{error.message}</Text>}
      <DataTable<Status>
        aria-label="Statuses"
        columns={columns}
        rows={data?.data}
        meta={data?.meta}
        isLoading={isLoading}
        getRowId={(row) => String(row.id)}
        page={params.page}
        pageSize={params.limit}
        onPageChange={(page) => setParams((p) => ({ ...p, page }))}
        onPageSizeChange={(limit) => setParams((p) => ({ ...p, limit }))}
        search={params.search}
        onSearchChange={(search) => setParams((p) => ({ ...p, search }))}
        searchPlaceholder="Search statuses"
        toolbar={
          canWrite && (
            <Button appearance="primary" icon={<AddRegular />} onClick={() => setOpen({ kind: 'create' })}>
              Create Status
            </Button>
          )
        }
        emptyMessage="No statuses yet. Create the first one."
      />
      {open?.kind === 'create' && <CreateStatusDialog stages={stages} onClose={close} onSave={(draft) => done(mutations.create(draft))} />}
      {status && open?.kind === 'rename' && (
        <RenameStatusDialog status={status} onClose={close} onSave={(name) => done(mutations.rename(status.id, name))} />
      )}
      {status && open?.kind === 'map' && (
        <MapStageDialog status={status} stages={stages} onClose={close} onSave={(stageId) => done(mutations.mapStage(status.id, stageId))} />
      )}
      <DeleteConfirmDialog
        open={open?.kind === 'delete'}
        onOpenChange={(next) => !next && close()}
        title={`Delete ${status?.name ?? 'status'}`}
        onConfirm={async () => {
          if (status) await mutations.remove(status.id);
          notifySuccess(saved);
        }}
      />
    </>
  );
}
