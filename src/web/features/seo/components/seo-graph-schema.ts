import * as v from 'valibot';
import { SEO_GRAPH_IMAGE_REQUIRED, SeoGraphInputSchema } from '../../../../shared/contract/seo';

/**
 * The graph form's schema: the shared fields and the image, required unless the entry already
 * has one stored (an edit that keeps it sends no file).
 */
export function seoGraphFormSchema(hasStoredImage: boolean) {
  return v.object({
    ...SeoGraphInputSchema.entries,
    file: v.pipe(
      v.optional(v.nullable(v.instance(File)), null),
      v.check((file) => hasStoredImage || file !== null, SEO_GRAPH_IMAGE_REQUIRED),
    ),
  });
}

export type SeoGraphFormValues = v.InferInput<ReturnType<typeof seoGraphFormSchema>>;
export type SeoGraphDraft = v.InferOutput<ReturnType<typeof seoGraphFormSchema>>;
