import type { StatusTarget } from './status-api';

// Pieces the status drawers share: their props for a selection, and how a form's values become
// the destination sent.

/** The drawers that act on a selection of applicants (bulk status, assign recruiter). */
export interface SelectionDrawerProps {
  applicationIds: number[];
  open: boolean;
  onClose: () => void;
  /** After the change was saved (e.g. to clear the selection). */
  onDone: () => void;
}

/** A stage and status when both are chosen, else an applicant status when one is, else nothing. */
export function targetOf(values: { stageId?: number; statusId?: number; applicantStatusId?: number }): StatusTarget | undefined {
  if (values.stageId !== undefined && values.statusId !== undefined) return { stageId: values.stageId, statusId: values.statusId };
  if (values.applicantStatusId !== undefined) return { applicantStatusId: values.applicantStatusId };
  return undefined;
}
