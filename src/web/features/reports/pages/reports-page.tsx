import { MessageBar, MessageBarBody, MessageBarTitle, makeStyles, tokens } from '@fluentui/react-components';
import { usePermissions } from '../../../lib/permissions';
import { useListState } from '../../../lib/use-list-state';
import { PageHeader } from '../../../ui/page-header';
import { PIPELINE_PARAM, REPORT_FILTERS, reportQuery } from '../components/report-filters-state';
import { ReportFilters } from '../components/report-filters';
import { TimeToFillCard, TimeToHireCard } from '../components/duration-cards';
import { TimeInStageCard } from '../components/time-in-stage-card';
import { SourceEffectivenessCard } from '../components/source-effectiveness-card';
import { ReferralProgrammeCard } from '../components/referral-programme-card';
import { RecruiterWorkloadCard } from '../components/recruiter-workload-card';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  // Two columns where they fit, one on a narrow screen; nothing wider than the page.
  cards: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 440px), 1fr))',
    gap: tokens.spacingVerticalL,
    alignItems: 'start',
    minWidth: 0,
  },
});

/**
 * /reports: the hiring reports (issue 36) under one filter row. The filters and the pipeline live
 * in the address, so Back, a reload and a shared link show the same figures.
 */
export function ReportsPage() {
  const styles = useStyles();
  const list = useListState({ filters: [...REPORT_FILTERS, PIPELINE_PARAM] });
  const query = reportQuery(list.filters);
  const permissions = usePermissions();
  // The reports cover applications: without leave to read them (an employee) the page says so and asks for nothing.
  if (!permissions.can('applications:read'))
    return (
      <div className={styles.root}>
        <PageHeader title="Reports" />
        {!permissions.isLoading && (
          <MessageBar intent="warning" role="alert" layout="multiline">
            <MessageBarBody>
              <MessageBarTitle>Not available to you</MessageBarTitle>
              The reports are for the people who hire: recruiters, hiring managers and admins.
            </MessageBarBody>
          </MessageBar>
        )}
      </div>
    );
  return (
    <div className={styles.root}>
      <PageHeader title="Reports" description="How hiring is going: speed, stages, sources, referrals and workload." />
      <ReportFilters list={list} />
      <div className={styles.cards}>
        <TimeToHireCard query={query} />
        <TimeToFillCard query={query} />
        <TimeInStageCard
          query={query}
          pipelineId={list.filters[PIPELINE_PARAM]}
          onPipelineChange={(pipelineId) => list.setFilter(PIPELINE_PARAM, pipelineId)}
        />
        <SourceEffectivenessCard query={query} />
        <ReferralProgrammeCard query={query} />
        <RecruiterWorkloadCard query={query} />
      </div>
    </div>
  );
}
