import { useMemo } from 'react';
import type { JobListItem } from '../../../../shared/contract/job-views';
import { ListPage } from '../../../ui/list-page/list-page';
import { pageQuery } from '../../../lib/use-list-state';
import { useJobs } from '../api';
import { jobSimpleListColumns } from '../components/job-simple-list-columns';
import { useJobList } from '../components/use-job-list';

/** /all/jobv1: the simpler list of every job (active and expired), each with its routes. */
export function JobSimpleListPage() {
  const { navigate, canWrite, list, askDelete, deleteDialog, pageProps } = useJobList();
  const query = useJobs({ ...pageQuery(list), type: 'all', jobPublishedSaveStatus: '' });

  const columns = useMemo(
    () => jobSimpleListColumns({ canWrite, go: (path) => navigate(path), onDelete: (job) => askDelete({ jobs: [job] }) }),
    [askDelete, canWrite, navigate],
  );

  return (
    <ListPage<JobListItem>
      {...pageProps}
      description="Every job, active and expired, with its applications and SEO."
      query={query}
      columns={columns}
      emptyMessage="No jobs yet. Create the first one."
      noMatchMessage="No jobs match your search."
    >
      {deleteDialog}
    </ListPage>
  );
}
