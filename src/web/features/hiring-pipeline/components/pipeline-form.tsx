import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Field, Input, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { PipelineInputSchema, type PipelineFields, type PipelineInput } from '../../../../shared/contract/pipeline';
import { useStageOptions, type PipelineDraft } from '../api';
import { StagePicker } from './stage-picker';
import { errorMessage } from '../../../lib/api';

export type PipelineFormMode = 'create' | 'edit' | 'view';

export interface PipelineFormProps {
  /** The id of the <form>, so the drawer's footer Save button can submit it. */
  id: string;
  mode: PipelineFormMode;
  initial: PipelineDraft;
  /** Names of the initial stages, in case they are not among the loaded options. */
  knownStages?: readonly { id: number; name: string }[];
  /** Saves; a rejection's message is shown above the footer. */
  onSubmit: (draft: PipelineDraft) => Promise<void>;
}

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** Name and the ordered stage choice, validated with the API's own schema and messages. */
export function PipelineForm({ id, mode, initial, knownStages = [], onSubmit }: PipelineFormProps) {
  const styles = useStyles();
  const [serverError, setServerError] = useState<string | null>(null);
  const stageOptions = useStageOptions();
  const { control, handleSubmit, formState } = useForm<PipelineInput, unknown, PipelineFields>({
    defaultValues: { name: initial.name, stage: initial.stageIds.map((stageId) => ({ stageId })) },
    resolver: valibotResolver(PipelineInputSchema),
  });
  const viewing = mode === 'view';
  const pending = formState.isSubmitting;
  const loaded = stageOptions.data?.data ?? [];
  const options = [...loaded, ...knownStages.filter((known) => !loaded.some((stage) => stage.id === known.id))];

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await onSubmit({ name: values.name, stageIds: values.stage.map((entry) => entry.stageId) });
    } catch (error) {
      setServerError(errorMessage(error, 'The pipeline could not be saved. Please try again.'));
    }
  });

  return (
    <form id={id} className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label="Pipeline">
      <Controller
        control={control}
        name="name"
        render={({ field, fieldState }) => (
          <Field label="Pipeline Name" required={!viewing} validationMessage={fieldState.error?.message}>
            <Input {...field} value={field.value ?? ''} disabled={viewing || pending} maxLength={100} />
          </Field>
        )}
      />
      <Controller
        control={control}
        name="stage"
        render={({ field, fieldState }) => (
          <StagePicker
            options={options}
            value={(field.value ?? []).map((entry) => Number(entry.stageId))}
            onChange={(ids) => field.onChange(ids.map((stageId) => ({ stageId })))}
            disabled={viewing || pending}
            loading={stageOptions.isLoading}
            validationMessage={fieldState.error?.message ?? fieldState.error?.root?.message}
          />
        )}
      />
      {stageOptions.error && (
        <MessageBar intent="error">
          <MessageBarBody>{(stageOptions.error as Error).message}</MessageBarBody>
        </MessageBar>
      )}
      {serverError && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{serverError}</MessageBarBody>
        </MessageBar>
      )}
    </form>
  );
}
