import { useMemo, useState } from 'react';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import type { PipelineRow } from '../../../../shared/contract/pipeline';
import { DataTable } from '../../../ui/data-table/data-table';
import { DeleteConfirmDialog } from '../../../ui/delete-confirm-dialog';
import { PageHeader } from '../../../ui/page-header';
import { notifySuccess } from '../../../lib/notify';
import { usePermissions } from '../../../lib/permissions';
import { usePipelineMutations, usePipelines } from '../api';
import { pipelineColumns } from '../components/pipeline-columns';
import { PIPELINE_SAVED, PipelineDrawer, type PipelineDrawerState } from '../components/pipeline-drawer';

const useStyles = makeStyles({ error: { color: tokens.colorPaletteRedForeground1 } });

/** /hiring-pipeline, and the legacy /hiring-pipelinev1 (its old modals are this drawer now). */
export function HiringPipelinePage() {
  const styles = useStyles();
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(10);
  const [search, setSearch] = useState('');
  const [drawer, setDrawer] = useState<PipelineDrawerState | null>(null);
  const [deleting, setDeleting] = useState<PipelineRow | null>(null);
  const { data, error, isLoading } = usePipelines({ page, limit, search });
  const mutations = usePipelineMutations();
  const { can } = usePermissions();
  const canWrite = can('setup:write');

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
    <>
      <PageHeader
        title="Hiring Pipeline"
        actions={
          canWrite && (
            <Button appearance="primary" icon={<AddRegular />} onClick={() => setDrawer({ mode: 'create', id: null })}>
              Create
            </Button>
          )
        }
      />
      {error && (
        <Text className={styles.error} role="alert">
          {(error as Error).message}
        </Text>
      )}
      <DataTable<PipelineRow>
        aria-label="Hiring pipelines"
        columns={columns}
        rows={data?.data}
        meta={data?.meta}
        isLoading={isLoading}
        getRowId={(row) => String(row.id)}
        page={page}
        pageSize={limit}
        onPageChange={setPage}
        onPageSizeChange={setLimit}
        search={search}
        onSearchChange={setSearch}
        searchPlaceholder="Search pipelines"
        emptyMessage={search ? 'No pipelines match your search.' : 'No pipelines yet. Create the first one.'}
      />
      <PipelineDrawer state={drawer} onClose={() => setDrawer(null)} />
      <DeleteConfirmDialog
        open={deleting !== null}
        title={deleting ? `Delete ${deleting.name}` : 'Delete'}
        onOpenChange={(open) => !open && setDeleting(null)}
        onConfirm={remove}
      />
    </>
  );
}
