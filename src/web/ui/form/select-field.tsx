import type { Control, FieldValues, Path } from 'react-hook-form';
import { Select, makeStyles } from '@fluentui/react-components';
import type { Choice } from './choice';
import { BoundField } from './bound-field';
import { useFormMeta } from './form-meta';

function groupChoices(choices: readonly Choice[]): [string | undefined, Choice[]][] {
  const groups = new Map<string | undefined, Choice[]>();
  for (const choice of choices) groups.set(choice.group, [...(groups.get(choice.group) ?? []), choice]);
  return [...groups];
}

const useStyles = makeStyles({
  // A native select is as wide as its longest option: without this a long job title pushes the
  // field past a phone-wide drawer's edge instead of the select fitting and cutting the option.
  select: { minWidth: 0 },
});

const option = (choice: Choice) => (
  <option key={choice.value} value={choice.value} disabled={choice.disabled}>
    {choice.label}
  </option>
);

export interface SelectFieldProps<T extends FieldValues> {
  control: Control<T>;
  /** The value is the chosen option's value as text ('' for none). */
  name: Path<T>;
  label: string;
  hint?: string;
  choices: readonly Choice[];
  /** Called after the user picks, with the new value (to fill dependent fields). */
  onPicked?: (value: string) => void;
  placeholder?: string;
  required?: boolean;
}

/** A native select (keyboard, screen-reader and Teams friendly); options with a `group` sit under its heading. */
export function SelectField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  choices,
  onPicked,
  placeholder = 'Select…',
  required,
}: SelectFieldProps<T>) {
  const meta = useFormMeta();
  const styles = useStyles();
  return (
    <BoundField control={control} name={name} label={label} hint={hint} required={required}>
      {(field) => {
        const value = field.value === null || field.value === undefined ? '' : String(field.value);
        // A saved value the list no longer offers (deleted, disabled) still shows what is stored.
        const shown = value && !choices.some((choice) => choice.value === value) ? [{ value, label: `#${value}` }, ...choices] : choices;
        return (
          <Select
            className={styles.select}
            name={field.name}
            ref={field.ref}
            value={value}
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
        );
      }}
    </BoundField>
  );
}
