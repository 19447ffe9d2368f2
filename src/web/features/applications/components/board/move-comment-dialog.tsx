import { useState } from 'react';
import { Button, Field, Input, Spinner, Textarea } from '@fluentui/react-components';
import { JOINING_DATE_REQUIRED, MAX_COMMENT } from '../../../../../shared/contract/application-status-change';
import { DialogFrame } from '../../../../ui/dialog-frame';

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

/** The open dialog: mounted on each opening, so every move starts with an empty comment. */
function OpenMoveCommentDialog({ move, onSave, onCancel }: MoveCommentDialogProps & { move: PendingMove }) {
  const [comment, setComment] = useState('');
  const [joiningDate, setJoiningDate] = useState('');
  const [dateTouched, setDateTouched] = useState(false);
  const tooLong = comment.length > MAX_COMMENT;
  const dateMissing = move.hires && joiningDate === '';
  return (
    <DialogFrame
      title={`Move ${move.applicantName}`}
      onDismiss={onCancel}
      actions={
        <>
          <Button onClick={onCancel}>Cancel</Button>
          <Button
            appearance="primary"
            disabled={tooLong || move.checking || dateMissing}
            onClick={() => onSave(comment, move.hires ? joiningDate : undefined)}
          >
            Save
          </Button>
        </>
      }
    >
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
    </DialogFrame>
  );
}

/**
 * Asks for an optional comment before a board move (the same comment the status drawer takes),
 * and for the joining date when the move hires.
 */
export function MoveCommentDialog(props: MoveCommentDialogProps) {
  return props.move && <OpenMoveCommentDialog {...props} move={props.move} />;
}
