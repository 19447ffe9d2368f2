import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { PipelineRow } from '../../../../shared/contract/pipeline';
import { ListPage } from '../../../ui/list-page/list-page';
import { usePagedList } from '../../../ui/list-page/use-paged-list';
import { useDeleteConfirm } from '../../../ui/list-page/use-delete-confirm';
import { usePermissions } from '../../../lib/permissions';
import { usePipelineMutations, usePipelines } from '../api';
import { pipelineColumns } from '../components/pipeline-columns';
import { PipelineDrawer, type PipelineDrawerState } from '../components/pipeline-drawer';

/** /hiring-pipeline, and the legacy /hiring-pipelinev1 (its old modals are this drawer now). */
export function HiringPipelinePage() {
  const paged = usePagedList(usePipelines);
  // ?view={id} (a channel tab showing one pipeline) opens on that pipeline.
  const [params] = useSearchParams();
  const shown = params.get('view');
  const [drawer, setDrawer] = useState<PipelineDrawerState | null>(() =>
    shown && /^\d{1,9}$/.test(shown) ? { mode: 'view', id: Number(shown) } : null,
  );
  const mutations = usePipelineMutations();
  const deletion = useDeleteConfirm<PipelineRow>({
    title: (row) => `Delete ${row.name}`,
    remove: (row) => mutations.remove(row.id),
  });
  const askDelete = deletion.ask;
  const canWrite = usePermissions().can('setup:write');

  const columns = useMemo(
    () =>
      pipelineColumns({
        canWrite,
        onEdit: (row) => setDrawer({ mode: 'edit', id: row.id }),
        onView: (row) => setDrawer({ mode: 'view', id: row.id }),
        onDelete: askDelete,
      }),
    [askDelete, canWrite],
  );

  return (
    <ListPage<PipelineRow>
      title="Hiring Pipeline"
      onCreate={canWrite ? () => setDrawer({ mode: 'create', id: null }) : undefined}
      {...paged}
      tableLabel="Hiring pipelines"
      columns={columns}
      searchPlaceholder="Search pipelines"
      emptyMessage="No pipelines yet. Create the first one."
      noMatchMessage="No pipelines match your search."
    >
      <PipelineDrawer state={drawer} onClose={() => setDrawer(null)} />
      {deletion.dialog}
    </ListPage>
  );
}
