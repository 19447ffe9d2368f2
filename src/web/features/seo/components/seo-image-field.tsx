import { SEO_GRAPH_IMAGE_MAX_BYTES, SEO_GRAPH_IMAGE_TOO_LARGE, SEO_GRAPH_IMAGE_TYPE } from '../../../../shared/contract/seo';
import { ImageField, imageFileProblem } from '../../../ui/form/image-field';
import { useSeoGraphImageUrl } from '../api';
import type { SeoGraphFormValues } from './seo-graph-schema';

/** The browser's own check before upload; the server checks the bytes again. */
export const graphImageProblem = (file: File) =>
  imageFileProblem(file, { maxBytes: SEO_GRAPH_IMAGE_MAX_BYTES, wrongType: SEO_GRAPH_IMAGE_TYPE, tooLarge: SEO_GRAPH_IMAGE_TOO_LARGE });

/** Image (required): a .jpg or .png of at most 2 MB; the stored one is previewed until replaced. */
export function SeoImageField({ storedImage }: { storedImage: string | null }) {
  return (
    <ImageField<SeoGraphFormValues>
      label="Image"
      required
      hint="A .jpg or .png file of at most 2 MB."
      name="file"
      storedUrl={useSeoGraphImageUrl(storedImage)}
      previewName="Stored image"
      problemOf={graphImageProblem}
    />
  );
}
