import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Textarea } from '@fluentui/react-components';
import { MAX_COMMENT } from '../../../../../shared/contract/application-status-change';

export interface PendingMove {
  applicantName: string;
  stageName: string;
  statusName: string;
}

export interface MoveCommentDialogProps {
  /** The move to confirm; null keeps the dialog closed. */
  move: PendingMove | null;
  onSave: (comment: string) => void;
  onCancel: () => void;
}

/** The dialog's body: mounted on each opening, so every move starts with an empty comment. */
function MoveCommentBody({ move, onSave, onCancel }: MoveCommentDialogProps & { move: PendingMove }) {
  const [comment, setComment] = useState('');
  const tooLong = comment.length > MAX_COMMENT;
  return (
    <DialogBody>
      <DialogTitle>Move {move.applicantName}</DialogTitle>
      <DialogContent>
        <p>
          To <strong>{move.stageName}</strong> · <strong>{move.statusName}</strong>
        </p>
        <Field
          label="Comment (optional)"
          validationState={tooLong ? 'error' : 'none'}
          validationMessage={tooLong ? `The comment must be at most ${MAX_COMMENT} characters.` : `${comment.length} / ${MAX_COMMENT} characters`}
        >
          <Textarea value={comment} onChange={(_, data) => setComment(data.value)} resize="vertical" />
        </Field>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button appearance="primary" disabled={tooLong} onClick={() => onSave(comment)}>
          Save
        </Button>
      </DialogActions>
    </DialogBody>
  );
}

/** Asks for an optional comment before a board move (the same comment the status drawer takes). */
export function MoveCommentDialog(props: MoveCommentDialogProps) {
  const { move, onCancel } = props;
  return (
    <Dialog open={move !== null} onOpenChange={(_, data) => !data.open && onCancel()}>
      <DialogSurface>{move && <MoveCommentBody {...props} move={move} />}</DialogSurface>
    </Dialog>
  );
}
