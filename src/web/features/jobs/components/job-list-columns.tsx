import { Caption1, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { JobListItem } from '../../../../shared/contract/job-views';
import type { JobSort } from '../../../../shared/contract/job-values';
import type { DataTableColumn } from '../../../ui/data-table/types';
import { formatDateDMY } from '../../../lib/formats';
import { JobRowMenu, type JobRowActions } from './job-row-menu';
import { ActivityBadge, jobStatusLabel, PublishBadge } from './job-status';

const useStyles = makeStyles({
  job: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalXXS,
    paddingBlock: tokens.spacingVerticalXS,
  },
  muted: { color: tokens.colorNeutralForeground3 },
  status: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  // A date reads as one word: the cells may wrap long names anywhere, never a date.
  date: { whiteSpace: 'nowrap' },
});

function JobCell({ job }: { job: JobListItem }) {
  const styles = useStyles();
  const details = [job.location?.city, job.referralAmount?.slug].filter(Boolean).join(' · ');
  return (
    <div className={styles.job}>
      <Text weight="semibold">{job.jobTitle}</Text>
      {details && <Caption1 className={styles.muted}>{details}</Caption1>}
      <PublishBadge job={job} />
    </div>
  );
}

function StatusCell({ job }: { job: JobListItem }) {
  const styles = useStyles();
  return (
    <div className={styles.status}>
      <Text>{jobStatusLabel(job.jobStatusId) ?? '—'}</Text>
      <ActivityBadge job={job} />
    </div>
  );
}

function DateCell({ value }: { value: string }) {
  return <span className={useStyles().date}>{value}</span>;
}

const orDash = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? '—' : value);

/** Columns whose header sorts on the server; the id is the API's `sort` value. */
type SortableColumn = DataTableColumn<JobListItem> & { id: JobSort };
const sortable = (column: Omit<SortableColumn, 'sortable'>): SortableColumn => ({ ...column, sortable: true });
const fixed = (column: Omit<DataTableColumn<JobListItem>, 'sortable'>): DataTableColumn<JobListItem> => ({ ...column, sortable: false });

/** The Jobs list columns of spec §2, in its order, with the row's action menu last. */
export function jobListColumns(actions: JobRowActions): DataTableColumn<JobListItem>[] {
  return [
    sortable({ id: 'jobTitle', header: 'Job', width: '15%', cell: (job) => <JobCell job={job} /> }),
    sortable({ id: 'numberOfPositions', header: 'No. Of Positions', width: '8%', cell: (job) => orDash(job.numberOfPositions) }),
    sortable({ id: 'jobApplication', header: 'Applicants', width: '8%', cell: (job) => job.jobApplication }),
    sortable({ id: 'created_at', header: 'Open Date', width: '10%', cell: (job) => <DateCell value={formatDateDMY(job.created_at)} /> }),
    sortable({
      id: 'expiryDate',
      header: 'Expiry Date',
      width: '10%',
      cell: (job) => <DateCell value={String(orDash(formatDateDMY(job.expiryDate)))} />,
    }),
    fixed({ id: 'department', header: 'Department', width: '11%', cell: (job) => orDash(job.department?.departmentName) }),
    fixed({ id: 'type', header: 'Type', width: '8%', cell: (job) => orDash(job.jobType?.jobType) }),
    fixed({ id: 'remote', header: 'Remote', width: '6%', cell: (job) => (job.employmentCategoryId === 1 ? 'Yes' : 'No') }),
    fixed({
      id: 'platform',
      header: 'Platform',
      width: '11%',
      cell: (job) => orDash(job.publishplatforms.map((platform) => platform.name).join(', ')),
    }),
    fixed({ id: 'status', header: 'Status', width: '8%', cell: (job) => <StatusCell job={job} /> }),
    fixed({ id: 'actions', header: 'Action', width: '5%', card: 'actions', cell: (job) => <JobRowMenu job={job} actions={actions} /> }),
  ];
}
