import type { Control, FieldValues, Path } from 'react-hook-form';
import { Radio, RadioGroup } from '@fluentui/react-components';
import type { Choice } from './choice';
import { BoundField } from './bound-field';
import { useFormMeta } from './form-meta';

export interface RadioFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  /** Few choices, all shown at once (Active / InActive). */
  choices: readonly Choice[];
  required?: boolean;
}

/** A short choice as radio buttons in a row; the value is the chosen choice's value as text. */
export function RadioField<T extends FieldValues>({ control, name, label, choices, required }: RadioFieldProps<T>) {
  const meta = useFormMeta();
  return (
    <BoundField control={control} name={name} label={label} required={required}>
      {(field) => (
        <RadioGroup
          layout="horizontal"
          value={String(field.value ?? '')}
          onChange={(_, data) => field.onChange(data.value)}
          disabled={meta.disabled}
        >
          {choices.map((choice) => (
            <Radio key={choice.value} value={choice.value} label={choice.label} />
          ))}
        </RadioGroup>
      )}
    </BoundField>
  );
}
