import type * as v from 'valibot';
import { makeStyles } from '@fluentui/react-components';
import { ApplicantStatusInputSchema } from '../../../../shared/contract/applicant-status';
import { RecordForm, useRecordKit, type RecordFormProps } from '../../../ui/form/record-form-page';
import { TextField } from '../../../ui/form/text-field';

const useStyles = makeStyles({ form: { maxWidth: '560px' } });

/** The form's values are what the shared schema hands on. */
export type ApplicantStatusDraft = v.InferOutput<typeof ApplicantStatusInputSchema>;

/** Create, edit and view share this form; view disables the field and hides Save. */
export function ApplicantStatusForm(props: RecordFormProps<ApplicantStatusDraft>) {
  const styles = useStyles();
  const kit = useRecordKit(props, {
    schema: ApplicantStatusInputSchema,
    fallbackMessage: 'The status could not be saved. Please try again.',
    required: ['status'],
  });
  return (
    <RecordForm kit={kit} label="Applicant status" mode={props.mode} onCancel={props.onCancel} className={styles.form}>
      <TextField control={kit.form.control} name="status" label="Status" />
    </RecordForm>
  );
}
