import { Caption1, Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { JobPipelineView } from '../../../../shared/contract/job-views';
import { stackedList } from '../../../ui/layout-styles';
import { StatusBadge } from '../../../ui/status-badge';
import { applicantsText, NoPipelineNotice, PipelineStageCard, PipelineStageList } from '../../../domain/pipeline-stages';
import { fullName } from '../../../lib/formats';

type Pipeline = NonNullable<JobPipelineView['pipeline']>;
type Stage = Pipeline['stages'][number];
type StageStatus = Stage['status'][number];

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  statuses: stackedList(tokens.spacingVerticalXS),
  status: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  title: { margin: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** Who is in the status now: the few names the API sends, and how many more there are. */
function namesOf(status: StageStatus): string {
  const names = status.job_application_status.map(fullName);
  const more = status.jobApplicationCount - names.length;
  return more > 0 ? `${names.join(', ')} and ${more} more` : names.join(', ');
}

function StageCard({ stage }: { stage: Stage }) {
  const styles = useStyles();
  return (
    <PipelineStageCard
      name={stage.name}
      label={`${stage.name}: ${applicantsText(stage.jobApplicationCount)}`}
      aside={<Text>{applicantsText(stage.jobApplicationCount)}</Text>}
    >
      {stage.status.map((status) => (
        <li key={status.id} className={styles.status} aria-label={`${status.name}: ${applicantsText(status.jobApplicationCount)}`}>
          <div className={styles.row}>
            <StatusBadge color={status.colour}>{status.name}</StatusBadge>
            <Text>{status.jobApplicationCount}</Text>
          </div>
          {status.jobApplicationCount > 0 && <Caption1 className={styles.muted}>{namesOf(status)}</Caption1>}
        </li>
      ))}
    </PipelineStageCard>
  );
}

/** The pipeline's stages in order, each status with its applicant count and names. */
export function JobPipelineStages({ pipeline }: { pipeline: Pipeline }) {
  const stages = [...pipeline.stages].sort((a, b) => a.sequence - b.sequence);
  return (
    <PipelineStageList label={`Stages of ${pipeline.name}`}>
      {stages.map((stage) => (
        <StageCard key={stage.id} stage={stage} />
      ))}
    </PipelineStageList>
  );
}

/** A job without a pipeline: the spec's message, then its applicants per applicant status. */
export function NoPipeline({ statuses }: { statuses: JobPipelineView['applicantStatuses'] }) {
  const styles = useStyles();
  return (
    <>
      <NoPipelineNotice />
      {statuses.length > 0 && (
        <>
          <Subtitle2 as="h4" className={styles.title}>
            Applicants by status
          </Subtitle2>
          <ul className={styles.statuses} aria-label="Applicants by status">
            {statuses.map((status) => (
              <li key={status.id} className={styles.row} aria-label={`${status.name}: ${applicantsText(status.jobApplicationCount)}`}>
                <Text>{status.name}</Text>
                <Text>{status.jobApplicationCount}</Text>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
