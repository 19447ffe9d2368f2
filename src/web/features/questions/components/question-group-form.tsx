import { makeStyles } from '@fluentui/react-components';
import { QuestionGroupCreateSchema, type QuestionGroupCreateInput } from '../../../../shared/contract/question-group';
import { FormFields, type FieldSpec } from '../../../ui/form/form-fields';
import { RecordForm, type RecordFormProps } from '../../../ui/form/record-form-page';
import { useKitForm } from '../../../ui/form/use-kit-form';

const useStyles = makeStyles({ form: { maxWidth: '560px' } });

/** Spec §4: 1 Active, 0 Inactive, chosen at creation. */
export const STATUS_CHOICES = [
  { value: '1', label: 'Active' },
  { value: '0', label: 'Inactive' },
];

const fields: FieldSpec<QuestionGroupCreateInput>[] = [
  { kind: 'text', name: 'questionGroupName', label: 'Question Group Name' },
  { kind: 'text', name: 'description', label: 'Description', multiline: true, rows: 3 },
  { kind: 'radio', name: 'status', label: 'Status', choices: STATUS_CHOICES },
];

/**
 * /questiongroup-create. The spec marks name and status required and makes the call only with a
 * description (§5): the description is marked too, so no one learns it is needed from an error.
 */
export function QuestionGroupForm({ mode, initial, onSubmit, onCancel }: RecordFormProps<QuestionGroupCreateInput>) {
  const styles = useStyles();
  const kit = useKitForm({
    schema: QuestionGroupCreateSchema,
    defaultValues: initial,
    onSubmit: (values) => onSubmit(values),
    fallbackMessage: 'The question group could not be saved. Please try again.',
    required: ['questionGroupName', 'description', 'status'],
  });
  return (
    <RecordForm kit={kit} label="Question group" mode={mode} onCancel={onCancel} className={styles.form}>
      <FormFields control={kit.form.control} fields={fields} />
    </RecordForm>
  );
}
