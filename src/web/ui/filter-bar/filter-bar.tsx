import { useId, useState } from 'react';
import { Label, Select, makeStyles, tokens } from '@fluentui/react-components';
import type { ListState } from '../../lib/use-list-state';
import { DateFilter } from './date-filter';
import {
  FILTER_KINDS,
  FILTER_KIND_LABELS,
  JOB_SCOPES,
  JOB_SCOPE_LABELS,
  OPTION_FILTER_PARAMS,
  browserToday,
  isFilterSet,
  jobScopeOf,
  type FilterKind,
} from './filter-bar-state';
import { OptionFilter } from './option-filter';

export interface FilterBarProps {
  /** The list state whose filters hold the bar's values (useListState with FILTER_BAR_PARAMS). */
  list: Pick<ListState, 'filters' | 'setFilter'>;
  /**
   * Today ('YYYY-MM-DD') for the date presets; the browser's day by default, found only once the
   * date filter shows (the time zone's first lookup costs a page's first render some 15 ms).
   */
  today?: string;
}

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  field: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

const isKind = (value: string): value is FilterKind => (FILTER_KINDS as readonly string[]).includes(value);

/**
 * The shared filter bar (spec §2): 'Add' puts a Date, Department, Location, Source or Applicant
 * Status filter on the bar, each once, each removable; the job filter picks all, active or
 * expired jobs. Values live in the address; a filter holding a value shows after a reload.
 */
export function FilterBar({ list, today }: FilterBarProps) {
  const styles = useStyles();
  const addId = useId();
  const jobsId = useId();
  const { filters, setFilter } = list;
  const [added, setAdded] = useState<readonly FilterKind[]>(() => FILTER_KINDS.filter((kind) => isFilterSet(kind, filters)));
  const shown = FILTER_KINDS.filter((kind) => added.includes(kind) || isFilterSet(kind, filters));
  const available = FILTER_KINDS.filter((kind) => !shown.includes(kind));

  const remove = (kind: FilterKind) => {
    setAdded((current) => current.filter((item) => item !== kind));
    if (kind === 'date') {
      setFilter('fromDate', '');
      setFilter('toDate', '');
    } else setFilter(OPTION_FILTER_PARAMS[kind], '');
  };

  return (
    <div className={styles.root}>
      <span className={styles.field}>
        <Label htmlFor={jobsId}>Jobs</Label>
        <Select
          id={jobsId}
          value={jobScopeOf(filters.jobs)}
          onChange={(_, data) => setFilter('jobs', data.value === 'all' ? '' : data.value)}
        >
          {JOB_SCOPES.map((scope) => (
            <option key={scope} value={scope}>
              {JOB_SCOPE_LABELS[scope]}
            </option>
          ))}
        </Select>
      </span>
      {shown.map((kind) =>
        kind === 'date' ? (
          <DateFilter
            key={kind}
            fromDate={filters.fromDate ?? ''}
            toDate={filters.toDate ?? ''}
            today={today ?? browserToday()}
            onChange={(range) => {
              setFilter('fromDate', range.fromDate);
              setFilter('toDate', range.toDate);
            }}
            onRemove={() => remove(kind)}
          />
        ) : (
          <OptionFilter
            key={kind}
            kind={kind}
            value={filters[OPTION_FILTER_PARAMS[kind]] ?? ''}
            onChange={(value) => setFilter(OPTION_FILTER_PARAMS[kind], value)}
            onRemove={() => remove(kind)}
          />
        ),
      )}
      {available.length > 0 && (
        <span className={styles.field}>
          <Label htmlFor={addId}>Add</Label>
          <Select
            id={addId}
            value=""
            onChange={(_, data) => {
              const kind = data.value;
              if (isKind(kind)) setAdded((current) => [...current, kind]);
            }}
          >
            <option value="" disabled>
              Add a filter
            </option>
            {available.map((kind) => (
              <option key={kind} value={kind}>
                {FILTER_KIND_LABELS[kind]}
              </option>
            ))}
          </Select>
        </span>
      )}
    </div>
  );
}
