import { useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { Button } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import type { JobListItem } from '../../../../shared/contract/job-views';
import type { JobFilter } from '../../../../shared/contract/job-values';
import { ListPage } from '../../../ui/list-page/list-page';
import { useJobs } from '../api';
import { jobListColumns } from '../components/job-list-columns';
import { JobListFilters, jobFilterTarget } from '../components/job-list-filters';
import { JOB_LIST_STATE, jobListQuery } from '../components/job-list-query';
import type { JobPipelineDrawerProps } from '../components/job-pipeline-drawer';
import type { PublishDrawerProps } from '../components/publish-drawer';
import { deferred } from '../../../ui/deferred';
import { useJobList } from '../components/use-job-list';

// The row actions' drawers load when first opened: the list shows without their code.
const PublishDrawer = deferred<PublishDrawerProps>(
  async () => (await import('../components/publish-drawer')).PublishDrawer,
  ({ job }) => job !== null,
);
const JobPipelineDrawer = deferred<JobPipelineDrawerProps>(
  async () => (await import('../components/job-pipeline-drawer')).JobPipelineDrawer,
  ({ open }) => open,
);

const EMPTY: Record<JobFilter, string> = {
  active: 'No active jobs. Create a job to start hiring.',
  expired: 'No expired jobs.',
  all: 'No jobs yet. Create the first one.',
};

/**
 * /active/job, /expired/job and /all/job: the Jobs list. 'Filter job' moves between the routes;
 * search, the published filter, paging and sorting are all done by the server and kept in the URL.
 */
export function JobListPage() {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const { navigate, canWrite, list, askDelete, deleteDialog, pageProps } = useJobList(JOB_LIST_STATE);
  // The same parameters, and so the same request, as the one started before this code loaded.
  const params = jobListQuery(pathname, searchParams);
  const { type: filter, jobPublishedSaveStatus: published } = params;
  const query = useJobs(params);

  const [publishing, setPublishing] = useState<JobListItem | null>(null);
  const [pipeline, setPipeline] = useState({ jobId: 0, open: false });

  const columns = useMemo(
    () =>
      jobListColumns({
        canWrite,
        onEdit: (job) => navigate(`/job/edit/${job.jobId}`),
        onPublish: setPublishing,
        onView: (job) => navigate(`/job/view/${job.jobId}`),
        onDelete: (job) => askDelete({ jobs: [job] }),
        onViewApplication: (job) => setPipeline({ jobId: job.jobId, open: true }),
      }),
    [askDelete, canWrite, navigate],
  );

  return (
    <ListPage<JobListItem>
      {...pageProps}
      description="Openings of this workspace: publish them to platforms and follow their applicants."
      query={query}
      columns={columns}
      rowLabel={(job) => `Select ${job.jobTitle}`}
      sortable
      selectionActions={
        canWrite
          ? (selected, clear) => (
              <Button icon={<DeleteRegular />} onClick={() => askDelete({ jobs: selected, onDeleted: clear })}>
                Delete
              </Button>
            )
          : undefined
      }
      filters={
        <JobListFilters
          filter={filter}
          // Another set of jobs starts again at its first page, with the search and published filter kept.
          onFilterChange={(next) => navigate(jobFilterTarget(next, searchParams))}
          published={published}
          onPublishedChange={(value) => list.setFilter('published', value)}
        />
      }
      emptyMessage={EMPTY[filter]}
      noMatchMessage="No jobs match your search and filters."
    >
      <PublishDrawer job={publishing} onClose={() => setPublishing(null)} />
      <JobPipelineDrawer
        jobId={pipeline.jobId}
        open={pipeline.open}
        onClose={() => setPipeline((current) => ({ ...current, open: false }))}
      />
      {deleteDialog}
    </ListPage>
  );
}
