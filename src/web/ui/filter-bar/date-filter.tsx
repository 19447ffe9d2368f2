import { useId, useState } from 'react';
import { Input, Label, Select, Text, makeStyles, tokens } from '@fluentui/react-components';
import { DATE_RANGE_INVALID } from '../../../shared/contract/application';
import { DATE_PRESETS, DATE_PRESET_LABELS, datePresetRange, presetOfRange, type DatePreset } from '../../../shared/rules/date-presets';
import { FILTER_KIND_LABELS } from './filter-bar-state';
import { RemovableFilter } from './removable-filter';

export interface DateFilterProps {
  fromDate: string;
  toDate: string;
  /** Today ('YYYY-MM-DD'), the day presets count back from. */
  today: string;
  onChange: (range: { fromDate: string; toDate: string }) => void;
  onRemove: () => void;
}

const useStyles = makeStyles({
  field: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  date: { width: '150px' },
});

const isPreset = (value: string): value is DatePreset => (DATE_PRESETS as readonly string[]).includes(value);

export interface DayFieldProps {
  label: string;
  value: string;
  /** The other end of the range bounds this one ('' leaves it open). */
  min?: string;
  max?: string;
  onChange: (day: string) => void;
}

/** One end of the custom range: a labelled day picker. */
export function DayField({ label, value, min, max, onChange }: DayFieldProps) {
  const styles = useStyles();
  const id = useId();
  return (
    <span className={styles.field}>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        className={styles.date}
        type="date"
        value={value}
        min={min || undefined}
        max={max || undefined}
        onChange={(_, data) => onChange(data.value)}
      />
    </span>
  );
}

/** Application date: a preset (Today … Last 180 days) or Custom with from and to days, both inclusive. */
export function DateFilter({ fromDate, toDate, today, onChange, onRemove }: DateFilterProps) {
  const presetId = useId();
  const set = Boolean(fromDate || toDate);
  // Custom stays chosen while its days are being picked, even when they happen to match a preset.
  const [custom, setCustom] = useState(set && presetOfRange({ fromDate, toDate }, today) === 'custom');
  const preset: DatePreset | '' = custom ? 'custom' : set ? presetOfRange({ fromDate, toDate }, today) : '';
  const label = FILTER_KIND_LABELS.date;
  const backwards = Boolean(fromDate && toDate && fromDate > toDate);

  const choose = (value: string) => {
    if (!isPreset(value)) return;
    setCustom(value === 'custom');
    if (value !== 'custom') onChange(datePresetRange(value, today));
  };

  return (
    <RemovableFilter label={label} onRemove={onRemove}>
      <Label htmlFor={presetId}>{label}</Label>
      <Select id={presetId} value={preset} onChange={(_, data) => choose(data.value)}>
        <option value="" disabled>
          Choose a period
        </option>
        {DATE_PRESETS.map((value) => (
          <option key={value} value={value}>
            {DATE_PRESET_LABELS[value]}
          </option>
        ))}
      </Select>
      {preset === 'custom' && (
        <>
          <DayField label="From" value={fromDate} max={toDate} onChange={(day) => onChange({ fromDate: day, toDate })} />
          <DayField label="To" value={toDate} min={fromDate} onChange={(day) => onChange({ fromDate, toDate: day })} />
          {backwards && <Text role="alert">{DATE_RANGE_INVALID}</Text>}
        </>
      )}
    </RemovableFilter>
  );
}
