import { useWatch } from 'react-hook-form';
import { SEO_IMAGE_MAX_BYTES, SEO_IMAGE_TOO_LARGE, SEO_IMAGE_TYPE_INVALID } from '../../../../../shared/contract/job';
import { ImageField, imageFileProblem } from '../../../../ui/form/image-field';
import { useSeoImageUrl } from '../../api';
import type { JobFormValues } from './form-values';

/** The browser's own check before upload; the server checks the bytes again. */
export const seoImageProblem = (file: File) =>
  imageFileProblem(file, { maxBytes: SEO_IMAGE_MAX_BYTES, wrongType: SEO_IMAGE_TYPE_INVALID, tooLarge: SEO_IMAGE_TOO_LARGE });

export interface SeoImageFieldProps {
  /** The saved job, whose stored image is previewed. */
  jobId?: number;
  hasStoredImage: boolean;
}

/** SEO image: .jpg or .png up to 2 MB, previewed; Remove drops a new file or, on save, the stored one. */
export function SeoImageField({ jobId, hasStoredImage }: SeoImageFieldProps) {
  const removeImage = useWatch<JobFormValues, 'removeImage'>({ name: 'removeImage' });
  return (
    <ImageField<JobFormValues>
      label="Seo Image"
      hint="A .jpg or .png file of at most 2 MB."
      name="file"
      removeName="removeImage"
      storedUrl={useSeoImageUrl(jobId, hasStoredImage && !removeImage)}
      previewName="SEO image preview"
      problemOf={seoImageProblem}
    />
  );
}
