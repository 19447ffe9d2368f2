import { useNavigate } from 'react-router-dom';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { PersonAddRegular } from '@fluentui/react-icons';
import type { ReferralJob } from '../../../../shared/contract/referral-refer';
import type { DataTableColumn } from '../../../ui/data-table/types';
import { ListPage } from '../../../ui/list-page/list-page';
import { usePagedList } from '../../../ui/list-page/use-paged-list';
import { formatDateDMY } from '../../../lib/formats';
import { useFormatAmount } from '../../../domain/workspace-currency';
import { useReferralJobs } from '../api';
import { CopyLinkButton } from '../components/copy-link-button';
import { DepartmentFilter } from '../components/department-filter';
import { REFER_JOBS_READ } from '../components/refer-jobs-query';

const useStyles = makeStyles({
  title: { display: 'flex', flexDirection: 'column', minWidth: 0, overflowWrap: 'anywhere' },
  code: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

function JobActions({ job, refer }: { job: ReferralJob; refer: (job: ReferralJob) => void }) {
  const styles = useStyles();
  return (
    <span className={styles.actions}>
      <Button icon={<PersonAddRegular />} aria-label={`Refer a candidate for ${job.jobTitle}`} onClick={() => refer(job)}>
        Refer
      </Button>
      <CopyLinkButton job={job} />
    </span>
  );
}

function JobTitle({ job }: { job: ReferralJob }) {
  const styles = useStyles();
  return (
    <span className={styles.title}>
      <Text weight="semibold">{job.jobTitle}</Text>
      {job.jobCode && (
        <Text size={200} className={styles.code}>
          {job.jobCode}
        </Text>
      )}
    </span>
  );
}

const columns = (refer: (job: ReferralJob) => void, formatAmount: (amount: number) => string): DataTableColumn<ReferralJob>[] => [
  { id: 'job', header: 'Job', cell: (job) => <JobTitle job={job} />, card: 'title' },
  { id: 'department', header: 'Department', cell: (job) => job.department?.name ?? '—' },
  { id: 'location', header: 'Location', cell: (job) => job.location?.name ?? '—' },
  {
    id: 'openUntil',
    header: 'Open until',
    cell: (job) => (job.expiryDate ? formatDateDMY(job.expiryDate) : 'No end date'),
    width: '120px',
  },
  { id: 'bonus', header: 'Referral bonus', cell: (job) => (job.bonus === null ? 'No bonus set' : formatAmount(job.bonus)), width: '140px' },
  {
    id: 'refer',
    header: 'Refer',
    card: 'actions',
    width: '240px',
    cell: (job) => <JobActions job={job} refer={refer} />,
  },
];

/** /refer, 'Refer a candidate': the published jobs still open, with the bonus each referral can earn. */
export function ReferJobsPage() {
  const navigate = useNavigate();
  const formatAmount = useFormatAmount();
  const paged = usePagedList(useReferralJobs, REFER_JOBS_READ);
  const departmentId = paged.list.filters.departmentId;
  return (
    <ListPage<ReferralJob>
      title="Refer a candidate"
      description="Know someone for one of these openings? Pick the job and tell us about them, or copy your link for the job and share it."
      {...paged}
      tableLabel="Jobs open for referral"
      columns={columns((job) => navigate(`/refer/${job.jobId}`), formatAmount)}
      getRowId={(job) => String(job.jobId)}
      searchPlaceholder="Search job title or code"
      filters={<DepartmentFilter value={departmentId} onChange={(value) => paged.list.setFilter('departmentId', value)} />}
      emptyMessage="No jobs are open for referral right now."
      noMatchMessage="No open jobs match your search and department."
    />
  );
}
