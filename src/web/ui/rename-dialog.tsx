import type * as v from 'valibot';
import { FormDialog } from './form-dialog';
import { TextField } from './form/text-field';
import { useKitForm } from './form/use-kit-form';

export interface RenameDialogProps<TOutput extends { name: string }> {
  title: string;
  /** The contract's rename schema: its messages and limits are the field's. */
  schema: v.GenericSchema<{ name?: string }, TOutput>;
  /** The name now, where the field starts. */
  name: string;
  fallbackMessage: string;
  onClose: () => void;
  onSave: (name: string) => Promise<unknown>;
}

/** A rename dialog: one required Name field; nothing is sent while it is empty. */
export function RenameDialog<TOutput extends { name: string }>({
  title,
  schema,
  name,
  fallbackMessage,
  onClose,
  onSave,
}: RenameDialogProps<TOutput>) {
  const kit = useKitForm({
    schema,
    defaultValues: { name },
    onSubmit: async (draft) => void (await onSave(draft.name)),
    fallbackMessage,
    required: ['name'],
  });
  return (
    <FormDialog title={title} onClose={onClose} kit={kit}>
      <TextField control={kit.form.control} name="name" label="Name" />
    </FormDialog>
  );
}
