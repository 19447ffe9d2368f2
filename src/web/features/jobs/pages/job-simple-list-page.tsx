import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { JobListItem } from '../../../../shared/contract/job-views';
import { ListPage } from '../../../ui/list-page/list-page';
import { usePermissions } from '../../../lib/permissions';
import { useListState } from '../../../lib/use-list-state';
import { useJobs } from '../api';
import { JobDeleteDialog, type JobDeleteRequest } from '../components/job-delete-dialog';
import { jobSimpleListColumns } from '../components/job-simple-list-columns';

/** /all/jobv1: the simpler list of every job (active and expired), each with its routes. */
export function JobSimpleListPage() {
  const navigate = useNavigate();
  const canWrite = usePermissions().can('jobs:write');
  const list = useListState();
  const query = useJobs({ page: list.page, limit: list.limit, search: list.search, type: 'all', jobPublishedSaveStatus: '' });
  const [deleting, setDeleting] = useState<JobDeleteRequest | null>(null);

  const columns = useMemo(
    () => jobSimpleListColumns({ canWrite, go: (path) => navigate(path), onDelete: (job) => setDeleting({ jobs: [job] }) }),
    [canWrite, navigate],
  );

  return (
    <ListPage<JobListItem>
      title="Jobs"
      description="Every job, active and expired, with its applications and SEO."
      onCreate={canWrite ? () => navigate('/job/create') : undefined}
      list={list}
      query={query}
      tableLabel="Jobs"
      columns={columns}
      getRowId={(job) => String(job.jobId)}
      searchPlaceholder="Search title, code, department or city"
      emptyMessage="No jobs yet. Create the first one."
      noMatchMessage="No jobs match your search."
    >
      <JobDeleteDialog request={deleting} onClose={() => setDeleting(null)} />
    </ListPage>
  );
}
