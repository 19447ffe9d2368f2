import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { DATE_RANGE_INVALID, REPORT_DEFAULT_DAYS } from '../../../../shared/contract/reports';
import type { ListState } from '../../../lib/use-list-state';
import { ChoiceSelect } from '../../../ui/filter-bar/choice-select';
import { DayField } from '../../../ui/filter-bar/date-filter';
import { ANY_LABEL } from '../../../ui/filter-bar/option-filter';
import { useFilterOptions } from '../../../ui/filter-bar/use-filter-options';
import { JobPicker } from '../../../domain/job-picker';
import { useRecruiterChoices } from '../api';
import { REPORT_FILTERS, isBackwards } from './report-filters-state';

export interface ReportFiltersProps {
  list: Pick<ListState, 'filters' | 'setFilter'>;
}

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    minWidth: 0,
  },
  hint: { color: tokens.colorNeutralForeground3 },
});

/** The one filter row every report card follows: department, job, recruiter, source and the period. */
export function ReportFilters({ list }: ReportFiltersProps) {
  const styles = useStyles();
  const { filters, setFilter } = list;
  const departments = useFilterOptions('department');
  const sources = useFilterOptions('source');
  const recruiters = useRecruiterChoices();
  const anySet = REPORT_FILTERS.some((name) => filters[name]);
  const choose = (name: string) => (value: string) => setFilter(name, value);

  return (
    <div className={styles.root} role="group" aria-label="Report filters">
      <ChoiceSelect
        label="Department"
        anyLabel={ANY_LABEL.department}
        value={filters.departmentId}
        onChange={choose('departmentId')}
        {...departments}
      />
      <JobPicker label="Job" layout="inline" anyLabel="Any job" value={filters.jobId} onChange={choose('jobId')} />
      <ChoiceSelect
        label="Recruiter"
        anyLabel="Any recruiter"
        value={filters.recruiterId}
        onChange={choose('recruiterId')}
        {...recruiters}
      />
      <ChoiceSelect label="Source" anyLabel={ANY_LABEL.source} value={filters.sourceId} onChange={choose('sourceId')} {...sources} />
      <DayField label="From" value={filters.fromDate} max={filters.toDate} onChange={choose('fromDate')} />
      <DayField label="To" value={filters.toDate} min={filters.fromDate} onChange={choose('toDate')} />
      {isBackwards(filters) && <Text role="alert">{DATE_RANGE_INVALID}</Text>}
      {!filters.fromDate && !filters.toDate && <Text className={styles.hint}>No dates: the last {REPORT_DEFAULT_DAYS} days.</Text>}
      {anySet && (
        <Button appearance="subtle" icon={<DismissRegular />} onClick={() => REPORT_FILTERS.forEach((name) => setFilter(name, ''))}>
          Clear filters
        </Button>
      )}
    </div>
  );
}
