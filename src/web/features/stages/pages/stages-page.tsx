import { useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Button } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import type { Stage } from '../../../../shared/contract/stage';
import { DeleteConfirmDialog } from '../../../ui/delete-confirm-dialog';
import { ListPage } from '../../../ui/list-page/list-page';
import { usePagedList } from '../../../ui/list-page/use-paged-list';
import { SUCCESS_TEXT, notifySuccess } from '../../../lib/notify';
import { usePermissions } from '../../../lib/permissions';
import { useStageMutations, useStages, useStatusOptions, type StageDraft } from '../api';
import { stageColumns, type StageAction } from '../components/stage-columns';
import { CreateStageDialog, MapStatusDialog, RenameStageDialog } from '../components/stage-dialogs';
import { StageDrawer } from '../components/stage-drawer';

type Open = { kind: StageAction | 'create'; stage?: Stage } | { kind: 'delete-many'; ids: number[]; clear: () => void } | null;

/**
 * /stages (and the legacy /stagesv1, registered to this same page): Stages List. The legacy route
 * creates with the older dialog instead of the drawer, so both of the spec's create forms exist.
 */
export function StagesPage() {
  const legacy = useLocation().pathname.startsWith('/stagesv1');
  const paged = usePagedList(useStages);
  const canWrite = usePermissions().can('setup:write');
  // The options only feed the create and edit forms, which a user who may not write never opens.
  const statuses = useStatusOptions(canWrite).data?.data ?? [];
  const mutations = useStageMutations();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const columns = useMemo(() => stageColumns(canWrite, (kind, stage) => setOpen({ kind, stage })), [canWrite]);

  const done = async <T,>(request: Promise<T>) => {
    await request;
    notifySuccess(SUCCESS_TEXT.submitted);
    close();
  };
  const single = open && 'stage' in open ? open.stage : undefined;

  return (
    <ListPage<Stage>
      title="Stages List"
      description="A stage lists statuses in order: To-be-start first, Rejected last."
      onCreate={canWrite ? () => setOpen({ kind: 'create' }) : undefined}
      {...paged}
      tableLabel="Stages"
      columns={columns}
      rowLabel={(row) => `Select ${row.name}`}
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
      emptyMessage="No stages yet. Create the first one."
      noMatchMessage="No stages match your search."
    >
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
        }}
      />
    </ListPage>
  );
}
