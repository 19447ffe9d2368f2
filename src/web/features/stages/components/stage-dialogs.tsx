import { useState } from 'react';
import * as v from 'valibot';
import { Field, Input } from '@fluentui/react-components';
import { STAGE_STATUS_REQUIRED, StageCreateSchema, stageName, type Stage } from '../../../../shared/contract/stage';
import type { Status } from '../../../../shared/contract/status';
import type { StageDraft } from '../api';
import { FormDialog } from '../../../ui/form-dialog';
import { StageFields, useStageForm } from './stage-fields';
import { StatusPicker } from './status-picker';
import { chosenOf } from './stage-drawer';

/** The create dialog (legacy /stagesv1): the spec's dialog wording for an empty status choice. */
export function CreateStageDialog(props: { statuses: readonly Status[]; onClose: () => void; onSave: (draft: StageDraft) => Promise<unknown> }) {
  const form = useStageForm({ name: '', statusId: [] }, StageCreateSchema);
  return (
    <FormDialog
      title="Create Stage"
      onClose={props.onClose}
      onSubmit={async () => {
        const draft = form.validate();
        if (!draft) return false;
        await props.onSave(draft);
        return true;
      }}
    >
      <StageFields draft={form.draft} onChange={form.setDraft} errors={form.errors} statuses={props.statuses} />
    </FormDialog>
  );
}

/** Rename: nothing is sent while the name is empty. */
export function RenameStageDialog(props: { stage: Stage; onClose: () => void; onSave: (name: string) => Promise<unknown> }) {
  const [name, setName] = useState(props.stage.name);
  const [error, setError] = useState<string>();
  return (
    <FormDialog
      title="Rename Stage"
      onClose={props.onClose}
      onSubmit={async () => {
        const result = v.safeParse(stageName, name);
        if (!result.success) {
          setError(result.issues[0].message);
          return false;
        }
        await props.onSave(result.output);
        return true;
      }}
    >
      <Field label="Name" required validationMessage={error} validationState={error ? 'error' : 'none'}>
        <Input value={name} onChange={(_, data) => (setName(data.value), setError(undefined))} />
      </Field>
    </FormDialog>
  );
}

/** Map Status: replaces the stage's statuses with the chosen ones, in the order chosen. */
export function MapStatusDialog(props: { stage: Stage; statuses: readonly Status[]; onClose: () => void; onSave: (ids: number[]) => Promise<unknown> }) {
  const [chosen, setChosen] = useState(chosenOf(props.stage));
  const [error, setError] = useState<string>();
  return (
    <FormDialog
      title={`Map Status: ${props.stage.name}`}
      onClose={props.onClose}
      onSubmit={async () => {
        if (chosen.length === 0) {
          setError(STAGE_STATUS_REQUIRED);
          return false;
        }
        await props.onSave(chosen);
        return true;
      }}
    >
      <StatusPicker statuses={props.statuses} value={chosen} onChange={(next) => (setChosen(next), setError(undefined))} error={error} />
    </FormDialog>
  );
}
