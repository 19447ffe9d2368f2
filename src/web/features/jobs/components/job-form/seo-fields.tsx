import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { Field, Switch, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { SEO_META_DESCRIPTION_WARNING, SEO_META_DESCRIPTION_WARN_AT, SEO_META_TITLE_WARNING, SEO_META_TITLE_WARN_AT } from '../../../../../shared/contract/job';
import type { JobFormValues } from './form-values';
import { TextField } from './field-controls';
import { useJobFormMeta } from './job-form-context';
import { KeywordInput } from './keyword-input';
import { SeoImageField } from './seo-image-field';
import { useSectionStyles } from './section-styles';

const useStyles = makeStyles({
  code: { fontFamily: tokens.fontFamilyMonospace },
});

export interface SeoFieldsProps {
  jobId?: number;
  hasStoredImage: boolean;
}

/** The Seo tab (also /seo/create/{id} and the wizard's second step). */
export function SeoFields({ jobId, hasStoredImage }: SeoFieldsProps) {
  const styles = useStyles();
  const sections = useSectionStyles();
  const meta = useJobFormMeta();
  const { control } = useFormContext<JobFormValues>();
  const [title, description] = useWatch({ control, name: ['seoMetaTitle', 'seoMetaDescription'] });

  return (
    <div className={sections.section}>
      <div className={sections.grid}>
        <TextField name="slug" label="Slug" maxLength={200} hint="Lower-case words joined by hyphens, e.g. senior-react-developer." />
        <TextField name="seoFocusKeyword" label="Seo Focus Keyword" maxLength={200} />
        <TextField name="seoCanonicalTag" label="Seo Canonical Tag" maxLength={2000} />
        <Controller
          control={control}
          name="seoIndex"
          render={({ field }) => (
            <Field label="Seo Index">
              <Switch ref={field.ref} checked={field.value} onChange={(_, data) => field.onChange(data.checked)} disabled={meta.disabled} label={field.value ? 'Index' : 'No index'} aria-label="Seo Index" />
            </Field>
          )}
        />
      </div>
      {/* The spec words the limits in px but counts characters. */}
      <TextField name="seoMetaTitle" label="Seo Meta Title" multiline maxLength={2000} warning={title.length >= SEO_META_TITLE_WARN_AT ? SEO_META_TITLE_WARNING : undefined} />
      <TextField
        name="seoMetaDescription"
        label="Seo Meta Description"
        multiline
        maxLength={5000}
        warning={description.length >= SEO_META_DESCRIPTION_WARN_AT ? SEO_META_DESCRIPTION_WARNING : undefined}
      />
      <Controller
        control={control}
        name="seoKeyword"
        render={({ field }) => (
          <Field label="Seo Keywords" hint="Press Enter to add a keyword; Backspace or × removes one.">
            <KeywordInput value={field.value} onChange={field.onChange} disabled={meta.disabled} inputRef={field.ref} />
          </Field>
        )}
      />
      <Controller
        control={control}
        name="customSeoSchema"
        render={({ field, fieldState }) => (
          <Field label="Custom Seo Schema" hint='JSON-LD, e.g. {"@context": "https://schema.org", "@type": "JobPosting"}' validationMessage={fieldState.error?.message}>
            <Textarea
              name={field.name}
              ref={field.ref}
              className={styles.code}
              value={field.value}
              onChange={(_, data) => field.onChange(data.value)}
              onBlur={field.onBlur}
              disabled={meta.disabled}
              resize="vertical"
              rows={5}
            />
          </Field>
        )}
      />
      <SeoImageField jobId={jobId} hasStoredImage={hasStoredImage} disabled={meta.disabled} />
    </div>
  );
}
