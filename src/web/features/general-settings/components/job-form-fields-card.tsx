import { Controller } from 'react-hook-form';
import { Card, CardHeader, Switch, Text, makeStyles, tokens } from '@fluentui/react-components';
import { FormFieldsUpdateSchema, type FormField } from '../../../../shared/contract/form-fields';
import { KitForm } from '../../../ui/form/kit-form';
import { SubmitButton } from '../../../ui/form/submit-button';
import { PlainTable } from '../../../ui/plain-table';
import { useKitForm } from '../../../ui/form/use-kit-form';
import { LOCKED_MANDATORY_FIELDS } from '../api';

type FieldSwitch = Pick<FormField, 'fieldKey' | 'activeStatus'>;

export interface JobFormFieldsCardProps {
  fields: readonly FormField[];
  onSave: (fields: FieldSwitch[]) => Promise<void>;
}

const useStyles = makeStyles({
  card: { maxWidth: '560px', gap: tokens.spacingVerticalM },
  table: { tableLayout: 'auto' },
  switchCell: { width: '140px' },
  hint: { color: tokens.colorNeutralForeground3 },
});

/** Which create-job fields are mandatory; skills and description stay on. Shown to settings:write only. */
export function JobFormFieldsCard({ fields, onSave }: JobFormFieldsCardProps) {
  const styles = useStyles();
  const kit = useKitForm({
    schema: FormFieldsUpdateSchema,
    defaultValues: { fields: fields.map((field) => ({ fieldKey: field.fieldKey, activeStatus: field.activeStatus })) },
    onSubmit: async (values) => {
      await onSave(values.fields);
      // What was saved is the new starting point: Save waits for the next change.
      kit.form.reset(values);
    },
    fallbackMessage: 'The fields could not be saved. Please try again.',
  });

  return (
    <Card className={styles.card} aria-labelledby="job-form-fields-title">
      <CardHeader
        header={
          <Text id="job-form-fields-title" as="h2" weight="semibold" size={400}>
            Job form: mandatory fields
          </Text>
        }
        description={
          <Text className={styles.hint}>
            What a recruiter must fill before a new job can be saved. Title, skills and description are always mandatory.
          </Text>
        }
      />
      <KitForm
        kit={kit}
        label="Job form: mandatory fields"
        actions={
          <SubmitButton pending={kit.pending} disabled={!kit.form.formState.isDirty}>
            Save mandatory fields
          </SubmitButton>
        }
      >
        <PlainTable
          className={styles.table}
          label="Job form fields"
          columns={[
            { header: 'Field', cell: (field) => field.name },
            {
              header: 'Mandatory',
              headerProps: { className: styles.switchCell },
              cellClassName: () => styles.switchCell,
              cell: (field, index) => {
                const locked = LOCKED_MANDATORY_FIELDS.includes(field.fieldKey);
                return (
                  <Controller
                    control={kit.form.control}
                    name={`fields.${index}.activeStatus`}
                    render={({ field: control }) => (
                      <Switch
                        aria-label={`${field.name} mandatory`}
                        checked={locked || Number(control.value) === 1}
                        disabled={locked || kit.meta.disabled}
                        onChange={(_, data) => control.onChange(data.checked ? 1 : 0)}
                      />
                    )}
                  />
                );
              },
            },
          ]}
          rows={fields}
          rowKey={(field) => field.fieldKey}
        />
      </KitForm>
    </Card>
  );
}
