import { useId } from 'react';
import { Label, Select, Spinner, Text } from '@fluentui/react-components';
import { FILTER_KIND_LABELS, type OptionFilterKind } from './filter-bar-state';
import { RemovableFilter } from './removable-filter';
import { useFilterOptions } from './use-filter-options';

export interface OptionFilterProps {
  kind: OptionFilterKind;
  /** The chosen id, '' for any. */
  value: string;
  onChange: (value: string) => void;
  onRemove: () => void;
}

const ANY_LABEL: Record<OptionFilterKind, string> = {
  department: 'Any department',
  location: 'Any location',
  source: 'Any source',
  applicantStatus: 'Any applicant status',
};

/** A filter that picks one record (department, location, source, applicant status). */
export function OptionFilter({ kind, value, onChange, onRemove }: OptionFilterProps) {
  const id = useId();
  const label = FILTER_KIND_LABELS[kind];
  const { options, truncated, error, isLoading } = useFilterOptions(kind);
  // A stored id the list does not hold (a shared link, a record deleted since) still shows as chosen.
  const known = value === '' || options.some((option) => option.value === value);
  return (
    <RemovableFilter label={label} onRemove={onRemove}>
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} value={value} disabled={isLoading} onChange={(_, data) => onChange(data.value)}>
        <option value="">{ANY_LABEL[kind]}</option>
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
    </RemovableFilter>
  );
}
