import { useState } from 'react';
import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { DateFilter, type DateFilterState } from './date-filter';
import { FilterChip } from './filter-chip';
import { OptionFilter } from './option-filter';
import {
  ALL_FILTERS,
  FILTER_LABELS,
  SELECT_LABELS,
  VALUE_KEYS,
  type FilterKind,
  type FilterOption,
  type FilterValue,
  type OptionFilterKind,
} from './types';

export interface FilterBarProps {
  /** Called with the whole filter value whenever it changes. */
  onChange: (value: FilterValue) => void;
  departments?: readonly FilterOption[];
  locations?: readonly FilterOption[];
  sources?: readonly FilterOption[];
  applicantStatuses?: readonly FilterOption[];
  /** Which filters the 'Add' menu offers; default all five. */
  filters?: readonly FilterKind[];
  /** The clock for the date presets; default the current time. */
  now?: () => Date;
}

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

const NO_OPTIONS: readonly FilterOption[] = [];
const currentTime = () => new Date();

/** 'Add' a filter once, set it, remove it; the bar reports one value object for the list request. */
export function FilterBar(props: FilterBarProps) {
  const { onChange, filters = ALL_FILTERS, now = currentTime } = props;
  const styles = useStyles();
  const [active, setActive] = useState<FilterKind[]>([]);
  const [value, setValue] = useState<FilterValue>({});
  const [date, setDate] = useState<DateFilterState>({ preset: '' });

  const report = (next: FilterValue) => {
    setValue(next);
    onChange(next);
  };

  const optionsOf: Record<OptionFilterKind, readonly FilterOption[]> = {
    department: props.departments ?? NO_OPTIONS,
    location: props.locations ?? NO_OPTIONS,
    source: props.sources ?? NO_OPTIONS,
    applicantStatus: props.applicantStatuses ?? NO_OPTIONS,
  };

  const remove = (kind: FilterKind) => {
    setActive((current) => current.filter((k) => k !== kind));
    const next = { ...value };
    if (kind === 'date') {
      setDate({ preset: '' });
      delete next.fromDate;
      delete next.toDate;
    } else {
      delete next[VALUE_KEYS[kind]];
    }
    if (Object.keys(next).length !== Object.keys(value).length) report(next);
  };

  const changeDate = (state: DateFilterState) => {
    setDate(state);
    const next: FilterValue = { ...value, fromDate: state.fromDate, toDate: state.toDate };
    if (next.fromDate === undefined) delete next.fromDate;
    if (next.toDate === undefined) delete next.toDate;
    report(next);
  };

  const changeOption = (kind: OptionFilterKind, id: FilterOption['id'] | undefined) => {
    const next = { ...value, [VALUE_KEYS[kind]]: id };
    if (id === undefined) delete next[VALUE_KEYS[kind]];
    report(next);
  };

  const available = filters.filter((kind) => !active.includes(kind));

  return (
    <div className={styles.root} role="group" aria-label="Filters">
      {active.map((kind) => (
        <FilterChip key={kind} label={FILTER_LABELS[kind]} onRemove={() => remove(kind)}>
          {kind === 'date' ? (
            <DateFilter state={date} onChange={changeDate} now={now} />
          ) : (
            <OptionFilter
              label={SELECT_LABELS[kind]}
              options={optionsOf[kind]}
              value={value[VALUE_KEYS[kind]]}
              onChange={(id) => changeOption(kind, id)}
            />
          )}
        </FilterChip>
      ))}
      <Menu>
        <MenuTrigger>
          <Button icon={<AddRegular />} disabled={available.length === 0}>
            Add
          </Button>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            {available.map((kind) => (
              <MenuItem key={kind} onClick={() => setActive((current) => [...current, kind])}>
                {FILTER_LABELS[kind]}
              </MenuItem>
            ))}
          </MenuList>
        </MenuPopover>
      </Menu>
    </div>
  );
}
