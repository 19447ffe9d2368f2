import { Controller, useFormContext } from 'react-hook-form';
import { Field, Input, Select, Textarea, type InputProps } from '@fluentui/react-components';
import type { JobFormValues } from './form-values';
import { useJobFormMeta } from './job-form-context';
import type { Choice } from './use-job-lookups';

type StringField = { [K in keyof JobFormValues]: JobFormValues[K] extends string ? K : never }[keyof JobFormValues];

interface FieldProps {
  name: StringField;
  label: string;
  hint?: string;
  /** A warning that does not block saving (e.g. the meta title length). */
  warning?: string;
}

export interface TextFieldProps extends FieldProps {
  type?: InputProps['type'];
  min?: string | number;
  max?: string | number;
  maxLength?: number;
  multiline?: boolean;
}

/** A text, number or date input bound to the job form. */
export function TextField({ name, label, hint, warning, type, min, max, maxLength, multiline = false }: TextFieldProps) {
  const { control } = useFormContext<JobFormValues>();
  const meta = useJobFormMeta();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field
          label={label}
          hint={hint}
          required={meta.required.has(name)}
          validationMessage={fieldState.error?.message ?? warning}
          validationState={fieldState.error ? 'error' : warning ? 'warning' : 'none'}
        >
          {multiline ? (
            <Textarea name={field.name} ref={field.ref} value={field.value} onChange={(_, data) => field.onChange(data.value)} onBlur={field.onBlur} disabled={meta.disabled} maxLength={maxLength} resize="vertical" />
          ) : (
            <Input
              name={field.name}
              ref={field.ref}
              type={type}
              min={min}
              max={max}
              value={field.value}
              onChange={(_, data) => field.onChange(data.value)}
              onBlur={field.onBlur}
              disabled={meta.disabled}
              maxLength={maxLength}
            />
          )}
        </Field>
      )}
    />
  );
}

function groupChoices(choices: readonly Choice[]): [string | undefined, Choice[]][] {
  const groups = new Map<string | undefined, Choice[]>();
  for (const choice of choices) groups.set(choice.group, [...(groups.get(choice.group) ?? []), choice]);
  return [...groups];
}

const option = (choice: Choice) => (
  <option key={choice.value} value={choice.value} disabled={choice.disabled}>
    {choice.label}
  </option>
);

export interface ChoiceSelectProps extends FieldProps {
  choices: readonly Choice[];
  /** Called after the user picks, with the new value (to fill dependent fields). */
  onPicked?: (value: string) => void;
  placeholder?: string;
}

/** A native select (keyboard and screen-reader friendly); options with a `group` sit under its heading. */
export function ChoiceSelect({ name, label, hint, choices, onPicked, placeholder = 'Select…' }: ChoiceSelectProps) {
  const { control } = useFormContext<JobFormValues>();
  const meta = useJobFormMeta();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        // A saved value the list no longer offers (deleted, disabled) still shows what is stored.
        const shown = field.value && !choices.some((choice) => choice.value === field.value) ? [{ value: field.value, label: `#${field.value}` }, ...choices] : choices;
        return (
          <Field label={label} hint={hint} required={meta.required.has(name)} validationMessage={fieldState.error?.message}>
            <Select
              name={field.name}
              ref={field.ref}
              value={field.value}
              onChange={(_, data) => {
                field.onChange(data.value);
                onPicked?.(data.value);
              }}
              onBlur={field.onBlur}
              disabled={meta.disabled}
            >
              <option value="">{placeholder}</option>
              {groupChoices(shown).map(([group, items]) =>
                group === undefined ? (
                  items.map(option)
                ) : (
                  <optgroup key={group} label={group}>
                    {items.map(option)}
                  </optgroup>
                ),
              )}
            </Select>
          </Field>
        );
      }}
    />
  );
}
