import { useMemo } from 'react';
import { makeStyles } from '@fluentui/react-components';
import { SEO_GRAPH_TYPES } from '../../../../shared/contract/seo';
import type { Choice } from '../../../ui/form/choice';
import { FormFields, type FieldSpec } from '../../../ui/form/form-fields';
import { RecordForm, type RecordFormProps } from '../../../ui/form/record-form-page';
import { useKitForm } from '../../../ui/form/use-kit-form';
import { useJobChoices } from '../api';
import { KEYWORDS_FIELD } from './seo-keyword-form';
import { SeoImageField } from './seo-image-field';
import { seoGraphFormSchema, type SeoGraphDraft, type SeoGraphFormValues } from './seo-graph-schema';

const useStyles = makeStyles({ form: { maxWidth: '760px' } });

const TYPE_CHOICES: Choice[] = SEO_GRAPH_TYPES.map((type) => ({ value: type, label: type }));

/** The initial values and what the stored entry shows beside them. */
export interface SeoGraphInitial {
  values: SeoGraphDraft;
  storedImage: string | null;
  /** The saved job's title, so the choice names it even when it is not among the active jobs. */
  jobTitle: string | null;
}

export type SeoGraphFormProps = Omit<RecordFormProps<SeoGraphDraft>, 'initial'> & { initial: SeoGraphInitial };

/** Create, edit and view share this form; view disables every field and hides Save; Cancel returns to /seo-graph. */
export function SeoGraphForm({ mode, initial, onSubmit, onCancel }: SeoGraphFormProps) {
  const styles = useStyles();
  const jobs = useJobChoices();
  const schema = useMemo(() => seoGraphFormSchema(initial.storedImage !== null), [initial.storedImage]);
  const { values, jobTitle } = initial;
  const jobChoices = useMemo<Choice[]>(() => {
    const active = (jobs.data?.data ?? []).map((job) => ({ value: String(job.jobId), label: job.jobTitle }));
    const saved = values.jobId;
    return saved !== null && !active.some((choice) => choice.value === String(saved))
      ? [{ value: String(saved), label: jobTitle ?? `Job ${saved}` }, ...active]
      : active;
  }, [jobs.data, values.jobId, jobTitle]);
  const fields: FieldSpec<SeoGraphFormValues>[] = [
    { kind: 'text', name: 'title', label: 'Title' },
    { kind: 'select', name: 'type', label: 'Type', choices: TYPE_CHOICES, hint: 'The schema.org type of this entry.' },
    { kind: 'rich-text', name: 'description', label: 'Description' },
  ];
  const after: FieldSpec<SeoGraphFormValues>[] = [
    KEYWORDS_FIELD,
    {
      kind: 'select',
      name: 'jobId',
      label: 'Job',
      choices: jobChoices,
      placeholder: 'No job (optional)',
      hint: 'The job this entry is about, if any.',
    },
  ];
  const kit = useKitForm({
    schema,
    defaultValues: { ...values, jobId: values.jobId === null ? '' : String(values.jobId) },
    onSubmit,
    fallbackMessage: 'The SEO graph entry could not be saved. Please try again.',
    required: ['title', 'type', 'description', 'file'],
    readOnly: mode === 'view',
  });
  return (
    <RecordForm kit={kit} label="SEO graph" mode={mode} onCancel={onCancel} className={styles.form}>
      <FormFields control={kit.form.control} fields={fields} />
      <SeoImageField storedImage={initial.storedImage} />
      <FormFields control={kit.form.control} fields={after} />
    </RecordForm>
  );
}
