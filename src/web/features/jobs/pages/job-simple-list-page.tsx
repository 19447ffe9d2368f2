import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { JobListItem } from '../../../../shared/contract/job-views';
import { DataTable } from '../../../ui/data-table/data-table';
import { ListPageHeader } from '../../../ui/list-page-header';
import { usePermissions } from '../../../lib/permissions';
import { useJobs } from '../api';
import { JobDeleteDialog, type JobDeleteRequest } from '../components/job-delete-dialog';
import { jobSimpleListColumns } from '../components/job-simple-list-columns';

/** /all/jobv1: the simpler list of every job (active and expired), each with its routes. */
export function JobSimpleListPage() {
  const navigate = useNavigate();
  const canWrite = usePermissions().can('jobs:write');
  const [state, setState] = useState({ page: 1, limit: 10, search: '' });
  const update = (patch: Partial<typeof state>) => setState((current) => ({ ...current, ...patch }));
  const { data, error, isLoading } = useJobs({ ...state, type: 'all', jobPublishedSaveStatus: '' });
  const [deleting, setDeleting] = useState<JobDeleteRequest | null>(null);
  // A delete can empty the last page: show the new last one.
  if (data && !isLoading && state.page > 1 && data.meta.last_page < state.page) update({ page: data.meta.last_page });

  const columns = useMemo(
    () => jobSimpleListColumns({ canWrite, go: (path) => navigate(path), onDelete: (job) => setDeleting({ jobs: [job] }) }),
    [canWrite, navigate],
  );

  return (
    <>
      <ListPageHeader
        title="Jobs"
        description="Every job, active and expired, with its applications and SEO."
        onCreate={canWrite ? () => navigate('/job/create') : undefined}
        error={error}
      />
      <DataTable<JobListItem>
        aria-label="Jobs"
        columns={columns}
        rows={data?.data}
        meta={data?.meta}
        isLoading={isLoading && !data}
        getRowId={(job) => String(job.jobId)}
        page={state.page}
        pageSize={state.limit}
        onPageChange={(page) => update({ page })}
        onPageSizeChange={(limit) => update({ limit })}
        search={state.search}
        onSearchChange={(search) => update({ search })}
        searchPlaceholder="Search title, code, department or city"
        emptyMessage={state.search ? 'No jobs match your search.' : 'No jobs yet. Create the first one.'}
      />
      <JobDeleteDialog request={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
