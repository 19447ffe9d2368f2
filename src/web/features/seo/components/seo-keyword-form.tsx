import type * as v from 'valibot';
import { makeStyles } from '@fluentui/react-components';
import { SeoKeywordInputSchema, type SeoKeywordInput } from '../../../../shared/contract/seo';
import { FormFields, type FieldSpec } from '../../../ui/form/form-fields';
import { RecordForm, useRecordKit, type RecordFormProps } from '../../../ui/form/record-form-page';

const useStyles = makeStyles({ form: { maxWidth: '640px' } });

/** The form's values are what the shared schema hands on. */
export type SeoKeywordDraft = v.InferOutput<typeof SeoKeywordInputSchema>;

/** The shared keyword list takes 50 keywords of at most 100 characters. */
export const MAX_KEYWORDS = 50;
export const MAX_KEYWORD_LENGTH = 100;

/** The keywords field of both SEO forms: each confirmed with Enter, within the shared list's limits. */
export const KEYWORDS_FIELD = {
  kind: 'keywords',
  name: 'keywords',
  label: 'Keywords',
  hint: 'Type a keyword and press Enter to add it; Backspace or × removes one.',
  maxCount: MAX_KEYWORDS,
  maxLength: MAX_KEYWORD_LENGTH,
} as const;

const FIELDS: FieldSpec<SeoKeywordInput>[] = [{ kind: 'text', name: 'title', label: 'Title' }, KEYWORDS_FIELD];

/** Create, edit and view share this form; view disables the fields and hides Save. */
export function SeoKeywordForm(props: RecordFormProps<SeoKeywordDraft>) {
  const styles = useStyles();
  const kit = useRecordKit(props, {
    schema: SeoKeywordInputSchema,
    fallbackMessage: 'The SEO keywords could not be saved. Please try again.',
    required: ['title', 'keywords'],
  });
  return (
    <RecordForm kit={kit} label="SEO keywords" mode={props.mode} onCancel={props.onCancel} className={styles.form}>
      <FormFields control={kit.form.control} fields={FIELDS} />
    </RecordForm>
  );
}
