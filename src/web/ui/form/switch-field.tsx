import type { Control, FieldValues, Path } from 'react-hook-form';
import { Switch } from '@fluentui/react-components';
import { BoundField } from './bound-field';
import { useFormMeta } from './form-meta';

export interface SwitchFieldProps<T extends FieldValues> {
  control: Control<T>;
  /** A true/false value. */
  name: Path<T>;
  label: string;
  /** What the switch says when on and off ('Yes' / 'No'). */
  onText: string;
  offText: string;
}

/** A yes/no choice as a switch, named by its label. */
export function SwitchField<T extends FieldValues>({ control, name, label, onText, offText }: SwitchFieldProps<T>) {
  const meta = useFormMeta();
  return (
    <BoundField control={control} name={name} label={label}>
      {(field) => (
        <Switch
          ref={field.ref}
          checked={Boolean(field.value)}
          onChange={(_, data) => field.onChange(data.checked)}
          disabled={meta.disabled}
          label={field.value ? onText : offText}
          aria-label={label}
        />
      )}
    </BoundField>
  );
}
