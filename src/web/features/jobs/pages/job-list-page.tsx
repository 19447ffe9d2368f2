import { useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { Button } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { JOB_SORTS, type JobFilter } from '../../../../shared/contract/job';
import type { JobListItem } from '../../../../shared/contract/job-views';
import { ListPage } from '../../../ui/list-page/list-page';
import { pageQuery, sortQuery } from '../../../lib/use-list-state';
import { useJobs } from '../api';
import { jobListColumns } from '../components/job-list-columns';
import { JobListFilters, jobFilterTarget, resolveJobFilter, toPublishedFilter } from '../components/job-list-filters';
import { JobPipelineDrawer } from '../components/job-pipeline-drawer';
import { PublishDrawer } from '../components/publish-drawer';
import { useJobList } from '../components/use-job-list';

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
  const filter = resolveJobFilter(pathname, searchParams.get('job'));
  const { navigate, canWrite, list, askDelete, deleteDialog, pageProps } = useJobList({ filters: ['published'] });
  const published = toPublishedFilter(list.filters.published);
  const query = useJobs({
    ...pageQuery(list),
    type: filter,
    jobPublishedSaveStatus: published,
    ...sortQuery(list.sorting, JOB_SORTS),
  });

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
      <JobPipelineDrawer jobId={pipeline.jobId} open={pipeline.open} onClose={() => setPipeline((current) => ({ ...current, open: false }))} />
      {deleteDialog}
    </ListPage>
  );
}
