import type * as v from 'valibot';
import { makeStyles } from '@fluentui/react-components';
import { ApplicantStatusInputSchema } from '../../../../shared/contract/applicant-status';
import { RecordForm, type RecordFormProps } from '../../../ui/form/record-form-page';
import { TextField } from '../../../ui/form/text-field';
import { useKitForm } from '../../../ui/form/use-kit-form';

const useStyles = makeStyles({ form: { maxWidth: '560px' } });

/** The form's values are what the shared schema hands on. */
export type ApplicantStatusDraft = v.InferOutput<typeof ApplicantStatusInputSchema>;

/** Create, edit and view share this form; view disables the field and hides Save. */
export function ApplicantStatusForm({ mode, initial, onSubmit, onCancel }: RecordFormProps<ApplicantStatusDraft>) {
  const styles = useStyles();
  const kit = useKitForm({
    schema: ApplicantStatusInputSchema,
    defaultValues: initial,
    onSubmit,
    fallbackMessage: 'The status could not be saved. Please try again.',
    required: ['status'],
    readOnly: mode === 'view',
  });
  return (
    <RecordForm kit={kit} label="Applicant status" mode={mode} onCancel={onCancel} className={styles.form}>
      <TextField control={kit.form.control} name="status" label="Status" />
    </RecordForm>
  );
}
