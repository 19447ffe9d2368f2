import { useId } from 'react';
import { Label, Select, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { FilterOption } from './use-filter-options';

export interface ChoiceSelectProps {
  label: string;
  /** The first choice, meaning no filter (value ''); none when a choice is required. */
  anyLabel?: string;
  /** The chosen value, '' for any. */
  value: string;
  onChange: (value: string) => void;
  options: readonly FilterOption[];
  isLoading?: boolean;
  error?: Error;
  /** More choices exist than were loaded: said beside the select, not hidden. */
  truncated?: boolean;
}

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalXS, minWidth: 0, maxWidth: '100%' },
  // A long name (a job's title) shortens the select instead of widening a narrow page.
  select: { minWidth: 0, maxWidth: '100%' },
});

/** A labelled select of one filter's choices, with its loading and error states. */
export function ChoiceSelect({
  label,
  anyLabel,
  value,
  onChange,
  options,
  isLoading = false,
  error,
  truncated = false,
}: ChoiceSelectProps) {
  const styles = useStyles();
  const id = useId();
  // A stored id the list does not hold (a shared link, a record deleted since) still shows as chosen.
  const known = value === '' || options.some((option) => option.value === value);
  return (
    <span className={styles.root}>
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} className={styles.select} value={value} disabled={isLoading} onChange={(_, data) => onChange(data.value)}>
        {anyLabel !== undefined && <option value="">{anyLabel}</option>}
        {!known && !isLoading && <option value={value}>Unknown ({value})</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
      {isLoading && <Spinner size="extra-tiny" aria-label={`Loading ${label} choices`} />}
      {error && <Text role="alert">Choices could not be loaded.</Text>}
      {truncated && <Text size={200}>Showing the first 100 choices.</Text>}
    </span>
  );
}
