import { useState } from 'react';
import { Button, Card, Spinner, Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import type { HiringProcessStage } from '../../../../shared/contract/hiring-process';
import { DeleteConfirmDialog } from '../../../ui/delete-confirm-dialog';
import { EmptyState } from '../../../ui/empty-state';
import { ListProblem } from '../../../ui/list-page/list-problem';
import { StatusBadge } from '../../../ui/status-badge';
import { SUCCESS_TEXT, notifySuccess } from '../../../lib/notify';
import { useHiringProcess, useHiringProcessMutations } from '../api';
import { AddStageDrawer } from './add-stage-drawer';

export interface ProcessStagesProps {
  processId: number;
  canWrite: boolean;
  onClose: () => void;
}

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, padding: 0, listStyleType: 'none' },
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  grow: { flexGrow: 1 },
  // On a phone the buttons go under the title rather than squeezing it and their own labels.
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/** The stage list of one process, opened by clicking its name: Add Stage and remove. */
export function ProcessStages({ processId, canWrite, onClose }: ProcessStagesProps) {
  const styles = useStyles();
  const { data, error, isLoading } = useHiringProcess(processId);
  const mutations = useHiringProcessMutations();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<HiringProcessStage | null>(null);
  const process = data?.data;
  const title = process ? `Stages of ${process.name}` : 'Stages';

  return (
    <Card aria-label={title}>
      <div className={styles.header}>
        <Subtitle2 as="h2">{title}</Subtitle2>
        <div className={styles.actions}>
          {canWrite && (
            <Button appearance="primary" icon={<AddRegular />} disabled={!process} onClick={() => setAdding(true)}>
              Add Stage
            </Button>
          )}
          <Button onClick={onClose}>Close</Button>
        </div>
      </div>
      {isLoading && <Spinner label="Loading stages…" />}
      <ListProblem error={error} />
      {process && process.stages.length === 0 && <EmptyState message="No stages yet. Add the first one." />}
      {process && process.stages.length > 0 && (
        <ol className={styles.list}>
          {process.stages.map((stage) => (
            <li key={stage.id} className={styles.item}>
              <Text>{stage.sequence}.</Text>
              <StatusBadge color={stage.colour}>{stage.name}</StatusBadge>
              <span className={styles.grow} />
              {canWrite && (
                <Button
                  appearance="subtle"
                  icon={<DeleteRegular />}
                  aria-label={`Remove ${stage.name}`}
                  onClick={() => setRemoving(stage)}
                />
              )}
            </li>
          ))}
        </ol>
      )}
      <AddStageDrawer
        open={adding}
        processName={process?.name ?? ''}
        onClose={() => setAdding(false)}
        onSave={async (draft) => {
          await mutations.addStage(processId, draft);
          notifySuccess(SUCCESS_TEXT.submitted);
        }}
      />
      <DeleteConfirmDialog
        open={removing !== null}
        title={removing ? `Remove ${removing.name}` : 'Remove stage'}
        onOpenChange={(open) => !open && setRemoving(null)}
        onConfirm={async () => {
          if (!removing) return;
          await mutations.removeStage(processId, removing.id);
        }}
      />
    </Card>
  );
}
