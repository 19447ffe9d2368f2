import { useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import type { Stage } from '../../../../shared/contract/stage';
import { DataTable } from '../../../ui/data-table/data-table';
import { DeleteConfirmDialog } from '../../../ui/delete-confirm-dialog';
import { PageHeader } from '../../../ui/page-header';
import { notifySuccess } from '../../../lib/notify';
import { usePermissions } from '../../../lib/permissions';
import { useStageMutations, useStages, useStatusOptions, type StageDraft } from '../api';
import { stageColumns, type StageAction } from '../components/stage-columns';
import { CreateStageDialog, MapStatusDialog, RenameStageDialog } from '../components/stage-dialogs';
import { StageDrawer } from '../components/stage-drawer';

const saved = 'Your change has been successfully submitted';

type Open = { kind: StageAction | 'create'; stage?: Stage } | { kind: 'delete-many'; ids: number[]; clear: () => void } | null;

const useStyles = makeStyles({
  error: { color: tokens.colorPaletteRedForeground1 },
});

/**
 * /stages (and the legacy /stagesv1, registered to this same page): Stages List. The legacy route
 * creates with the older dialog instead of the drawer, so both of the spec's create forms exist.
 */
export function StagesPage() {
  const styles = useStyles();
  const legacy = useLocation().pathname.startsWith('/stagesv1');
  const [params, setParams] = useState({ page: 1, limit: 10, search: '' });
  const { data, error, isLoading } = useStages(params);
  const statuses = useStatusOptions().data?.data ?? [];
  const mutations = useStageMutations();
  const canWrite = usePermissions().can('setup:write');
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const columns = useMemo(() => stageColumns(canWrite, (kind, stage) => setOpen({ kind, stage })), [canWrite]);

  const done = async <T,>(request: Promise<T>) => {
    await request;
    notifySuccess(saved);
    close();
  };
  const single = open && 'stage' in open ? open.stage : undefined;

  return (
    <>
      <PageHeader title="Stages List" description="A stage lists statuses in order: To-be-start first, Rejected last." />
      {error && <Text className={styles.error} role="alert">{error.message}</Text>}
      <DataTable<Stage>
        aria-label="Stages"
        columns={columns}
        rows={data?.data}
        meta={data?.meta}
        isLoading={isLoading}
        getRowId={(row) => String(row.id)}
        rowLabel={(row) => `Select ${row.name}`}
        page={params.page}
        pageSize={params.limit}
        onPageChange={(page) => setParams((p) => ({ ...p, page }))}
        onPageSizeChange={(limit) => setParams((p) => ({ ...p, limit }))}
        search={params.search}
        onSearchChange={(search) => setParams((p) => ({ ...p, search }))}
        searchPlaceholder="Search stages"
        selectionActions={
          canWrite
            ? (selected, clear) => (
                <Button icon={<DeleteRegular />} onClick={() => setOpen({ kind: 'delete-many', ids: selected.map((s) => s.id), clear })}>
                  Delete
                </Button>
              )
            : undefined
        }
        toolbar={
          canWrite && (
            <Button appearance="primary" icon={<AddRegular />} onClick={() => setOpen({ kind: 'create' })}>
              Create
            </Button>
          )
        }
        emptyMessage="No stages yet. Create the first one."
      />
      {open?.kind === 'create' && !legacy && (
        <StageDrawer mode="create" statuses={statuses} onClose={close} onSave={(draft: StageDraft) => done(mutations.create(draft))} />
      )}
      {open?.kind === 'create' && legacy && (
        <CreateStageDialog statuses={statuses} onClose={close} onSave={(draft) => done(mutations.create(draft))} />
      )}
      {single && (open?.kind === 'edit' || open?.kind === 'view') && (
        <StageDrawer
          key={`${open.kind}-${single.id}`}
          mode={open.kind}
          stage={single}
          statuses={statuses}
          onClose={close}
          onSave={(draft) => done(mutations.update(single.id, draft))}
        />
      )}
      {single && open?.kind === 'rename' && (
        <RenameStageDialog stage={single} onClose={close} onSave={(name) => done(mutations.rename(single.id, name))} />
      )}
      {single && open?.kind === 'map' && (
        <MapStatusDialog stage={single} statuses={statuses} onClose={close} onSave={(ids) => done(mutations.mapStatus(single.id, ids))} />
      )}
      <DeleteConfirmDialog
        open={open?.kind === 'delete' || open?.kind === 'delete-many'}
        onOpenChange={(next) => !next && close()}
        title={open?.kind === 'delete-many' ? `Delete ${open.ids.length} stages` : `Delete ${single?.name ?? 'stage'}`}
        onConfirm={async () => {
          if (open?.kind === 'delete-many') {
            await mutations.removeMany(open.ids);
            open.clear();
          } else if (single) await mutations.remove(single.id);
          notifySuccess(saved);
        }}
      />
    </>
  );
}
