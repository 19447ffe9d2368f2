import { useState } from 'react';
import * as v from 'valibot';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { JobPriorityInputSchema } from '../../../../shared/contract/job-priority';
import { InlineEditTable } from '../../../ui/inline-edit-table/inline-edit-table';
import { PageHeader } from '../../../ui/page-header';
import { showingText } from '../../../ui/data-table/paging';
import { usePermissions } from '../../../lib/permissions';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useJobPriorities, useJobPriorityMutations } from '../api';
import { jobPriorityColumns, type JobPriorityRow } from '../components/job-priority-columns';

const pageSize = 100;
const saved = 'Your change has been successfully submitted';

const useStyles = makeStyles({
  pager: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', marginTop: tokens.spacingVerticalM },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/** Same rule as the server: the shared schema gives 'Please fill the field' for an empty name. */
function validate(draft: JobPriorityRow): string | null {
  const result = v.safeParse(JobPriorityInputSchema, { name: draft.name, status: draft.status });
  return result.success ? null : result.issues[0].message;
}

export function JobPriorityPage() {
  const styles = useStyles();
  const [page, setPage] = useState(1);
  const { data, error, isLoading } = useJobPriorities({ page, limit: pageSize, search: '' });
  const mutations = useJobPriorityMutations();
  const { can } = usePermissions();
  const canWrite = can('setup:write');
  const meta = data?.meta;

  const save = async (draft: JobPriorityRow, mode: 'add' | 'edit') => {
    const input = { name: draft.name.trim(), status: draft.status };
    if (mode === 'add' || draft.id === null) await mutations.create(input);
    else await mutations.update(draft.id, input);
    notifySuccess(saved);
  };

  const remove = async (row: JobPriorityRow) => {
    if (row.id === null) return;
    await mutations.remove(row.id);
    notifySuccess(saved);
  };

  return (
    <>
      <PageHeader title="Job priority" description="Priorities recruiters can give a job. Only enabled ones are offered on job forms." />
      {error && <Text className={styles.error} role="alert">{error.message}</Text>}
      <InlineEditTable<JobPriorityRow>
        aria-label="Job priorities"
        rows={data?.data}
        isLoading={isLoading}
        columns={jobPriorityColumns}
        getRowId={(row) => (row.id === null ? 'new' : String(row.id))}
        newRow={() => ({ id: null, name: '', status: 1 })}
        validate={validate}
        onSave={save}
        onDelete={(row) => remove(row).catch((failure: Error) => (notifyError(failure.message), Promise.reject(failure)))}
        canDelete={(row) => canWrite && row.id !== null}
        canEdit={() => canWrite}
        addLabel="Add New Priority"
        canAdd={canWrite}
        emptyMessage="No job priorities yet. Add the first one."
        deleteTitle="Delete job priority"
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
    </>
  );
}
