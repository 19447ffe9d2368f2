import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Field, Select, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowRightRegular } from '@fluentui/react-icons';
import { DASHBOARD_DATES, DASHBOARD_DATE_LABELS } from '../../../../shared/contract/dashboard';
import type { Choice } from '../../../ui/form/choice';
import { useDepartmentChoices, useLookupChoices } from '../../../lib/lookups';
import { JobPicker } from '../../../domain/job-picker';
import type { CardFilter, CardFilterName } from './card-filter';

export interface CardFooterProps {
  /** The card's title, naming its filters and link for assistive technology. */
  card: string;
  filter: CardFilter;
  /** The list the card's figures come from, with its filters. */
  viewAll: string;
  /** A figure of the whole filtered set, above the filters ('Total Application : N'). */
  children?: ReactNode;
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  filters: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 150px), 1fr))',
    gap: tokens.spacingHorizontalS,
  },
  // A native select is as wide as its longest option; this keeps a long department or branch name inside the card.
  select: { minWidth: 0 },
  viewAll: {
    alignSelf: 'flex-end',
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXXS,
    color: tokens.colorBrandForegroundLink,
    ':hover': { color: tokens.colorBrandForegroundLinkHover },
  },
});

const DATE_CHOICES: Choice[] = DASHBOARD_DATES.map((date) => ({ value: date === 'all' ? '' : date, label: DASHBOARD_DATE_LABELS[date] }));

interface FilterSelectProps {
  label: string;
  name: CardFilterName;
  filter: CardFilter;
  choices: readonly Choice[];
  /** The option for no filter; absent when the choices hold it. */
  any?: string;
}

function FilterSelect({ label, name, filter, choices, any }: FilterSelectProps) {
  const styles = useStyles();
  const value = filter.values[name];
  return (
    <Field label={label} size="small">
      <Select className={styles.select} size="small" value={value} onChange={(_, data) => filter.set(name, data.value)}>
        {any !== undefined && <option value="">{any}</option>}
        {/* A chosen id the list does not hold (a shared link, a record deleted since) still shows as chosen. */}
        {value && !choices.some((choice) => choice.value === value) && <option value={value}>#{value}</option>}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/** A card's Select Department, Select Job, Select Branch and Select Date, and its View All link. */
export function CardFooter({ card, filter, viewAll, children }: CardFooterProps) {
  const styles = useStyles();
  const groupId = useId();
  const departments = useDepartmentChoices();
  const branches = useLookupChoices('branches', (row) => ({ value: String(row.id), label: row.branchName }));
  return (
    <div className={styles.root}>
      {children}
      <div className={styles.filters} role="group" aria-labelledby={groupId}>
        <span id={groupId} hidden>
          {card} filters
        </span>
        <FilterSelect label="Select Department" name="departmentId" filter={filter} choices={departments.choices} any="All departments" />
        {/* Jobs are too many to list: typed text searches them. */}
        <JobPicker
          label="Select Job"
          size="small"
          value={filter.values.jobId}
          onChange={(jobId) => filter.set('jobId', jobId)}
          anyLabel="All jobs"
        />
        <FilterSelect label="Select Branch" name="branchId" filter={filter} choices={branches.choices} any="All branches" />
        <FilterSelect label="Select Date" name="date" filter={filter} choices={DATE_CHOICES} />
      </div>
      <RouterLink to={viewAll} className={styles.viewAll} aria-label={`View All: ${card}`}>
        View All <ArrowRightRegular aria-hidden="true" />
      </RouterLink>
    </div>
  );
}
