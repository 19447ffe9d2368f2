import type { ReactNode } from 'react';
import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Skeleton,
  SkeletonItem,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { SWRResponse } from 'swr';
import type { ItemResponse } from '../../../../shared/contract/list';
import type { ReportName } from '../../../../shared/contract/reports';
import { errorMessage } from '../../../lib/api';
import { EmptyState } from '../../../ui/empty-state';
import { ExportButton } from '../../../ui/export-button/export-button';
import { FigureCard } from '../../../ui/charts/figure-card';
import { reportCsvPath, type ReportQuery } from '../api';

export interface ReportCardProps<T> {
  title: string;
  name: ReportName;
  /** The filters the figures and the CSV are for; null while the report cannot be asked yet. */
  query: ReportQuery | null;
  result: SWRResponse<ItemResponse<T>>;
  /** When the figures hold nothing to show, the message said instead. */
  emptyMessage: (report: T) => string | null;
  /** Controls above the figures that stay while they load (e.g. the pipeline picker). */
  lead?: ReactNode;
  children: (report: T) => ReactNode;
}

const useStyles = makeStyles({
  skeleton: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

function ReportSkeleton({ title }: { title: string }) {
  const styles = useStyles();
  return (
    <Skeleton className={styles.skeleton} aria-label={`Loading ${title}`}>
      <SkeletonItem size={40} />
      <SkeletonItem size={16} />
      <SkeletonItem size={16} />
      <SkeletonItem size={16} />
    </Skeleton>
  );
}

/** One report: its heading and Export CSV, then its figures, a skeleton while they load, the empty message, or the failure with Retry. */
export function ReportCard<T>({ title, name, query, result, emptyMessage, lead, children }: ReportCardProps<T>) {
  const { data, error, mutate } = result;
  const report = data?.data;
  let body: ReactNode;
  if (error && !report)
    body = (
      <MessageBar intent="error" role="alert" layout="multiline">
        <MessageBarBody>{errorMessage(error, `${title} could not be loaded.`)}</MessageBarBody>
        <MessageBarActions>
          <Button onClick={() => void mutate()}>Retry</Button>
        </MessageBarActions>
      </MessageBar>
    );
  else if (!report) body = query === null ? null : <ReportSkeleton title={title} />;
  else {
    const empty = emptyMessage(report);
    body = empty ? <EmptyState message={empty} /> : children(report);
  }
  return (
    <FigureCard
      title={title}
      actions={query && <ExportButton path={reportCsvPath(name)} filePrefix={name} query={query} selectedIds={[]} label="Export CSV" />}
    >
      {lead}
      {body}
    </FigureCard>
  );
}
