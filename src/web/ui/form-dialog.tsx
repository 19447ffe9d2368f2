import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Button } from '@fluentui/react-components';
import { DialogFrame } from './dialog-frame';
import { KitForm } from './form/kit-form';
import { SubmitButton } from './form/submit-button';
import type { KitForm as Kit } from './form/use-kit-form';

export interface FormDialogProps<TInput extends FieldValues, TOutput> {
  title: string;
  onClose: () => void;
  /** The dialog's form (useKitForm): its save runs on Save, its failure shows above the buttons. */
  kit: Kit<TInput, TOutput>;
  children: ReactNode;
  submitLabel?: string;
}

/** A modal kit form with Cancel and Save; it cannot be closed while a save runs, and gives focus back to its opener when it is. */
export function FormDialog<TInput extends FieldValues, TOutput>({
  title,
  onClose,
  kit,
  children,
  submitLabel = 'Save',
}: FormDialogProps<TInput, TOutput>) {
  return (
    <DialogFrame
      title={title}
      onDismiss={() => !kit.pending && onClose()}
      actions={
        <>
          <Button disabled={kit.pending} onClick={onClose}>
            Cancel
          </Button>
          {/* Save runs the submit itself: a submit-button click did not reach this portal form in jsdom. */}
          <SubmitButton pending={kit.pending} onClick={() => void kit.submit()}>
            {submitLabel}
          </SubmitButton>
        </>
      }
    >
      <KitForm kit={kit} label={title}>
        {children}
      </KitForm>
    </DialogFrame>
  );
}
