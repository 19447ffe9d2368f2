import { useId } from 'react';
import { Label, Select, makeStyles, tokens } from '@fluentui/react-components';
import type { FilterOption } from './types';

export interface OptionFilterProps {
  label: string;
  options: readonly FilterOption[];
  value: FilterOption['id'] | undefined;
  onChange: (value: FilterOption['id'] | undefined) => void;
}

const useStyles = makeStyles({
  field: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

/** A select over `{ id, name }` options; the empty choice 'All' clears it. */
export function OptionFilter({ label, options, value, onChange }: OptionFilterProps) {
  const styles = useStyles();
  const id = useId();
  return (
    <div className={styles.field}>
      <Label htmlFor={id} size="small">
        {label}
      </Label>
      <Select
        id={id}
        size="small"
        value={value === undefined ? '' : String(value)}
        onChange={(_, data) => onChange(options.find((option) => String(option.id) === data.value)?.id)}
      >
        <option value="">All</option>
        {options.map((option) => (
          <option key={String(option.id)} value={String(option.id)}>
            {option.name}
          </option>
        ))}
      </Select>
    </div>
  );
}
