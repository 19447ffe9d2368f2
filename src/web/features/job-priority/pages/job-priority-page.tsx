import * as v from 'valibot';
import { JobPriorityInputSchema } from '../../../../shared/contract/job-priority';
import { SHORT_PAGE_SIZES } from '../../../ui/data-table/types';
import { ListPage } from '../../../ui/list-page/list-page';
import { inlineResourceProps } from '../../../ui/list-page/inline-resource';
import { usePermissions } from '../../../lib/permissions';
import { useListState } from '../../../lib/use-list-state';
import { useJobPriorities, useJobPriorityMutations } from '../api';
import { jobPriorityColumns, type JobPriorityRow } from '../components/job-priority-columns';

/** Same rule as the server: the shared schema gives 'Please fill the field' for an empty name. */
function validate(draft: JobPriorityRow): string | null {
  const result = v.safeParse(JobPriorityInputSchema, { name: draft.name, status: draft.status });
  return result.success ? null : result.issues[0].message;
}

/** /job-priority: priorities added and edited in place. */
export function JobPriorityPage() {
  // Apps have a few priorities: the whole list on one page unless the user asks for less.
  const list = useListState({ defaultLimit: 100 });
  const query = useJobPriorities({ page: list.page, limit: list.limit, search: '' });
  const mutations = useJobPriorityMutations();
  const canWrite = usePermissions().can('setup:write');

  const rows = inlineResourceProps<JobPriorityRow>({
    canWrite,
    save: (draft, mode) => {
      const input = { name: draft.name.trim(), status: draft.status };
      return mode === 'add' || draft.id === null ? mutations.create(input) : mutations.update(draft.id, input);
    },
    remove: mutations.remove,
  });

  return (
    <ListPage<JobPriorityRow>
      title="Job priority"
      description="Priorities recruiters can give a job. Only enabled ones are offered on job forms."
      list={list}
      query={query}
      tableLabel="Job priorities"
      pageSizeOptions={SHORT_PAGE_SIZES}
      emptyMessage="No job priorities yet. Add the first one."
      inline={{
        ...rows,
        columns: jobPriorityColumns,
        newRow: () => ({ id: null, name: '', status: 1 }),
        validate,
        addLabel: 'Add New Priority',
        deleteTitle: 'Delete job priority',
      }}
    />
  );
}
