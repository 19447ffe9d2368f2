import type * as v from 'valibot';
import { makeStyles } from '@fluentui/react-components';
import { SeoKeywordInputSchema, type SeoKeywordInput } from '../../../../shared/contract/seo';
import { FormFields, type FieldSpec } from '../../../ui/form/form-fields';
import { RecordForm, type RecordFormProps } from '../../../ui/form/record-form-page';
import { useKitForm } from '../../../ui/form/use-kit-form';

const useStyles = makeStyles({ form: { maxWidth: '640px' } });

/** The form's values are what the shared schema hands on. */
export type SeoKeywordDraft = v.InferOutput<typeof SeoKeywordInputSchema>;

/** The shared keyword list takes 50 keywords of at most 100 characters. */
export const MAX_KEYWORDS = 50;
export const MAX_KEYWORD_LENGTH = 100;

const FIELDS: FieldSpec<SeoKeywordInput>[] = [
  { kind: 'text', name: 'title', label: 'Title' },
  {
    kind: 'keywords',
    name: 'keywords',
    label: 'Keywords',
    hint: 'Type a keyword and press Enter to add it; Backspace or × removes one.',
    maxCount: MAX_KEYWORDS,
    maxLength: MAX_KEYWORD_LENGTH,
  },
];

/** Create, edit and view share this form; view disables the fields and hides Save. */
export function SeoKeywordForm({ mode, initial, onSubmit, onCancel }: RecordFormProps<SeoKeywordDraft>) {
  const styles = useStyles();
  const kit = useKitForm({
    schema: SeoKeywordInputSchema,
    defaultValues: initial,
    onSubmit,
    fallbackMessage: 'The SEO keywords could not be saved. Please try again.',
    required: ['title', 'keywords'],
    readOnly: mode === 'view',
  });
  return (
    <RecordForm kit={kit} label="SEO keywords" mode={mode} onCancel={onCancel} className={styles.form}>
      <FormFields control={kit.form.control} fields={FIELDS} />
    </RecordForm>
  );
}
