import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import type * as v from 'valibot';
import type { StageCreateSchema } from '../../../../shared/contract/stage';
import type { Status } from '../../../../shared/contract/pipeline-status';
import { TextField } from '../../../ui/form/text-field';
import { useFormMeta } from '../../../ui/form/form-meta';
import { StatusPicker } from './status-picker';

/** A stage's form values: its name and ordered statuses (the create dialog's and drawer's schemas share this shape). */
export type StageValues = v.InferInput<typeof StageCreateSchema>;

export interface StageFieldsProps {
  control: Control<StageValues>;
  statuses: readonly Status[];
}

export interface StatusIdsFieldProps<T extends FieldValues> {
  control: Control<T>;
  /** A list of status ids, in the order chosen. */
  name: Path<T>;
  statuses: readonly Status[];
}

/** The statuses as an ordered pick list bound to the form. */
export function StatusIdsField<T extends FieldValues>({ control, name, statuses }: StatusIdsFieldProps<T>) {
  const meta = useFormMeta();
  const { field, fieldState } = useController({ control, name });
  return (
    <StatusPicker
      statuses={statuses}
      value={((field.value ?? []) as (string | number)[]).map(Number)}
      disabled={meta.disabled}
      error={fieldState.error?.message}
      onChange={field.onChange}
    />
  );
}

/** Name and statuses of a stage, in a kit form (which marks both required). */
export function StageFields({ control, statuses }: StageFieldsProps) {
  return (
    <>
      <TextField control={control} name="name" label="Name" />
      <StatusIdsField control={control} name="statusId" statuses={statuses} />
    </>
  );
}
