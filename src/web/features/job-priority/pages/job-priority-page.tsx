import { JobPriorityInputSchema, type JobPriority, type JobPriorityInput } from '../../../../shared/contract/job-priority';
import { InlineResourcePage } from '../../../ui/inline-edit-table/inline-resource-page';
import { useJobPriorities, useJobPriorityMutations } from '../api';
import { jobPriorityColumns, type JobPriorityRow } from '../components/job-priority-columns';
import { JOB_PRIORITY_PAGE_SIZE } from '../components/job-priority-list-query';

const toRow = (priority: JobPriority): JobPriorityRow => priority;
const toInput = (row: JobPriorityRow): JobPriorityInput => ({ name: row.name.trim(), status: row.status });

/** /job-priority: priorities added and edited in place; the schema says 'Please fill the field' for an empty name. */
export function JobPriorityPage() {
  return (
    <InlineResourcePage<JobPriority, JobPriorityRow, JobPriorityInput>
      title="Job priority"
      description="Priorities recruiters can give a job. Only enabled ones are offered on job forms."
      rowNoun={{ one: 'job priority', many: 'job priorities' }}
      addLabel="Add New Priority"
      permission="setup:write"
      defaultLimit={JOB_PRIORITY_PAGE_SIZE}
      useList={useJobPriorities}
      useMutations={useJobPriorityMutations}
      toRow={toRow}
      toInput={toInput}
      schema={JobPriorityInputSchema}
      columns={jobPriorityColumns}
      newRow={() => ({ id: null, name: '', status: 1 })}
    />
  );
}
