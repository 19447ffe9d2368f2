import { Caption1, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { CheckmarkCircleFilled, CircleRegular, DismissCircleRegular, RecordFilled } from '@fluentui/react-icons';
import type { TimelineStage, TimelineStatus } from '../../../../shared/contract/application-status-change';
import type { TimelineMark } from '../../../../shared/rules/timeline-marks';
import { applicantsText, PipelineStageCard, PipelineStageList } from '../../../domain/pipeline-stages';
import { StatusBadge } from '../../../ui/status-badge';

/** What each mark is called, on screen and for screen readers. */
export const MARK_TEXT: Record<TimelineMark, string> = {
  past: 'Done',
  present: 'Current Status',
  future: 'Ahead',
  not_visited: 'Not visited',
};

const useStyles = makeStyles({
  status: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalXS}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  present: { outline: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}`, backgroundColor: tokens.colorBrandBackground2 },
  notVisited: { opacity: 0.75, textDecorationLine: 'line-through' },
  name: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalXS, minWidth: 0, overflowWrap: 'anywhere' },
  past: { color: tokens.colorPaletteGreenForeground1 },
  ahead: { color: tokens.colorNeutralForeground3 },
  skipped: { color: tokens.colorNeutralForeground4 },
  brand: { color: tokens.colorBrandForeground1 },
  muted: { color: tokens.colorNeutralForeground3 },
});

function MarkIcon({ mark }: { mark: TimelineMark }) {
  const styles = useStyles();
  // The icon is decoration: the mark's text beside the name says the same to screen readers.
  if (mark === 'past') return <CheckmarkCircleFilled aria-hidden className={styles.past} />;
  if (mark === 'present') return <RecordFilled aria-hidden className={styles.brand} />;
  if (mark === 'not_visited') return <DismissCircleRegular aria-hidden className={styles.skipped} />;
  return <CircleRegular aria-hidden className={styles.ahead} />;
}

function StatusRow({ status }: { status: TimelineStatus }) {
  const styles = useStyles();
  const className = mergeClasses(styles.status, status.mark === 'present' && styles.present);
  return (
    <li
      className={className}
      aria-label={`${status.name}: ${MARK_TEXT[status.mark]}, ${applicantsText(status.jobApplicationCount)}`}
      aria-current={status.mark === 'present' ? 'step' : undefined}
    >
      <MarkIcon mark={status.mark} />
      <span className={styles.name}>
        <Text className={mergeClasses(status.mark === 'not_visited' && styles.notVisited)}>{status.name}</Text>
        {status.mark === 'present' ? (
          <StatusBadge color={status.statusColor}>{MARK_TEXT.present}</StatusBadge>
        ) : (
          <Caption1 className={styles.muted}>{MARK_TEXT[status.mark]}</Caption1>
        )}
      </span>
      <Text title="Applicants of this job at this status now">{status.jobApplicationCount}</Text>
    </li>
  );
}

/** The job's stages with each status marked for this applicant and its applicant count. */
export function TimelineStages({ stages, pipelineName }: { stages: readonly TimelineStage[]; pipelineName: string }) {
  return (
    <PipelineStageList label={`Stages of ${pipelineName}`}>
      {stages.map((stage) => {
        const total = stage.status.reduce((sum, status) => sum + status.jobApplicationCount, 0);
        return (
          <PipelineStageCard
            key={stage.id}
            name={stage.name}
            label={`${stage.name}: ${applicantsText(total)}`}
            aside={<Text>{applicantsText(total)}</Text>}
          >
            {stage.status.map((status) => (
              <StatusRow key={status.id} status={status} />
            ))}
          </PipelineStageCard>
        );
      })}
    </PipelineStageList>
  );
}
