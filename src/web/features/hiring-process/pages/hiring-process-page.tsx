import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import * as v from 'valibot';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { HiringProcessInputSchema } from '../../../../shared/contract/hiring-process';
import { InlineEditTable } from '../../../ui/inline-edit-table/inline-edit-table';
import { PageHeader } from '../../../ui/page-header';
import { showingText } from '../../../ui/data-table/paging';
import { usePermissions } from '../../../lib/permissions';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useHiringProcesses, useHiringProcessMutations } from '../api';
import { processColumns, type ProcessRow } from '../components/process-columns';
import { ProcessStages } from '../components/process-stages';

const pageSize = 100;
const saved = 'Your change has been successfully submitted';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  pager: { display: 'flex', alignItems: 'center', justifyContent: 'space-between' },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/** Same rule as the server: 'please enter the field' for an empty name. */
function validate(draft: ProcessRow): string | null {
  const result = v.safeParse(HiringProcessInputSchema, { name: draft.name });
  return result.success ? null : result.issues[0].message;
}

/** /hiring-process: processes edited inline; a process's stages open below (?process=id, linkable). */
export function HiringProcessPage() {
  const styles = useStyles();
  const [page, setPage] = useState(1);
  const [params, setParams] = useSearchParams();
  const openId = /^\d+$/.test(params.get('process') ?? '') ? Number(params.get('process')) : null;
  const { data, error, isLoading } = useHiringProcesses({ page, limit: pageSize, search: '' });
  const mutations = useHiringProcessMutations();
  const { can } = usePermissions();
  const canWrite = can('setup:write');
  const meta = data?.meta;
  const columns = useMemo(
    () => processColumns((row) => row.id !== null && setParams({ process: String(row.id) })),
    [setParams],
  );

  const save = async (draft: ProcessRow) => {
    const name = draft.name.trim();
    if (draft.id === null) await mutations.create(name);
    else await mutations.rename(draft.id, name);
    notifySuccess(saved);
  };

  const remove = async (row: ProcessRow) => {
    if (row.id === null) return;
    await mutations.remove(row.id);
    if (row.id === openId) setParams({});
    notifySuccess(saved);
  };

  return (
    <div className={styles.root}>
      <PageHeader title="Hiring Process" description="Click a process name to see and add its stages." />
      {error && <Text className={styles.error} role="alert">{(error as Error).message}</Text>}
      <InlineEditTable<ProcessRow>
        aria-label="Hiring processes"
        rows={data?.data}
        isLoading={isLoading}
        columns={columns}
        getRowId={(row) => (row.id === null ? 'new' : String(row.id))}
        newRow={() => ({ id: null, name: '', stageCount: 0 })}
        validate={validate}
        onSave={save}
        onDelete={(row) => remove(row).catch((failure: Error) => (notifyError(failure.message), Promise.reject(failure)))}
        canDelete={(row) => canWrite && row.id !== null}
        canEdit={() => canWrite}
        addLabel="Add Process"
        canAdd={canWrite}
        emptyMessage="No hiring processes yet. Add the first one."
        deleteTitle="Delete hiring process"
      />
      {meta && meta.last_page > 1 && (
        <div className={styles.pager}>
          <Text>{showingText(meta)}</Text>
          <div>
            <Button icon={<ChevronLeftRegular />} aria-label="Previous page" disabled={page <= 1} onClick={() => setPage(page - 1)} />
            <Button icon={<ChevronRightRegular />} aria-label="Next page" disabled={page >= meta.last_page} onClick={() => setPage(page + 1)} />
          </div>
        </div>
      )}
      {openId !== null && <ProcessStages key={openId} processId={openId} canWrite={canWrite} onClose={() => setParams({})} />}
    </div>
  );
}
