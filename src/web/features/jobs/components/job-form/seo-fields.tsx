import { useFormContext, useWatch } from 'react-hook-form';
import { makeStyles, tokens } from '@fluentui/react-components';
import {
  SEO_META_DESCRIPTION_WARNING,
  SEO_META_DESCRIPTION_WARN_AT,
  SEO_META_TITLE_WARNING,
  SEO_META_TITLE_WARN_AT,
} from '../../../../../shared/contract/job';
import { FormFields, type FieldSpec } from '../../../../ui/form/form-fields';
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

  const summary: FieldSpec<JobFormValues>[] = [
    { kind: 'text', name: 'slug', label: 'Slug', hint: 'Lower-case words joined by hyphens, e.g. senior-react-developer.' },
    { kind: 'text', name: 'seoFocusKeyword', label: 'Seo Focus Keyword' },
    { kind: 'text', name: 'seoCanonicalTag', label: 'Seo Canonical Tag' },
    { kind: 'switch', name: 'seoIndex', label: 'Seo Index', onText: 'Index', offText: 'No index' },
  ];
  // The spec words the limits in px but counts characters.
  const metaTitleWarning = title.length >= SEO_META_TITLE_WARN_AT ? SEO_META_TITLE_WARNING : undefined;
  const metaDescriptionWarning = description.length >= SEO_META_DESCRIPTION_WARN_AT ? SEO_META_DESCRIPTION_WARNING : undefined;
  const texts: FieldSpec<JobFormValues>[] = [
    { kind: 'text', name: 'seoMetaTitle', label: 'Seo Meta Title', multiline: true, warning: metaTitleWarning },
    { kind: 'text', name: 'seoMetaDescription', label: 'Seo Meta Description', multiline: true, warning: metaDescriptionWarning },
    {
      kind: 'keywords',
      name: 'seoKeyword',
      label: 'Seo Keywords',
      hint: 'Press Enter to add a keyword; Backspace or × removes one.',
      maxCount: MAX_KEYWORDS,
      maxLength: MAX_KEYWORD_LENGTH,
    },
    {
      kind: 'text',
      name: 'customSeoSchema',
      label: 'Custom Seo Schema',
      hint: 'JSON-LD, e.g. {"@context": "https://schema.org", "@type": "JobPosting"}',
      multiline: true,
      rows: 5,
      inputClassName: styles.code,
    },
  ];

  return (
    <div className={sections.section}>
      <div className={sections.grid}>
        <FormFields control={control} fields={summary} />
      </div>
      <FormFields control={control} fields={texts} />
      <SeoImageField jobId={jobId} hasStoredImage={hasStoredImage} />
    </div>
  );
}
