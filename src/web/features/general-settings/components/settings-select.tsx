import { Field, Select } from '@fluentui/react-components';
import type { NamedOption } from '../../../../shared/contract/general-settings';

export interface SettingsSelectProps {
  label: string;
  hint: string;
  value: number | null;
  options: readonly NamedOption[];
  disabled: boolean;
  onChange: (value: number | null) => void;
}

/** A native select: keyboard and screen-reader friendly; the empty choice means "none chosen". */
export function SettingsSelect({ label, hint, value, options, disabled, onChange }: SettingsSelectProps) {
  return (
    <Field label={label} hint={hint}>
      <Select value={value === null ? '' : String(value)} disabled={disabled} onChange={(_, data) => onChange(data.value === '' ? null : Number(data.value))}>
        <option value="">Select…</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </Select>
    </Field>
  );
}
