import { FILTER_KIND_LABELS, type OptionFilterKind } from './filter-bar-state';
import { ChoiceSelect } from './choice-select';
import { RemovableFilter } from './removable-filter';
import { useFilterOptions } from './use-filter-options';

export interface OptionFilterProps {
  kind: OptionFilterKind;
  /** The chosen id, '' for any. */
  value: string;
  onChange: (value: string) => void;
  onRemove: () => void;
}

export const ANY_LABEL: Record<OptionFilterKind, string> = {
  department: 'Any department',
  location: 'Any location',
  source: 'Any source',
  applicantStatus: 'Any applicant status',
};

/** A filter that picks one record (department, location, source, applicant status). */
export function OptionFilter({ kind, value, onChange, onRemove }: OptionFilterProps) {
  const label = FILTER_KIND_LABELS[kind];
  const choices = useFilterOptions(kind);
  return (
    <RemovableFilter label={label} onRemove={onRemove}>
      <ChoiceSelect label={label} anyLabel={ANY_LABEL[kind]} value={value} onChange={onChange} {...choices} />
    </RemovableFilter>
  );
}
