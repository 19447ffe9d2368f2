import { useState } from 'react';
import { Button, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { StageDrawerSchema, type Stage } from '../../../../shared/contract/stage';
import type { Status } from '../../../../shared/contract/status';
import { SideDrawer } from '../../../ui/side-drawer';
import type { StageDraft } from '../api';
import { StageFields, useStageForm } from './stage-fields';

export type StageDrawerMode = 'create' | 'edit' | 'view';

export interface StageDrawerProps {
  mode: StageDrawerMode;
  /** The stage to edit or view; none for create. */
  stage?: Stage;
  statuses: readonly Status[];
  onClose: () => void;
  /** Saves the draft; a rejection keeps the drawer open with the server's message. */
  onSave: (draft: StageDraft) => Promise<unknown>;
}

const titles: Record<StageDrawerMode, string> = { create: 'Create Stage', edit: 'Edit Stage', view: 'View Stage' };

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/** The chosen statuses of a stage: its list without the fixed first and last ones, in sequence order. */
export function chosenOf(stage: Stage | undefined): number[] {
  return (stage?.status ?? []).filter((status) => status.code === null).map((status) => status.id);
}

/** Create, edit or view a stage (mount it with a key per stage so its form starts fresh). */
export function StageDrawer({ mode, stage, statuses, onClose, onSave }: StageDrawerProps) {
  const styles = useStyles();
  const form = useStageForm({ name: stage?.name ?? '', statusId: chosenOf(stage) }, StageDrawerSchema);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const readOnly = mode === 'view';

  const save = async () => {
    const draft = form.validate();
    if (!draft || pending) return;
    setPending(true);
    setFailure(null);
    try {
      await onSave(draft);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'error s');
      setPending(false);
    }
  };

  return (
    <SideDrawer
      open
      onOpenChange={(open) => !open && onClose()}
      title={titles[mode]}
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          {!readOnly && (
            <Button appearance="primary" disabled={pending} onClick={() => void save()}>
              Save
            </Button>
          )}
        </>
      }
    >
      <div className={styles.body}>
        <StageFields draft={form.draft} onChange={form.setDraft} errors={form.errors} statuses={statuses} disabled={readOnly} />
        {failure && (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{failure}</MessageBarBody>
          </MessageBar>
        )}
      </div>
    </SideDrawer>
  );
}
