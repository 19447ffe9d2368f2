import { useId } from 'react';
import { Button } from '@fluentui/react-components';
import { StageDrawerSchema, type Stage } from '../../../../shared/contract/stage';
import type { Status } from '../../../../shared/contract/pipeline-status';
import { SideDrawer } from '../../../ui/side-drawer';
import { KitForm } from '../../../ui/form/kit-form';
import { SubmitButton } from '../../../ui/form/submit-button';
import { useKitForm } from '../../../ui/form/use-kit-form';
import type { StageDraft } from '../api';
import { StageFields } from './stage-fields';

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

/** The chosen statuses of a stage: its list without the fixed first and last ones, in sequence order. */
export function chosenOf(stage: Stage | undefined): number[] {
  return (stage?.status ?? []).filter((status) => status.code === null).map((status) => status.id);
}

/** Create, edit or view a stage (mount it with a key per stage so its form starts fresh). */
export function StageDrawer({ mode, stage, statuses, onClose, onSave }: StageDrawerProps) {
  const formId = useId();
  const readOnly = mode === 'view';
  const kit = useKitForm({
    schema: StageDrawerSchema,
    defaultValues: { name: stage?.name ?? '', statusId: chosenOf(stage) },
    onSubmit: async (draft) => void (await onSave(draft)),
    fallbackMessage: 'The stage could not be saved. Please try again.',
    required: ['name', 'statusId'],
    readOnly,
  });

  return (
    <SideDrawer
      open
      onOpenChange={(open) => !open && !kit.pending && onClose()}
      title={titles[mode]}
      footer={
        <>
          <Button disabled={kit.pending} onClick={onClose}>
            Cancel
          </Button>
          {!readOnly && (
            <SubmitButton pending={kit.pending} form={formId}>
              Save
            </SubmitButton>
          )}
        </>
      }
    >
      <KitForm kit={kit} label={titles[mode]} id={formId}>
        <StageFields control={kit.form.control} statuses={statuses} />
      </KitForm>
    </SideDrawer>
  );
}
