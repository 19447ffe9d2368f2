import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button, Field, Input, MessageBar, MessageBarBody, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { ApplicantStatusInputSchema, type ApplicantStatusInput } from '../../../../shared/contract/applicant-status';
import { errorMessage } from '../../../lib/api';

export type ApplicantStatusFormMode = 'create' | 'edit' | 'view';

export interface ApplicantStatusFormProps {
  mode: ApplicantStatusFormMode;
  initial: string;
  /** Saves the status; a rejection's message is shown above the buttons. */
  onSubmit: (status: string) => Promise<void>;
  onCancel: () => void;
}

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '560px' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/** Create, edit and view share this form; view disables the field and hides Save. */
export function ApplicantStatusForm({ mode, initial, onSubmit, onCancel }: ApplicantStatusFormProps) {
  const styles = useStyles();
  const [serverError, setServerError] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<ApplicantStatusInput, unknown, { status: string }>({
    defaultValues: { status: initial },
    resolver: valibotResolver(ApplicantStatusInputSchema),
  });
  const viewing = mode === 'view';
  const pending = formState.isSubmitting;

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await onSubmit(values.status);
    } catch (error) {
      setServerError(errorMessage(error, 'The status could not be saved. Please try again.'));
    }
  });

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label="Applicant status">
      <Controller
        control={control}
        name="status"
        render={({ field, fieldState }) => (
          <Field label="Status" required={!viewing} validationMessage={fieldState.error?.message}>
            <Input
              name={field.name}
              ref={field.ref}
              value={field.value ?? ''}
              onChange={(_, data) => field.onChange(data.value)}
              onBlur={field.onBlur}
              disabled={viewing || pending}
              maxLength={100}
            />
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
