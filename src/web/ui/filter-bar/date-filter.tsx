import { useId } from 'react';
import { Input, Label, Select, makeStyles, tokens } from '@fluentui/react-components';
import { DATE_PRESETS, presetRange, type DatePreset } from './date-presets';

export interface DateFilterState {
  preset: DatePreset | '';
  fromDate?: string;
  toDate?: string;
}

export interface DateFilterProps {
  state: DateFilterState;
  onChange: (state: DateFilterState) => void;
  /** The current time, for the presets. */
  now: () => Date;
}

const useStyles = makeStyles({
  field: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

/** Preset picker; 'Custom' adds from/to date inputs. */
export function DateFilter({ state, onChange, now }: DateFilterProps) {
  const styles = useStyles();
  const presetId = useId();
  const fromId = useId();
  const toId = useId();

  const choose = (preset: DatePreset | '') => {
    if (preset === '') return onChange({ preset });
    if (preset === 'Custom') return onChange({ preset, fromDate: state.fromDate, toDate: state.toDate });
    onChange({ preset, ...presetRange(preset, now()) });
  };

  return (
    <>
      <div className={styles.field}>
        <Label htmlFor={presetId} size="small">
          Date range
        </Label>
        <Select id={presetId} size="small" value={state.preset} onChange={(_, data) => choose(DATE_PRESETS.find((preset) => preset === data.value) ?? '')}>
          <option value="">Select</option>
          {DATE_PRESETS.map((preset) => (
            <option key={preset} value={preset}>
              {preset}
            </option>
          ))}
        </Select>
      </div>
      {state.preset === 'Custom' && (
        <>
          <div className={styles.field}>
            <Label htmlFor={fromId} size="small">
              From
            </Label>
            <Input
              id={fromId}
              size="small"
              type="date"
              value={state.fromDate ?? ''}
              max={state.toDate}
              onChange={(_, data) => onChange({ ...state, fromDate: data.value || undefined })}
            />
          </div>
          <div className={styles.field}>
            <Label htmlFor={toId} size="small">
              To
            </Label>
            <Input
              id={toId}
              size="small"
              type="date"
              value={state.toDate ?? ''}
              min={state.fromDate}
              onChange={(_, data) => onChange({ ...state, toDate: data.value || undefined })}
            />
          </div>
        </>
      )}
    </>
  );
}
