import * as v from 'valibot';
import { StageCreateSchema, StageMapStatusSchema, stageName, type Stage } from '../../../../shared/contract/stage';
import type { Status } from '../../../../shared/contract/pipeline-status';
import type { StageDraft } from '../api';
import { FormDialog } from '../../../ui/form-dialog';
import { RenameDialog } from '../../../ui/rename-dialog';
import { useKitForm } from '../../../ui/form/use-kit-form';
import { StageFields, StatusIdsField } from './stage-fields';
import { chosenOf } from './stage-drawer';

const STAGE_REQUIRED = ['name', 'statusId'];
const failed = 'The stage could not be saved. Please try again.';
/** Rename sends the name alone, checked as the stage schemas check it. */
const StageRenameSchema = v.object({ name: stageName });

/** The create dialog (legacy /stagesv1): the spec's dialog wording for an empty status choice. */
export function CreateStageDialog(props: {
  statuses: readonly Status[];
  onClose: () => void;
  onSave: (draft: StageDraft) => Promise<unknown>;
}) {
  const kit = useKitForm({
    schema: StageCreateSchema,
    defaultValues: { name: '', statusId: [] },
    onSubmit: async (draft) => void (await props.onSave(draft)),
    fallbackMessage: failed,
    required: STAGE_REQUIRED,
  });
  return (
    <FormDialog title="Create Stage" onClose={props.onClose} kit={kit}>
      <StageFields control={kit.form.control} statuses={props.statuses} />
    </FormDialog>
  );
}

/** Rename: nothing is sent while the name is empty. */
export function RenameStageDialog({
  stage,
  onClose,
  onSave,
}: {
  stage: Stage;
  onClose: () => void;
  onSave: (name: string) => Promise<unknown>;
}) {
  return (
    <RenameDialog
      title="Rename Stage"
      schema={StageRenameSchema}
      name={stage.name}
      fallbackMessage={failed}
      onClose={onClose}
      onSave={onSave}
    />
  );
}

/** Map Status: replaces the stage's statuses with the chosen ones, in the order chosen. */
export function MapStatusDialog(props: {
  stage: Stage;
  statuses: readonly Status[];
  onClose: () => void;
  onSave: (ids: number[]) => Promise<unknown>;
}) {
  const kit = useKitForm({
    schema: StageMapStatusSchema,
    defaultValues: { statusId: chosenOf(props.stage) },
    onSubmit: async ({ statusId }) => void (await props.onSave(statusId)),
    fallbackMessage: failed,
    required: ['statusId'],
  });
  return (
    <FormDialog title={`Map Status: ${props.stage.name}`} onClose={props.onClose} kit={kit}>
      <StatusIdsField control={kit.form.control} name="statusId" statuses={props.statuses} />
    </FormDialog>
  );
}
