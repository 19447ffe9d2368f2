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
import { EmptyState } from '../../../ui/empty-state';

export interface CardQuery {
  data?: unknown;
  error?: unknown;
  mutate: () => Promise<unknown>;
}

export interface LoadProblemProps {
  /** What could not be loaded ('Acquisitions'). */
  what: string;
  error: unknown;
  onRetry: () => void;
}

/** Why figures could not be loaded, with Retry. */
export function LoadProblem({ what, error, onRetry }: LoadProblemProps) {
  return (
    <MessageBar intent="error" role="alert" layout="multiline">
      <MessageBarBody>
        {what} could not be loaded: {error instanceof Error ? error.message : 'unknown error'}
      </MessageBarBody>
      <MessageBarActions>
        <Button size="small" onClick={onRetry}>
          Retry
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}

const useStyles = makeStyles({
  skeleton: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/** What a dashboard card shows instead of its figures: a skeleton while loading, the failure with Retry, or `emptyMessage`. */
export function useCardPlaceholder(card: string, query: CardQuery, isEmpty: boolean, emptyMessage: string): ReactNode {
  const styles = useStyles();
  if (query.error) return <LoadProblem what={card} error={query.error} onRetry={() => void query.mutate()} />;
  if (!query.data)
    return (
      <Skeleton className={styles.skeleton} aria-label={`Loading ${card}`}>
        {[0, 1, 2, 3].map((row) => (
          <SkeletonItem key={row} size={24} />
        ))}
      </Skeleton>
    );
  return isEmpty ? <EmptyState message={emptyMessage} /> : undefined;
}
