import type { ReactNode } from 'react';
import { Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { ReturnFocus } from './return-focus';

export interface DialogFrameProps {
  /** Default true: for a dialog that is mounted only while it shows. */
  open?: boolean;
  /** Escape (or a click outside a modal one): the owner decides whether it closes (not while a save runs). */
  onDismiss: () => void;
  title: ReactNode;
  children: ReactNode;
  /** The buttons at the bottom. */
  actions: ReactNode;
  /** 'alert' for a question that must be answered: a click outside does not dismiss it. */
  modalType?: 'modal' | 'alert';
  /** The id of the element that describes the dialog (e.g. what a confirmation will do). */
  describedBy?: string;
  contentClassName?: string;
  /** Makes the body a form that runs this on submit, so Enter in a field confirms. */
  onSubmit?: () => void;
}

/** The kit's one dialog shape: title, content and actions; closed, it gives focus back to its opener. */
export function DialogFrame(props: DialogFrameProps) {
  const { open = true, onDismiss, title, children, actions, modalType, describedBy, contentClassName, onSubmit } = props;
  const body = (
    <DialogBody>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent className={contentClassName}>{children}</DialogContent>
      <DialogActions>{actions}</DialogActions>
    </DialogBody>
  );
  return (
    <Dialog open={open} modalType={modalType} onOpenChange={(_, data) => !data.open && onDismiss()}>
      <DialogSurface aria-describedby={describedBy}>
        <ReturnFocus />
        {onSubmit ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              onSubmit();
            }}
          >
            {body}
          </form>
        ) : (
          body
        )}
      </DialogSurface>
    </Dialog>
  );
}
