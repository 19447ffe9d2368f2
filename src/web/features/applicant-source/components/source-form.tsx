import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button, Field, Input, MessageBar, MessageBarBody, Spinner, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { SourceCreateSchema, type SourceCreateInput } from '../../../../shared/contract/applicant-source';
import type { SourceDraft } from '../api';
import { errorMessage } from '../../../lib/api';

export type SourceFormMode = 'create' | 'edit' | 'view';

export interface SourceFormProps {
  mode: SourceFormMode;
  initial: SourceDraft;
  /** Saves the draft; a rejection's message is shown above the buttons. */
  onSubmit: (draft: SourceDraft) => Promise<void>;
  onCancel: () => void;
}

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '560px' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/** Create, edit and view share one form: the identifier is read-only once created; view disables all. */
export function SourceForm({ mode, initial, onSubmit, onCancel }: SourceFormProps) {
  const styles = useStyles();
  const [serverError, setServerError] = useState<string | null>(null);
  // One schema for every mode: on edit the identifier is read-only, so it is still the valid stored one.
  const { control, handleSubmit, formState } = useForm<SourceCreateInput, unknown, SourceDraft>({
    defaultValues: initial,
    resolver: valibotResolver(SourceCreateSchema),
  });
  const viewing = mode === 'view';
  const pending = formState.isSubmitting;

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      setServerError(errorMessage(error, 'The source could not be saved. Please try again.'));
    }
  });

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label="Applicant source">
      <Controller
        control={control}
        name="source"
        render={({ field, fieldState }) => (
          <Field label="Source" required={!viewing} validationMessage={fieldState.error?.message}>
            <Input {...field} disabled={viewing || pending} maxLength={100} />
          </Field>
        )}
      />
      <Controller
        control={control}
        name="identifier"
        render={({ field, fieldState }) => (
          <Field
            label="Identifier"
            required={mode === 'create'}
            validationMessage={fieldState.error?.message}
            hint={mode === 'edit' ? 'The identifier cannot be changed after the source is created.' : undefined}
          >
            <Input
              {...field}
              disabled={viewing || pending}
              readOnly={mode === 'edit'}
              // A read-only field should not look like one the user can type in.
              appearance={mode === 'edit' ? 'filled-darker' : undefined}
              maxLength={60}
            />
          </Field>
        )}
      />
      <Controller
        control={control}
        name="description"
        render={({ field, fieldState }) => (
          <Field label="Description" validationMessage={fieldState.error?.message}>
            <Textarea name={field.name} ref={field.ref} value={field.value ?? ''} onChange={(_, data) => field.onChange(data.value)} onBlur={field.onBlur} disabled={viewing || pending} maxLength={1000} resize="vertical" />
          </Field>
        )}
      />
      {serverError && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{serverError}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.actions}>
        {!viewing && (
          <Button type="submit" appearance="primary" disabled={pending} icon={pending ? <Spinner size="tiny" aria-label="Saving" /> : undefined}>
            Save
          </Button>
        )}
        <Button appearance="secondary" onClick={onCancel} disabled={pending}>
          {viewing ? 'Back' : 'Cancel'}
        </Button>
      </div>
    </form>
  );
}
