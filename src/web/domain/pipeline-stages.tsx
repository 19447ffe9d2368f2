import type { ReactNode } from 'react';
import { Body1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { stackedList } from '../ui/layout-styles';

// How a hiring pipeline is drawn wherever it is shown (the job's View Application drawer, an
// applicant's timeline): an ordered list of stage cards, each a heading with something beside it
// and its statuses under it, and the spec's message when a job has no pipeline.

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
  title: { margin: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
  empty: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, paddingBottom: tokens.spacingVerticalM },
});

export const applicantsText = (count: number) => `${count} applicant${count === 1 ? '' : 's'}`;

/** The ordered list of a pipeline's stages; `label` names it for screen readers. */
export function PipelineStageList({ label, children }: { label: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <ol className={styles.list} aria-label={label}>
      {children}
    </ol>
  );
}

export interface PipelineStageCardProps {
  name: string;
  /** Beside the stage's name (its applicant count, a badge). */
  aside?: ReactNode;
  /** The card's accessible name. */
  label: string;
  /** The stage's statuses, each an `<li>`. */
  children: ReactNode;
}

/** One stage: its name, what sits beside it, and its statuses in order. */
export function PipelineStageCard({ name, aside, label, children }: PipelineStageCardProps) {
  const styles = useStyles();
  return (
    <li className={styles.stage} aria-label={label}>
      <div className={styles.row}>
        <Subtitle2 as="h4" className={styles.title}>
          {name}
        </Subtitle2>
        {aside}
      </div>
      <ul className={styles.statuses}>{children}</ul>
    </li>
  );
}

/** 'No Hiring Pipeline Found' / 'Hiring pipeline is not attached with this job'. */
export function NoPipelineNotice() {
  const styles = useStyles();
  return (
    <div className={styles.empty} role="status">
      <Subtitle2 as="h4" className={styles.title}>
        {NO_PIPELINE_TITLE}
      </Subtitle2>
      <Body1 className={styles.muted}>{NO_PIPELINE_TEXT}</Body1>
    </div>
  );
}
