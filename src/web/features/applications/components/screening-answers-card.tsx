import { MessageBar, MessageBarBody, Skeleton, SkeletonItem, Text, makeStyles, tokens, typographyStyles } from '@fluentui/react-components';
import type { ApplicantAnswer } from '../../../../shared/contract/application-answers';
import { DetailCard } from '../../../ui/detail-card';
import { FlagBadge } from '../../../ui/flag-badge';
import { useApplicationAnswers } from '../api';

export const NO_SCREENING_ANSWERS = 'No screening answers: this applicant did not apply on the careers site, or the job asks no questions.';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  item: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  question: { ...typographyStyles.caption1, color: tokens.colorNeutralForeground3, overflowWrap: 'anywhere' },
  answer: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  text: { overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' },
  empty: { color: tokens.colorNeutralForeground3 },
  skeleton: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

function Answers({ answers }: { answers: readonly ApplicantAnswer[] }) {
  const styles = useStyles();
  if (answers.length === 0) return <Text className={styles.empty}>{NO_SCREENING_ANSWERS}</Text>;
  return (
    <ol className={styles.list}>
      {answers.map((answer) => (
        <li key={answer.questionId} className={styles.item}>
          <span className={styles.question}>{answer.question}</span>
          <span className={styles.answer}>
            <Text className={styles.text}>{answer.answer === '' ? 'Not answered' : answer.answer}</Text>
            {answer.flagged && <FlagBadge />}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** The applicant page's 'Screening answers': each question of the careers form and the answer, flagged ones marked. */
export function ScreeningAnswersCard({ applicationId }: { applicationId: number }) {
  const styles = useStyles();
  const { data, error } = useApplicationAnswers(applicationId);
  return (
    <DetailCard title="Screening answers" wide>
      {error ? (
        <MessageBar intent="error">
          <MessageBarBody>The screening answers could not be loaded. Reload the page to try again.</MessageBarBody>
        </MessageBar>
      ) : data ? (
        <Answers answers={data.data} />
      ) : (
        <Skeleton className={styles.skeleton} aria-label="Loading screening answers">
          {[0, 1, 2].map((i) => (
            <SkeletonItem key={i} size={16} />
          ))}
        </Skeleton>
      )}
    </DetailCard>
  );
}
