import { Body1, Skeleton, SkeletonItem, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { fullName } from '../../../lib/person-name';
import { useUserInfo } from '../../../domain/user-info';
import { usePermissions } from '../../../lib/permissions';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLiveRefresh } from '../../../lib/use-live-refresh';
import { HIRING_CHANGED_EVENT } from '../../../../shared/contract/hub-events';
import { useRefreshDashboard } from '../api';
import { AcquisitionsCard } from '../components/acquisitions-card';
import { ApplicantSourceCard } from '../components/applicant-source-card';
import { EmployeeSummary } from '../components/employee-summary';
import { RecruiterProgressCard } from '../components/recruiter-progress-card';
import { StaffTiles } from '../components/staff-tiles';
import { ReportsLink } from '../components/reports-link';
import { STAFF_DASHBOARD } from '../first-reads';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL, minWidth: 0 },
  heading: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  title: { margin: 0, overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
  cards: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 420px), 1fr))',
    gap: tokens.spacingVerticalL,
    alignItems: 'start',
  },
});

function Greeting() {
  const styles = useStyles();
  const { user, isLoading } = useUserInfo();
  return (
    <header className={styles.heading}>
      {isLoading ? (
        <Skeleton aria-label="Loading greeting">
          <SkeletonItem size={32} />
        </Skeleton>
      ) : (
        <Title2 as="h1" className={styles.title}>
          Hi {fullName({ name: user?.userName, lastName: user?.lastName })}
        </Title2>
      )}
      <Body1 className={styles.muted}>The data below depends on the duration you choose.</Body1>
    </header>
  );
}

/**
 * / (spec §2 "Dashboard"): staff see the headline tiles and the Applicant Source, Recruiter's
 * Progress and Acquisitions cards, each with its own filters; an employee sees their referrals.
 */
export function DashboardPage() {
  const styles = useStyles();
  const permissions = usePermissions();
  useDocumentTitle('Dashboard');
  // Applications, jobs and payouts changed elsewhere: every figure here may have moved.
  useLiveRefresh(HIRING_CHANGED_EVENT, useRefreshDashboard());
  const staff = permissions.can(STAFF_DASHBOARD);
  return (
    <div className={styles.page}>
      <Greeting />
      {permissions.isLoading ? null : staff ? (
        <>
          <ReportsLink />
          <StaffTiles />
          <div className={styles.cards}>
            <ApplicantSourceCard />
            <RecruiterProgressCard />
            <AcquisitionsCard />
          </div>
        </>
      ) : (
        <EmployeeSummary />
      )}
    </div>
  );
}
