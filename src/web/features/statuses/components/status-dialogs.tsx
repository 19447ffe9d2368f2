import { useState } from 'react';
import * as v from 'valibot';
import { Field, Input, Select } from '@fluentui/react-components';
import type { Stage } from '../../../../shared/contract/stage';
import { StatusCreateSchema, StatusMapStageSchema, StatusRenameSchema, type Status } from '../../../../shared/contract/status';
import { FormDialog } from '../../../ui/form-dialog';

type Errors = Partial<Record<'name' | 'stageId', string>>;

/** The shared schema's first message per field, or the parsed output. */
function check<S extends v.GenericSchema>(schema: S, input: unknown, setErrors: (errors: Errors) => void): v.InferOutput<S> | null {
  const result = v.safeParse(schema, input);
  if (result.success) {
    setErrors({});
    return result.output;
  }
  const errors: Errors = {};
  for (const issue of result.issues) {
    const field = v.getDotPath(issue) === 'stageId' ? 'stageId' : 'name';
    errors[field] ??= issue.message;
  }
  setErrors(errors);
  return null;
}

function StageSelect({ stages, value, onChange, error }: { stages: readonly Stage[]; value: string; onChange: (id: string) => void; error?: string }) {
  return (
    <Field label="Stage" required validationMessage={error} validationState={error ? 'error' : 'none'}>
      {/* A native select: it works the same inside the modal dialog, by keyboard and in Teams. */}
      <Select value={value} onChange={(_, data) => onChange(data.value)}>
        <option value="">Select stage</option>
        {stages.map((stage) => (
          <option key={stage.id} value={String(stage.id)}>
            {stage.name}
          </option>
        ))}
      </Select>
    </Field>
  );
}

function NameField({ value, onChange, error }: { value: string; onChange: (name: string) => void; error?: string }) {
  return (
    <Field label="Name" required validationMessage={error} validationState={error ? 'error' : 'none'}>
      <Input value={value} onChange={(_, data) => onChange(data.value)} />
    </Field>
  );
}

/** Create Status: a name and the stage it joins ('Add a name to create status', 'Please select stage'). */
export function CreateStatusDialog(props: { stages: readonly Stage[]; onClose: () => void; onSave: (draft: { name: string; stageId: number }) => Promise<unknown> }) {
  const [name, setName] = useState('');
  const [stageId, setStageId] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  return (
    <FormDialog
      title="Create Status"
      onClose={props.onClose}
      onSubmit={async () => {
        const draft = check(StatusCreateSchema, { name, stageId }, setErrors);
        if (!draft) return false;
        await props.onSave({ name: draft.name, stageId: draft.stageId });
        return true;
      }}
    >
      <NameField value={name} onChange={(next) => (setName(next), setErrors((e) => ({ ...e, name: undefined })))} error={errors.name} />
      <StageSelect stages={props.stages} value={stageId} onChange={(next) => (setStageId(next), setErrors((e) => ({ ...e, stageId: undefined })))} error={errors.stageId} />
    </FormDialog>
  );
}

/** Rename Status: nothing is sent while the name is empty. */
export function RenameStatusDialog(props: { status: Status; onClose: () => void; onSave: (name: string) => Promise<unknown> }) {
  const [name, setName] = useState(props.status.name);
  const [errors, setErrors] = useState<Errors>({});
  return (
    <FormDialog
      title="Rename Status"
      onClose={props.onClose}
      onSubmit={async () => {
        const draft = check(StatusRenameSchema, { name }, setErrors);
        if (!draft) return false;
        await props.onSave(draft.name);
        return true;
      }}
    >
      <NameField value={name} onChange={(next) => (setName(next), setErrors((e) => ({ ...e, name: undefined })))} error={errors.name} />
    </FormDialog>
  );
}

/** Map Stage: adds the status at the end of another stage's statuses. */
export function MapStageDialog(props: { status: Status; stages: readonly Stage[]; onClose: () => void; onSave: (stageId: number) => Promise<unknown> }) {
  const [stageId, setStageId] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  return (
    <FormDialog
      title="Map Stage"
      onClose={props.onClose}
      onSubmit={async () => {
        const draft = check(StatusMapStageSchema, { stageId }, setErrors);
        if (!draft) return false;
        await props.onSave(draft.stageId);
        return true;
      }}
    >
      <StageSelect stages={props.stages} value={stageId} onChange={(next) => (setStageId(next), setErrors((e) => ({ ...e, stageId: undefined })))} error={errors.stageId} />
    </FormDialog>
  );
}
