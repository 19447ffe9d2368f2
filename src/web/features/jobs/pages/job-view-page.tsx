import { Suspense, lazy, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Button, Link, MessageBar, MessageBarBody, Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { EditRegular, PeopleRegular, TextBulletListSquareRegular } from '@fluentui/react-icons';
import type { JobDetail } from '../../../../shared/contract/job-views';
import { ApiError } from '../../../lib/api';
import { usePermissions } from '../../../lib/permissions';
import { EmptyState } from '../../../ui/empty-state';
import { ListProblem, isRefusal } from '../../../ui/list-page/list-problem';
import { PageHeader } from '../../../ui/page-header';
import { ShareButtons } from '../../../ui/share-buttons';
import { useJob } from '../api';
import { ActivityBadge, PublishBadge } from '../components/job-status';
import { JobPipelineDrawer } from '../components/job-pipeline-drawer';
import { JobDetailsTab } from '../components/job-view/job-details-tab';
import { JobSeoTab } from '../components/job-view/job-seo-tab';
import { useLinkClick } from '../../../lib/use-link-click';
import { AnalyticsSkeleton, DetailsSkeleton } from '../components/job-view/view-skeletons';

// The charts library is large: it loads only when someone opens the Analytics tab.
const JobAnalyticsTab = lazy(async () => ({ default: (await import('../components/job-view/job-analytics-tab')).JobAnalyticsTab }));

const TABS = [
  { value: 'job', label: 'Job' },
  { value: 'seo', label: 'SEO' },
  { value: 'analytics', label: 'Analytics' },
] as const;
type TabValue = (typeof TABS)[number]['value'];
const allJobs = '/all/job';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  badges: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalXS, minHeight: '24px' },
  muted: { color: tokens.colorNeutralForeground3 },
  tabs: {
    marginTop: `calc(-1 * ${tokens.spacingVerticalM})`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
});

function tabOf(value: string | null): TabValue {
  return TABS.find((tab) => tab.value === value)?.value ?? 'job';
}

function JobBadges({ job }: { job: JobDetail }) {
  const styles = useStyles();
  return (
    <span className={styles.badges}>
      {job.jobCode && <span className={styles.muted}>{job.jobCode}</span>}
      <PublishBadge job={job} />
      <ActivityBadge job={job} />
    </span>
  );
}

function JobNotFound() {
  const openAll = useLinkClick(allJobs);
  return (
    <>
      <PageHeader title="Job not found" />
      <EmptyState message="There is no such job in this workspace: the link may be wrong or the job was deleted.">
        <Link href={allJobs} onClick={openAll}>
          Back to all jobs
        </Link>
      </EmptyState>
    </>
  );
}

/** /job/view/{id}: the job's fields, its SEO and its analytics, with View Applicants and View Status. */
export function JobViewPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const raw = useParams().id ?? '';
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : undefined;
  const { data, error } = useJob(id);
  const job = data?.data;
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const [statusOpen, setStatusOpen] = useState(false);
  const { can } = usePermissions();
  const canEdit = can('jobs:write');
  const editPath = `/job/edit/${id}`;
  const openEdit = useLinkClick(editPath);
  const openAll = useLinkClick(allJobs);

  if (id === undefined || (error instanceof ApiError && error.status === 404)) return <JobNotFound />;
  // A user who may not read jobs (an employee) gets the refusal alone: no tabs or actions around it.
  if (isRefusal(error)) {
    return (
      <>
        <PageHeader title="Job" />
        <ListProblem error={error} />
      </>
    );
  }

  // The tab lives in the URL (?tab=seo) so a reload or a shared link opens the same tab.
  const selectTab = (value: TabValue) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', value);
        return next;
      },
      { replace: true },
    );

  const actions = (
    <>
      <Button appearance="primary" icon={<PeopleRegular />} onClick={() => navigate('/application', { state: { jobId: id } })}>
        View Applicants
      </Button>
      <Button icon={<TextBulletListSquareRegular />} onClick={() => setStatusOpen(true)}>
        View Status
      </Button>
      {canEdit && (
        <Button as="a" href={editPath} icon={<EditRegular />} onClick={openEdit}>
          Edit
        </Button>
      )}
      {job && <ShareButtons route={`/job/view/${job.jobId}`} label={job.jobTitle} />}
    </>
  );

  let panel = null;
  if (job && tab === 'analytics')
    panel = (
      <Suspense fallback={<AnalyticsSkeleton />}>
        <JobAnalyticsTab jobId={job.jobId} positions={job.numberOfPositions} />
      </Suspense>
    );
  else if (job) panel = tab === 'seo' ? <JobSeoTab job={job} canEdit={canEdit} /> : <JobDetailsTab job={job} />;
  else if (!error) panel = tab === 'analytics' ? <AnalyticsSkeleton /> : <DetailsSkeleton />;

  return (
    <div className={styles.root}>
      <PageHeader
        title={job?.jobTitle ?? 'Job'}
        // The line keeps its height while loading, so nothing below moves when the job arrives.
        description={job ? <JobBadges job={job} /> : <span className={styles.badges}>{error ? null : 'Loading…'}</span>}
        actions={actions}
        before={
          <Link href={allJobs} onClick={openAll}>
            Back to jobs
          </Link>
        }
      />
      {error && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{(error as Error).message}</MessageBarBody>
        </MessageBar>
      )}
      <TabList
        className={styles.tabs}
        selectedValue={tab}
        onTabSelect={(_, selected) => selectTab(tabOf(String(selected.value)))}
        aria-label="Job sections"
      >
        {TABS.map(({ value, label }) => (
          <Tab key={value} value={value} id={`job-view-tab-${value}`} aria-controls={value === tab ? 'job-view-panel' : undefined}>
            {label}
          </Tab>
        ))}
      </TabList>
      <div role="tabpanel" id="job-view-panel" aria-labelledby={`job-view-tab-${tab}`}>
        {panel}
      </div>
      <JobPipelineDrawer jobId={id} open={statusOpen} onClose={() => setStatusOpen(false)} />
    </div>
  );
}
