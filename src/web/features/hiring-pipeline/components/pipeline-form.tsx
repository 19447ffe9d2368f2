import { Controller } from 'react-hook-form';
import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { PipelineInputSchema } from '../../../../shared/contract/pipeline';
import { useStageOptions, type PipelineDraft } from '../api';
import { KitForm } from '../../../ui/form/kit-form';
import { TextField } from '../../../ui/form/text-field';
import { useKitForm } from '../../../ui/form/use-kit-form';
import { StagePicker } from './stage-picker';

export type PipelineFormMode = 'create' | 'edit' | 'view';

export interface PipelineFormProps {
  /** The id of the <form>, so the drawer's footer Save button can submit it. */
  id: string;
  mode: PipelineFormMode;
  initial: PipelineDraft;
  /** Names of the initial stages, in case they are not among the loaded options. */
  knownStages?: readonly { id: number; name: string }[];
  /** Saves; a rejection lands on its field or above the footer. */
  onSubmit: (draft: PipelineDraft) => Promise<void>;
}

/** Name and the ordered stage choice, validated with the API's own schema and messages. */
export function PipelineForm({ id, mode, initial, knownStages = [], onSubmit }: PipelineFormProps) {
  const stageOptions = useStageOptions();
  const kit = useKitForm({
    schema: PipelineInputSchema,
    defaultValues: { name: initial.name, stage: initial.stageIds.map((stageId) => ({ stageId })) },
    onSubmit: (values) => onSubmit({ name: values.name, stageIds: values.stage.map((entry) => entry.stageId) }),
    fallbackMessage: 'The pipeline could not be saved. Please try again.',
    required: ['name', 'stage'],
    readOnly: mode === 'view',
  });
  const loaded = stageOptions.data?.data ?? [];
  const options = [...loaded, ...knownStages.filter((known) => !loaded.some((stage) => stage.id === known.id))];

  return (
    <KitForm kit={kit} id={id} label="Pipeline">
      <TextField control={kit.form.control} name="name" label="Pipeline Name" />
      <Controller
        control={kit.form.control}
        name="stage"
        render={({ field, fieldState }) => (
          <StagePicker
            options={options}
            value={(field.value ?? []).map((entry) => Number(entry.stageId))}
            onChange={(ids) => field.onChange(ids.map((stageId) => ({ stageId })))}
            disabled={kit.meta.disabled}
            loading={stageOptions.isLoading}
            validationMessage={fieldState.error?.message ?? fieldState.error?.root?.message}
          />
        )}
      />
      {stageOptions.error instanceof Error && (
        <MessageBar intent="error">
          <MessageBarBody>{stageOptions.error.message}</MessageBarBody>
        </MessageBar>
      )}
    </KitForm>
  );
}
