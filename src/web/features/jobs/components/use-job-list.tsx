import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { JobListItem } from '../../../../shared/contract/job-views';
import { usePermissions } from '../../../lib/permissions';
import { useListState, type ListStateOptions } from '../../../lib/use-list-state';
import { deferred } from '../../../ui/deferred';
import type { JobDeleteDialogProps, JobDeleteRequest } from './job-delete-dialog';

// Loaded when a delete is first asked for: the lists show without the dialog's code.
const JobDeleteDialog = deferred<JobDeleteDialogProps>(
  async () => (await import('./job-delete-dialog')).JobDeleteDialog,
  ({ request }) => request !== null,
);

/**
 * What the two job lists (/all/job and its filters, and /all/jobv1) share: the address-kept list
 * state, who may write, the header and table wiring, and the delete confirmation.
 */
export function useJobList(listOptions?: ListStateOptions) {
  const navigate = useNavigate();
  const canWrite = usePermissions().can('jobs:write');
  const list = useListState(listOptions);
  const [deleting, setDeleting] = useState<JobDeleteRequest | null>(null);
  return {
    navigate,
    canWrite,
    list,
    askDelete: setDeleting,
    deleteDialog: <JobDeleteDialog request={deleting} onClose={() => setDeleting(null)} />,
    pageProps: {
      title: 'Jobs',
      onCreate: canWrite ? () => navigate('/job/create') : undefined,
      list,
      tableLabel: 'Jobs',
      getRowId: (job: JobListItem) => String(job.jobId),
      searchPlaceholder: 'Search title, code, department or city',
    },
  };
}
