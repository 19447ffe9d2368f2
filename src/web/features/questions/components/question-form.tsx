import { useEffect } from 'react';
import { makeStyles } from '@fluentui/react-components';
import { useWatch } from 'react-hook-form';
import {
  QUESTION_OPTION_MAX_LENGTH,
  QUESTION_OPTIONS_MAX,
  QUESTION_TYPE_LABELS,
  QUESTION_TYPES,
  QuestionCreateSchema,
  isChoiceType,
  possibleAnswers,
} from '../../../../shared/contract/question';
import { FormFields, type FieldSpec } from '../../../ui/form/form-fields';
import { RecordForm, type RecordFormProps } from '../../../ui/form/record-form-page';
import { useKitForm } from '../../../ui/form/use-kit-form';
import type { QuestionDraft } from '../api';
import { STATUS_CHOICES } from './question-group-form';

const useStyles = makeStyles({ form: { maxWidth: '640px' } });

const TYPE_CHOICES = QUESTION_TYPES.map((type) => ({ value: type, label: QUESTION_TYPE_LABELS[type] }));

const before: FieldSpec<QuestionDraft>[] = [
  { kind: 'text', name: 'question', label: 'Question' },
  { kind: 'text', name: 'description', label: 'Description', multiline: true, rows: 3 },
  { kind: 'select', name: 'type', label: 'Type', choices: TYPE_CHOICES, placeholder: 'Select a type' },
];
const options: FieldSpec<QuestionDraft> = {
  kind: 'keywords',
  name: 'options',
  label: 'Options',
  hint: `Type an option and press Enter; at least two, at most ${QUESTION_OPTIONS_MAX}.`,
  maxCount: QUESTION_OPTIONS_MAX,
  maxLength: QUESTION_OPTION_MAX_LENGTH,
  placeholder: 'Type an option and press Enter',
};
const knockout = (choices: readonly string[]): FieldSpec<QuestionDraft> => ({
  kind: 'checkboxes',
  name: 'knockoutAnswers',
  label: 'Flag applications that answer',
  choices,
  hint: 'Flagged applications are marked for review, never rejected automatically.',
});
const after: FieldSpec<QuestionDraft>[] = [
  { kind: 'switch', name: 'required', label: 'Required', onText: 'Applicants must answer it', offText: 'Optional' },
  { kind: 'radio', name: 'status', label: 'Status', choices: STATUS_CHOICES },
];

/** A list of texts a watched form value holds ([] while it holds anything else). */
const texts = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/**
 * Create and edit share this form: question text and status required (spec §5), the type, its
 * options (shown only for the choice types), the answers that flag an application (yes/no and
 * choice types) and whether an answer is required.
 */
export function QuestionForm({ mode, initial, onSubmit, onCancel }: RecordFormProps<QuestionDraft>) {
  const styles = useStyles();
  const kit = useKitForm({
    schema: QuestionCreateSchema,
    defaultValues: initial,
    onSubmit: (values) => onSubmit({ ...values, required: values.required === 1 }),
    fallbackMessage: 'The question could not be saved. Please try again.',
    required: ['question', 'status'],
  });
  const [type, optionValue, flaggedValue] = useWatch({ control: kit.form.control, name: ['type', 'options', 'knockoutAnswers'] });
  const choice = isChoiceType(String(type));
  const possible = possibleAnswers(String(type), texts(optionValue));
  const { getValues, setValue } = kit.form;
  // Options belong to the choice types only: switching to another type drops them (hidden, they
  // would only be refused).
  useEffect(() => {
    const current = getValues('options');
    if (!choice && Array.isArray(current) && current.length > 0) setValue('options', []);
  }, [choice, getValues, setValue]);
  // A flagged answer the question no longer offers (its option removed, its type changed) is dropped.
  const flagged = texts(flaggedValue);
  const kept = flagged.filter((answer) => possible.includes(answer));
  useEffect(() => {
    if (kept.length !== flagged.length) setValue('knockoutAnswers', kept);
  }, [flagged.length, kept, setValue]);
  const fields = [...before, ...(choice ? [options] : []), ...(possible.length > 0 ? [knockout(possible)] : []), ...after];
  return (
    <RecordForm kit={kit} label="Question" mode={mode} onCancel={onCancel} className={styles.form}>
      <FormFields control={kit.form.control} fields={fields} />
    </RecordForm>
  );
}
