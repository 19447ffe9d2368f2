import { Body1, MessageBar, MessageBarBody, Spinner, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { SideDrawer } from '../../../ui/side-drawer';
import { NoPipelineNotice } from '../../../domain/pipeline-stages';
import { StatusBadge } from '../../../ui/status-badge';
import { useCandidateHistory } from '../../../domain/applicant-status/status-api';
import { StatusHistoryList } from './status-history-list';
import { MARK_TEXT, TimelineStages } from './status-timeline-stages';

export interface PipelineTimelineDrawerProps {
  /** The applicant whose timeline is shown; null closes the drawer. */
  applicationId: number | null;
  onClose: () => void;
}

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  heading: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  current: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  title: { margin: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
});

/**
 * View Status: the job's stages with each status marked past, present, future or not visited for
 * this applicant, the 'Current Status' badge, applicant counts per status, and the history.
 */
export function PipelineTimelineDrawer({ applicationId, onClose }: PipelineTimelineDrawerProps) {
  const styles = useStyles();
  const { data, error, isLoading } = useCandidateHistory(applicationId);
  const view = data?.data;
  const current = view?.currentStatus;

  return (
    <SideDrawer open={applicationId !== null} onOpenChange={(open) => !open && onClose()} title="Hiring States">
      {/* Focusable, so keyboard users can scroll a long timeline (axe scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className={styles.body} aria-busy={isLoading} tabIndex={0} role="region" aria-label="Applicant timeline">
        {error instanceof Error && (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{error.message}</MessageBarBody>
          </MessageBar>
        )}
        {isLoading && !view && <Spinner size="small" label="Loading the timeline" />}
        {view && (
          <>
            <div className={styles.heading}>
              <Subtitle2 as="h3" className={styles.title}>
                {view.job.jobTitle}
              </Subtitle2>
              {view.pipeline && <Body1 className={styles.muted}>{view.pipeline.name}</Body1>}
              <div className={styles.current}>
                <StatusBadge color={current?.statusColor}>{MARK_TEXT.present}</StatusBadge>
                <Body1>{current ? [current.stage?.name, current.name].filter(Boolean).join(' · ') : 'No status yet'}</Body1>
              </div>
            </div>
            {view.pipeline ? <TimelineStages stages={view.stages} pipelineName={view.pipeline.name} /> : <NoPipelineNotice />}
            <Subtitle2 as="h3" className={styles.title}>
              History
            </Subtitle2>
            <StatusHistoryList history={view.history} />
          </>
        )}
      </div>
    </SideDrawer>
  );
}
