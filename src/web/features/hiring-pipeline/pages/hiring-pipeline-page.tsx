import { useMemo, useState } from 'react';
import type { PipelineRow } from '../../../../shared/contract/pipeline';
import { DeleteConfirmDialog } from '../../../ui/delete-confirm-dialog';
import { ListPage } from '../../../ui/list-page/list-page';
import { notifySuccess } from '../../../lib/notify';
import { usePermissions } from '../../../lib/permissions';
import { useListState } from '../../../lib/use-list-state';
import { usePipelineMutations, usePipelines } from '../api';
import { pipelineColumns } from '../components/pipeline-columns';
import { PIPELINE_SAVED, PipelineDrawer, type PipelineDrawerState } from '../components/pipeline-drawer';

/** /hiring-pipeline, and the legacy /hiring-pipelinev1 (its old modals are this drawer now). */
export function HiringPipelinePage() {
  const list = useListState();
  const [drawer, setDrawer] = useState<PipelineDrawerState | null>(null);
  const [deleting, setDeleting] = useState<PipelineRow | null>(null);
  const query = usePipelines({ page: list.page, limit: list.limit, search: list.search });
  const mutations = usePipelineMutations();
  const canWrite = usePermissions().can('setup:write');

  const columns = useMemo(
    () =>
      pipelineColumns({
        canWrite,
        onEdit: (row) => setDrawer({ mode: 'edit', id: row.id }),
        onView: (row) => setDrawer({ mode: 'view', id: row.id }),
        onDelete: (row) => setDeleting(row),
      }),
    [canWrite],
  );

  const remove = async () => {
    if (!deleting) return;
    await mutations.remove(deleting.id);
    notifySuccess(PIPELINE_SAVED);
  };

  return (
    <ListPage<PipelineRow>
      title="Hiring Pipeline"
      onCreate={canWrite ? () => setDrawer({ mode: 'create', id: null }) : undefined}
      list={list}
      query={query}
      tableLabel="Hiring pipelines"
      columns={columns}
      getRowId={(row) => String(row.id)}
      searchPlaceholder="Search pipelines"
      emptyMessage="No pipelines yet. Create the first one."
      noMatchMessage="No pipelines match your search."
    >
      <PipelineDrawer state={drawer} onClose={() => setDrawer(null)} />
      <DeleteConfirmDialog
        open={deleting !== null}
        title={deleting ? `Delete ${deleting.name}` : 'Delete'}
        onOpenChange={(open) => !open && setDeleting(null)}
        onConfirm={remove}
      />
    </ListPage>
  );
}
