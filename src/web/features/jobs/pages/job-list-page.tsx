import { useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { JOB_SORTS, type JobFilter, type JobSort } from '../../../../shared/contract/job';
import type { JobListItem } from '../../../../shared/contract/job-views';
import { DataTable } from '../../../ui/data-table/data-table';
import type { DataTableSorting } from '../../../ui/data-table/types';
import { ListPageHeader } from '../../../ui/list-page-header';
import { usePermissions } from '../../../lib/permissions';
import { useJobs, type JobListParams } from '../api';
import { JobDeleteDialog, type JobDeleteRequest } from '../components/job-delete-dialog';
import { jobListColumns } from '../components/job-list-columns';
import { JOB_FILTER_PATHS, JobListFilters, resolveJobFilter, type PublishedFilter } from '../components/job-list-filters';
import { JobPipelineDrawer } from '../components/job-pipeline-drawer';
import { PublishDrawer } from '../components/publish-drawer';

const EMPTY: Record<JobFilter, string> = {
  active: 'No active jobs. Create a job to start hiring.',
  expired: 'No expired jobs.',
  all: 'No jobs yet. Create the first one.',
};

const isJobSort = (id: string): id is JobSort => (JOB_SORTS as readonly string[]).includes(id);

/** The table's sorting as the API's sort/order (the server's default order when none). */
function sortParams(sorting: DataTableSorting): Pick<JobListParams, 'sort' | 'order'> {
  const first = sorting[0];
  return first && isJobSort(first.id) ? { sort: first.id, order: first.desc ? 'desc' : 'asc' } : {};
}

/**
 * /active/job, /expired/job and /all/job: the Jobs list. 'Filter job' moves between the routes;
 * search, the published filter, paging and sorting are all done by the server.
 */
export function JobListPage() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const filter = resolveJobFilter(pathname, searchParams.get('job'));
  const canWrite = usePermissions().can('jobs:write');

  const [state, setState] = useState({ page: 1, limit: 10, search: '', published: '' as PublishedFilter, sorting: [] as DataTableSorting });
  const [seenFilter, setSeenFilter] = useState(filter);
  if (seenFilter !== filter) {
    setSeenFilter(filter);
    setState((current) => ({ ...current, page: 1 }));
  }
  const update = (patch: Partial<typeof state>) => setState((current) => ({ ...current, ...patch }));

  const { data, error, isLoading } = useJobs({
    page: state.page,
    limit: state.limit,
    search: state.search,
    type: filter,
    jobPublishedSaveStatus: state.published,
    ...sortParams(state.sorting),
  });

  // A delete can empty the last page: show the new last one.
  if (data && !isLoading && state.page > 1 && data.meta.last_page < state.page) update({ page: data.meta.last_page });

  const [publishing, setPublishing] = useState<JobListItem | null>(null);
  const [pipeline, setPipeline] = useState({ jobId: 0, open: false });
  const [deleting, setDeleting] = useState<JobDeleteRequest | null>(null);

  const columns = useMemo(
    () =>
      jobListColumns({
        canWrite,
        onEdit: (job) => navigate(`/job/edit/${job.jobId}`),
        onPublish: setPublishing,
        onView: (job) => navigate(`/job/view/${job.jobId}`),
        onDelete: (job) => setDeleting({ jobs: [job] }),
        onViewApplication: (job) => setPipeline({ jobId: job.jobId, open: true }),
      }),
    [canWrite, navigate],
  );

  const narrowed = state.search !== '' || state.published !== '';

  return (
    <>
      <ListPageHeader
        title="Jobs"
        description="Openings of this workspace: publish them to platforms and follow their applicants."
        onCreate={canWrite ? () => navigate('/job/create') : undefined}
        error={error}
      />
      <DataTable<JobListItem>
        aria-label="Jobs"
        columns={columns}
        rows={data?.data}
        meta={data?.meta}
        // Previous rows stay while the next page or search loads: skeletons only before any data.
        isLoading={isLoading && !data}
        getRowId={(job) => String(job.jobId)}
        rowLabel={(job) => `Select ${job.jobTitle}`}
        page={state.page}
        pageSize={state.limit}
        onPageChange={(page) => update({ page })}
        onPageSizeChange={(limit) => update({ limit })}
        search={state.search}
        onSearchChange={(search) => update({ search })}
        searchPlaceholder="Search title, code, department or city"
        sorting={state.sorting}
        onSortingChange={(sorting) => update({ sorting, page: 1 })}
        selectionActions={
          canWrite
            ? (selected, clear) => (
                <Button icon={<DeleteRegular />} onClick={() => setDeleting({ jobs: selected, onDeleted: clear })}>
                  Delete
                </Button>
              )
            : undefined
        }
        toolbar={
          <JobListFilters
            filter={filter}
            onFilterChange={(next) => navigate(JOB_FILTER_PATHS[next])}
            published={state.published}
            onPublishedChange={(published) => update({ published, page: 1 })}
          />
        }
        emptyMessage={narrowed ? 'No jobs match your search and filters.' : EMPTY[filter]}
      />
      <PublishDrawer job={publishing} onClose={() => setPublishing(null)} />
      <JobPipelineDrawer jobId={pipeline.jobId} open={pipeline.open} onClose={() => setPipeline((current) => ({ ...current, open: false }))} />
      <JobDeleteDialog request={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
