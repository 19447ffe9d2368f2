import { Body1, Caption1, Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { JobPipelineView } from '../../../../shared/contract/job-views';
import { stackedList } from '../../../ui/layout-styles';
import { StatusBadge } from '../../../ui/status-badge';

type Pipeline = NonNullable<JobPipelineView['pipeline']>;
type Stage = Pipeline['stages'][number];
type StageStatus = Stage['status'][number];

export const NO_PIPELINE_TITLE = 'No Hiring Pipeline Found';
export const NO_PIPELINE_TEXT = 'Hiring pipeline is not attached with this job';

const useStyles = makeStyles({
  list: stackedList(tokens.spacingVerticalM),
  stage: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  row: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  statuses: stackedList(tokens.spacingVerticalXS),
  status: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  title: { margin: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
  empty: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, paddingBottom: tokens.spacingVerticalM },
});

const applicants = (count: number) => `${count} applicant${count === 1 ? '' : 's'}`;

/** Who is in the status now: the few names the API sends, and how many more there are. */
function namesOf(status: StageStatus): string {
  const names = status.job_application_status.map((person) => `${person.firstName} ${person.lastName}`.trim());
  const more = status.jobApplicationCount - names.length;
  return more > 0 ? `${names.join(', ')} and ${more} more` : names.join(', ');
}

function StageCard({ stage }: { stage: Stage }) {
  const styles = useStyles();
  return (
    <li className={styles.stage} aria-label={`${stage.name}: ${applicants(stage.jobApplicationCount)}`}>
      <div className={styles.row}>
        <Subtitle2 as="h4" className={styles.title}>{stage.name}</Subtitle2>
        <Text>{applicants(stage.jobApplicationCount)}</Text>
      </div>
      <ul className={styles.statuses}>
        {stage.status.map((status) => (
          <li key={status.id} className={styles.status} aria-label={`${status.name}: ${applicants(status.jobApplicationCount)}`}>
            <div className={styles.row}>
              <StatusBadge color={status.colour}>
                {status.name}
              </StatusBadge>
              <Text>{status.jobApplicationCount}</Text>
            </div>
            {status.jobApplicationCount > 0 && <Caption1 className={styles.muted}>{namesOf(status)}</Caption1>}
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The pipeline's stages in order, each status with its applicant count and names. */
export function JobPipelineStages({ pipeline }: { pipeline: Pipeline }) {
  const styles = useStyles();
  const stages = [...pipeline.stages].sort((a, b) => a.sequence - b.sequence);
  return (
    <ol className={styles.list} aria-label={`Stages of ${pipeline.name}`}>
      {stages.map((stage) => (
        <StageCard key={stage.id} stage={stage} />
      ))}
    </ol>
  );
}

/** A job without a pipeline: the spec's message, then its applicants per applicant status. */
export function NoPipeline({ statuses }: { statuses: JobPipelineView['applicantStatuses'] }) {
  const styles = useStyles();
  return (
    <>
      <div className={styles.empty} role="status">
        <Subtitle2 as="h4" className={styles.title}>{NO_PIPELINE_TITLE}</Subtitle2>
        <Body1 className={styles.muted}>{NO_PIPELINE_TEXT}</Body1>
      </div>
      {statuses.length > 0 && (
        <>
          <Subtitle2 as="h4" className={styles.title}>Applicants by status</Subtitle2>
          <ul className={styles.statuses} aria-label="Applicants by status">
            {statuses.map((status) => (
              <li key={status.id} className={styles.row} aria-label={`${status.name}: ${applicants(status.jobApplicationCount)}`}>
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
