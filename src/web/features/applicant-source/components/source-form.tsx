import { makeStyles } from '@fluentui/react-components';
import { SourceCreateSchema } from '../../../../shared/contract/applicant-source';
import type { SourceDraft } from '../api';
import { RecordForm, type RecordFormProps } from '../../../ui/form/record-form-page';
import { TextField } from '../../../ui/form/text-field';
import { useKitForm } from '../../../ui/form/use-kit-form';

const useStyles = makeStyles({ form: { maxWidth: '560px' } });

/** Create, edit and view share one form: the identifier is read-only once created; view disables all. */
export function SourceForm({ mode, initial, onSubmit, onCancel }: RecordFormProps<SourceDraft>) {
  const styles = useStyles();
  // One schema for every mode: on edit the identifier is read-only, so it is still the valid stored one.
  const kit = useKitForm({
    schema: SourceCreateSchema,
    defaultValues: initial,
    // Stored as text: a blank description is ''.
    onSubmit: (values) => onSubmit({ ...values, description: values.description ?? '' }),
    fallbackMessage: 'The source could not be saved. Please try again.',
    required: mode === 'create' ? ['source', 'identifier'] : ['source'],
    readOnly: mode === 'view',
  });
  const { control } = kit.form;
  return (
    <RecordForm kit={kit} label="Applicant source" mode={mode} onCancel={onCancel} className={styles.form}>
      <TextField control={control} name="source" label="Source" />
      <TextField
        control={control}
        name="identifier"
        label="Identifier"
        readOnly={mode === 'edit'}
        hint={mode === 'edit' ? 'The identifier cannot be changed after the source is created.' : undefined}
      />
      <TextField control={control} name="description" label="Description" multiline />
    </RecordForm>
  );
}
