import { useFormContext, useWatch } from 'react-hook-form';
import { makeStyles, tokens } from '@fluentui/react-components';
import {
  SEO_META_DESCRIPTION_WARNING,
  SEO_META_DESCRIPTION_WARN_AT,
  SEO_META_TITLE_WARNING,
  SEO_META_TITLE_WARN_AT,
} from '../../../../../shared/contract/job';
import { KeywordsField } from '../../../../ui/form/keywords-field';
import { SwitchField } from '../../../../ui/form/switch-field';
import { TextField } from '../../../../ui/form/text-field';
import type { JobFormValues } from './form-values';
import { SeoImageField } from './seo-image-field';
import { useSectionStyles } from './section-styles';

/** JobSeoEntries takes 50 keywords of at most 100 characters. */
const MAX_KEYWORDS = 50;
const MAX_KEYWORD_LENGTH = 100;

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
  const { control } = useFormContext<JobFormValues>();
  const [title, description] = useWatch({ control, name: ['seoMetaTitle', 'seoMetaDescription'] });

  return (
    <div className={sections.section}>
      <div className={sections.grid}>
        <TextField control={control} name="slug" label="Slug" hint="Lower-case words joined by hyphens, e.g. senior-react-developer." />
        <TextField control={control} name="seoFocusKeyword" label="Seo Focus Keyword" />
        <TextField control={control} name="seoCanonicalTag" label="Seo Canonical Tag" />
        <SwitchField control={control} name="seoIndex" label="Seo Index" onText="Index" offText="No index" />
      </div>
      {/* The spec words the limits in px but counts characters. */}
      <TextField
        control={control}
        name="seoMetaTitle"
        label="Seo Meta Title"
        multiline
        warning={title.length >= SEO_META_TITLE_WARN_AT ? SEO_META_TITLE_WARNING : undefined}
      />
      <TextField
        control={control}
        name="seoMetaDescription"
        label="Seo Meta Description"
        multiline
        warning={description.length >= SEO_META_DESCRIPTION_WARN_AT ? SEO_META_DESCRIPTION_WARNING : undefined}
      />
      <KeywordsField
        control={control}
        name="seoKeyword"
        label="Seo Keywords"
        hint="Press Enter to add a keyword; Backspace or × removes one."
        maxCount={MAX_KEYWORDS}
        maxLength={MAX_KEYWORD_LENGTH}
      />
      <TextField
        control={control}
        name="customSeoSchema"
        label="Custom Seo Schema"
        hint='JSON-LD, e.g. {"@context": "https://schema.org", "@type": "JobPosting"}'
        multiline
        rows={5}
        inputClassName={styles.code}
      />
      <SeoImageField jobId={jobId} hasStoredImage={hasStoredImage} />
    </div>
  );
}
