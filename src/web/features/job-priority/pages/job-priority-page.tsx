import { JobPriorityInputSchema, type JobPriority, type JobPriorityInput } from '../../../../shared/contract/job-priority';
import { InlineResourcePage } from '../../../ui/inline-edit-table/inline-resource-page';
import { useJobPriorities, useJobPriorityMutations } from '../api';
import { jobPriorityColumns, type JobPriorityRow } from '../components/job-priority-columns';

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
      // Apps have a few priorities: the whole list on one page unless the user asks for less.
      defaultLimit={100}
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
