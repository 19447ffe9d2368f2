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
import { EmptyState } from '../empty-state';

/** What a card of figures knows of its request (an SWR response fits). */
export interface FiguresRequest {
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
        {what} could not be loaded{error instanceof Error && error.message ? `: ${error.message}` : '.'}
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

/**
 * What a card shows instead of its figures: the failure with Retry (figures already shown stay
 * through a failed refresh), a skeleton while they load, or `emptyMessage` when they hold nothing
 * (null: they do). Undefined when the figures themselves can show.
 */
export function useFiguresPlaceholder(what: string, request: FiguresRequest, emptyMessage: string | null): ReactNode {
  const styles = useStyles();
  if (request.error && !request.data) return <LoadProblem what={what} error={request.error} onRetry={() => void request.mutate()} />;
  if (!request.data)
    return (
      <Skeleton className={styles.skeleton} aria-label={`Loading ${what}`}>
        {[0, 1, 2, 3].map((row) => (
          <SkeletonItem key={row} size={24} />
        ))}
      </Skeleton>
    );
  return emptyMessage === null ? undefined : <EmptyState message={emptyMessage} />;
}
