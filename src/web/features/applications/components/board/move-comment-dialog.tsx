import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  Spinner,
  Textarea,
} from '@fluentui/react-components';
import { JOINING_DATE_REQUIRED, MAX_COMMENT } from '../../../../../shared/contract/application-status-change';
import { ReturnFocus } from '../../../../ui/return-focus';

export interface PendingMove {
  applicantName: string;
  stageName: string;
  statusName: string;
  /** The status is the hired one (General Settings' Payable Employee Status): ask for the joining date. */
  hires: boolean;
  /** Whether that is still being found out: Save waits. */
  checking: boolean;
}

export interface MoveCommentDialogProps {
  /** The move to confirm; null keeps the dialog closed. */
  move: PendingMove | null;
  onSave: (comment: string, joiningDate?: string) => void;
  onCancel: () => void;
}

/** The dialog's body: mounted on each opening, so every move starts with an empty comment. */
function MoveCommentBody({ move, onSave, onCancel }: MoveCommentDialogProps & { move: PendingMove }) {
  const [comment, setComment] = useState('');
  const [joiningDate, setJoiningDate] = useState('');
  const [dateTouched, setDateTouched] = useState(false);
  const tooLong = comment.length > MAX_COMMENT;
  const dateMissing = move.hires && joiningDate === '';
  return (
    <DialogBody>
      <DialogTitle>Move {move.applicantName}</DialogTitle>
      <DialogContent>
        <p>
          To <strong>{move.stageName}</strong> · <strong>{move.statusName}</strong>
        </p>
        {move.checking && <Spinner size="tiny" label="Checking the status…" />}
        {move.hires && (
          <Field
            label="Joining Date"
            required
            validationState={dateTouched && dateMissing ? 'error' : 'none'}
            validationMessage={dateTouched && dateMissing ? JOINING_DATE_REQUIRED : 'The day the hire joins.'}
          >
            <Input type="date" value={joiningDate} onChange={(_, data) => setJoiningDate(data.value)} onBlur={() => setDateTouched(true)} />
          </Field>
        )}
        <Field
          label="Comment (optional)"
          validationState={tooLong ? 'error' : 'none'}
          validationMessage={
            tooLong ? `The comment must be at most ${MAX_COMMENT} characters.` : `${comment.length} / ${MAX_COMMENT} characters`
          }
        >
          <Textarea value={comment} onChange={(_, data) => setComment(data.value)} resize="vertical" />
        </Field>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button
          appearance="primary"
          disabled={tooLong || move.checking || dateMissing}
          onClick={() => onSave(comment, move.hires ? joiningDate : undefined)}
        >
          Save
        </Button>
      </DialogActions>
    </DialogBody>
  );
}

/**
 * Asks for an optional comment before a board move (the same comment the status drawer takes),
 * and for the joining date when the move hires.
 */
export function MoveCommentDialog(props: MoveCommentDialogProps) {
  const { move, onCancel } = props;
  return (
    <Dialog open={move !== null} onOpenChange={(_, data) => !data.open && onCancel()}>
      <DialogSurface>
        <ReturnFocus />
        {move && <MoveCommentBody {...props} move={move} />}
      </DialogSurface>
    </Dialog>
  );
}
