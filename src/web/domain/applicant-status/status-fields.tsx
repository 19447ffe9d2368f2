import type { Control, FieldValues, Path, UseFormSetValue, PathValue } from 'react-hook-form';
import type { Choice } from '../../ui/form/choice';
import { SelectField } from '../../ui/form/select-field';
import { TextField } from '../../ui/form/text-field';

/** A stage as the selects offer it: its statuses in pipeline order. */
export interface StageChoice {
  id: number;
  name: string;
  status: readonly { id: number; name: string }[];
}

/** The fields every status drawer binds: stage, then status, and a comment. */
export interface StageStatusValues extends FieldValues {
  stageId?: unknown;
  statusId?: unknown;
  comment?: unknown;
  joiningDate?: unknown;
}

const choicesOf = (rows: readonly { id: number; name: string }[]): Choice[] =>
  rows.map((row) => ({ value: String(row.id), label: row.name }));

export interface StageStatusFieldsProps<T extends StageStatusValues> {
  control: Control<T>;
  setValue: UseFormSetValue<T>;
  stages: readonly StageChoice[];
  /** The chosen stage's id as text ('' for none): its statuses are the status choices. */
  stageId: string;
  required?: boolean;
}

/**
 * Stage, then status: the status choices are the chosen stage's, and choosing a stage clears the
 * status (spec §4), so a status of another stage is never sent by mistake.
 */
export function StageStatusFields<T extends StageStatusValues>({
  control,
  setValue,
  stages,
  stageId,
  required,
}: StageStatusFieldsProps<T>) {
  const stage = stages.find((candidate) => String(candidate.id) === stageId);
  const clearStatus = () => setValue('statusId' as Path<T>, '' as PathValue<T, Path<T>>, { shouldDirty: true });
  return (
    <>
      <SelectField
        control={control}
        name={'stageId' as Path<T>}
        label="Stage"
        choices={choicesOf(stages)}
        onPicked={clearStatus}
        placeholder="Select a stage"
        required={required}
      />
      <SelectField
        control={control}
        name={'statusId' as Path<T>}
        label="Status"
        hint={stage ? undefined : 'Choose a stage first: its statuses are offered here.'}
        choices={choicesOf(stage?.status ?? [])}
        placeholder="Select a status"
        required={required}
      />
    </>
  );
}

/**
 * The hire's joining date, asked only when the chosen status is General Settings' Payable Employee
 * Status (the hired status): the server refuses that move without it.
 */
export function JoiningDateField<T extends StageStatusValues>({ control }: { control: Control<T> }) {
  return (
    <TextField
      control={control}
      name={'joiningDate' as Path<T>}
      label="Joining Date"
      type="date"
      hint="The day the hire joins; a referral's bonus falls due counting from it."
      required
    />
  );
}

/** Whether the chosen status (its id as text) is the hired status. */
export const choosesHired = (statusId: unknown, hiredStatusId: number | null | undefined) =>
  hiredStatusId !== null && hiredStatusId !== undefined && String(statusId ?? '') === String(hiredStatusId);

/** The optional comment saved with the history entry. */
export function CommentField<T extends StageStatusValues>({ control }: { control: Control<T> }) {
  return <TextField control={control} name={'comment' as Path<T>} label="Comment" multiline rows={3} />;
}
