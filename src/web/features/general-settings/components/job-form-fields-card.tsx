import { useState } from 'react';
import {
  Button,
  Card,
  CardHeader,
  MessageBar,
  MessageBarBody,
  Spinner,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { FormField } from '../../../../shared/contract/form-fields';
import { LOCKED_MANDATORY_FIELDS } from '../api';

export interface JobFormFieldsCardProps {
  fields: readonly FormField[];
  onSave: (fields: Pick<FormField, 'fieldKey' | 'activeStatus'>[]) => Promise<void>;
}

const useStyles = makeStyles({
  card: { maxWidth: '560px', gap: tokens.spacingVerticalM },
  table: { tableLayout: 'auto' },
  switchCell: { width: '140px' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
  hint: { color: tokens.colorNeutralForeground3 },
});

/** Which create-job fields are mandatory; skills and description stay on. Shown to settings:write only. */
export function JobFormFieldsCard({ fields, onSave }: JobFormFieldsCardProps) {
  const styles = useStyles();
  const [draft, setDraft] = useState(() => new Map(fields.map((field) => [field.fieldKey, field.activeStatus])));
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const changed = fields.some((field) => draft.get(field.fieldKey) !== field.activeStatus);

  const save = async () => {
    setPending(true);
    setError(null);
    try {
      await onSave(fields.map((field) => ({ fieldKey: field.fieldKey, activeStatus: draft.get(field.fieldKey) ?? field.activeStatus })));
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : 'The fields could not be saved. Please try again.');
    } finally {
      setPending(false);
    }
  };

  return (
    <Card className={styles.card} aria-labelledby="job-form-fields-title">
      <CardHeader
        header={
          <Text id="job-form-fields-title" as="h2" weight="semibold" size={400}>
            Job form: mandatory fields
          </Text>
        }
        description={<Text className={styles.hint}>What a recruiter must fill before a new job can be saved. Title, skills and description are always mandatory.</Text>}
      />
      <Table className={styles.table} aria-label="Job form fields" size="small">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>Field</TableHeaderCell>
            <TableHeaderCell className={styles.switchCell}>Mandatory</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {fields.map((field) => {
            const locked = LOCKED_MANDATORY_FIELDS.includes(field.fieldKey);
            const on = locked || draft.get(field.fieldKey) === 1;
            return (
              <TableRow key={field.fieldKey}>
                <TableCell>{field.name}</TableCell>
                <TableCell className={styles.switchCell}>
                  <Switch
                    aria-label={`${field.name} mandatory`}
                    checked={on}
                    disabled={locked || pending}
                    onChange={(_, data) => setDraft((current) => new Map(current).set(field.fieldKey, data.checked ? 1 : 0))}
                  />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {error && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.actions}>
        <Button appearance="primary" disabled={pending || !changed} onClick={() => void save()} icon={pending ? <Spinner size="tiny" aria-label="Saving" /> : undefined}>
          Save mandatory fields
        </Button>
      </div>
    </Card>
  );
}
