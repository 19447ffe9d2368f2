import { Caption1, Skeleton, SkeletonItem, Text, makeStyles, tokens } from '@fluentui/react-components';
import { previewStageStatuses } from '../../../../shared/rules/pipeline-sequence';
import { StatusBadge } from '../../../ui/status-badge';
import { useStage } from '../api';

export interface StageStatusPreviewProps {
  stageId: number;
  stageName: string;
}

const useStyles = makeStyles({
  list: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, margin: 0, padding: 0, listStyleType: 'none' },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/**
 * The status order a pipeline gives this stage, computed with the shared rule from the stage's
 * saved statuses: To-be-start first (1), the chosen statuses in order, Rejected last.
 */
export function StageStatusPreview({ stageId, stageName }: StageStatusPreviewProps) {
  const styles = useStyles();
  const { data, error, isLoading } = useStage(stageId);
  if (isLoading) {
    return (
      <Skeleton aria-label={`Loading the statuses of ${stageName}`}>
        <SkeletonItem size={16} />
      </Skeleton>
    );
  }
  if (error) return <Caption1 className={styles.error}>{(error as Error).message}</Caption1>;
  const saved = data?.data.status ?? [];
  const colours = new Map(saved.map((status) => [status.id, status.statusColor]));
  const order = previewStageStatuses(saved);
  return (
    <ol className={styles.list} aria-label={`Status order of ${stageName}`}>
      {order.map((status) => (
        <li key={`${status.sequence}-${status.id}`}>
          <StatusBadge color={colours.get(status.id) ?? null} appearance="tint">
            <Text size={200}>{`${status.sequence}. ${status.name}`}</Text>
          </StatusBadge>
        </li>
      ))}
    </ol>
  );
}
