import type { Stage } from '../../../../shared/contract/stage';
import { StatusCreateSchema, StatusMapStageSchema, StatusRenameSchema, type Status } from '../../../../shared/contract/pipeline-status';
import { FormDialog } from '../../../ui/form-dialog';
import { RenameDialog } from '../../../ui/rename-dialog';
import { SelectField } from '../../../ui/form/select-field';
import { TextField } from '../../../ui/form/text-field';
import { useKitForm } from '../../../ui/form/use-kit-form';

const failed = 'The status could not be saved. Please try again.';
/** The Stage select both dialogs bind to their form's stageId. */
const stageSelect = (stages: readonly Stage[]) =>
  ({
    name: 'stageId',
    label: 'Stage',
    placeholder: 'Select stage',
    choices: stages.map((stage) => ({ value: String(stage.id), label: stage.name })),
  }) as const;

/** Create Status: a name and the stage it joins ('Add a name to create status', 'Please select stage'). */
export function CreateStatusDialog(props: {
  stages: readonly Stage[];
  onClose: () => void;
  onSave: (draft: { name: string; stageId: number }) => Promise<unknown>;
}) {
  const kit = useKitForm({
    schema: StatusCreateSchema,
    defaultValues: { name: '', stageId: '' },
    onSubmit: async (draft) => void (await props.onSave({ name: draft.name, stageId: draft.stageId })),
    fallbackMessage: failed,
    required: ['name', 'stageId'],
  });
  return (
    <FormDialog title="Create Status" onClose={props.onClose} kit={kit}>
      <TextField control={kit.form.control} name="name" label="Name" />
      {/* A native select: it works the same inside the modal dialog, by keyboard and in Teams. */}
      <SelectField control={kit.form.control} {...stageSelect(props.stages)} />
    </FormDialog>
  );
}

/** Rename Status: nothing is sent while the name is empty. */
export function RenameStatusDialog({
  status,
  onClose,
  onSave,
}: {
  status: Status;
  onClose: () => void;
  onSave: (name: string) => Promise<unknown>;
}) {
  return (
    <RenameDialog
      title="Rename Status"
      schema={StatusRenameSchema}
      name={status.name}
      fallbackMessage={failed}
      onClose={onClose}
      onSave={onSave}
    />
  );
}

/** Map Stage: adds the status at the end of another stage's statuses. */
export function MapStageDialog(props: {
  status: Status;
  stages: readonly Stage[];
  onClose: () => void;
  onSave: (stageId: number) => Promise<unknown>;
}) {
  const kit = useKitForm({
    schema: StatusMapStageSchema,
    defaultValues: { stageId: '' },
    onSubmit: async (draft) => void (await props.onSave(draft.stageId)),
    fallbackMessage: failed,
    required: ['stageId'],
  });
  return (
    <FormDialog title="Map Stage" onClose={props.onClose} kit={kit}>
      <SelectField control={kit.form.control} {...stageSelect(props.stages)} />
    </FormDialog>
  );
}
