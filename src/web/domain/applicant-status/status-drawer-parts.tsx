import { Button, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { SubmitButton } from '../../ui/form/submit-button';
import type { StatusTarget } from './status-api';

// Pieces the status drawers share: their props for a selection, the Save / Cancel footer, the
// loading and failure states, and how a form's values become the destination sent.

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

export interface StatusDrawerFooterProps {
  formId: string;
  pending: boolean;
  /** Save waits for what the form needs to be loaded. */
  disabled: boolean;
  onCancel: () => void;
}

export function StatusDrawerFooter({ formId, pending, disabled, onCancel }: StatusDrawerFooterProps) {
  return (
    <>
      <SubmitButton pending={pending} form={formId} disabled={disabled}>
        Save
      </SubmitButton>
      <Button appearance="secondary" disabled={pending} onClick={onCancel}>
        Cancel
      </Button>
    </>
  );
}

/** Why the drawer's data could not be loaded, or a spinner while it loads (nothing once loaded). */
export function DrawerLoadState({ error, loading, label }: { error: unknown; loading: boolean; label: string }) {
  if (error instanceof Error) {
    return (
      <MessageBar intent="error" role="alert">
        <MessageBarBody>{error.message}</MessageBarBody>
      </MessageBar>
    );
  }
  return loading ? <Spinner size="small" label={label} /> : null;
}
