import { useState } from 'react';
import { DeleteConfirmDialog } from '../../../ui/delete-confirm-dialog';
import { useJobMutations } from '../api';

export interface JobDeleteRequest {
  jobs: readonly { jobId: number; jobTitle: string }[];
  /** Runs after the server deleted them (e.g. clears the table's selection). */
  onDeleted?: () => void;
}

export interface JobDeleteDialogProps {
  request: JobDeleteRequest | null;
  onClose: () => void;
}

/**
 * The DELETE confirmation for one job or a selection (POST multiple-job-delete). The server
 * refuses the whole batch when a job has applications (409); its message stays in the dialog so
 * the user reads why nothing was deleted.
 */
export function JobDeleteDialog({ request, onClose }: JobDeleteDialogProps) {
  const { remove } = useJobMutations();
  // Keeps the last request's title while the dialog fades out.
  const [shown, setShown] = useState(request);
  if (request && request !== shown) setShown(request);
  const jobs = shown?.jobs ?? [];
  const title = jobs.length === 1 ? `Delete job '${jobs[0].jobTitle}'` : `Delete ${jobs.length} jobs`;

  const confirm = async () => {
    if (!request) return;
    await remove(request.jobs.map((job) => job.jobId));
    request.onDeleted?.();
  };

  return <DeleteConfirmDialog open={request !== null} onOpenChange={(open) => !open && onClose()} title={title} onConfirm={confirm} />;
}
