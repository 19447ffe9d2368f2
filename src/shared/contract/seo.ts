import * as v from 'valibot';
import { optionalChosenId, requiredText } from './fields';
import { JobSeoEntries } from './job';
import { hasRichTextContent, RICH_TEXT_MAX_LENGTH, RICH_TEXT_TOO_LONG } from '../rules/rich-text';

// SEO keyword sets and SEO graph entries (spec 001 §2 "SEO", §5, §7 "SEO"). The spec words only
// the image rule ("image is required, jpg or png expected"); the other messages are ours, in its style.

export const SEO_TITLE_REQUIRED = 'Please enter the title.';
export const SEO_KEYWORDS_REQUIRED = 'Please add at least one keyword (confirm each with Enter).';
export const SEO_TYPE_REQUIRED = 'Please select the type.';
export const SEO_DESCRIPTION_REQUIRED = 'Please enter the description.';
export const SEO_JOB_INVALID = 'Choose a job of this workspace.';
export const SEO_GRAPH_IMAGE_REQUIRED = 'Image is required.';
export const SEO_GRAPH_IMAGE_TYPE = 'jpg or png expected: the file must be a JPG or PNG image.';
export const SEO_GRAPH_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const SEO_GRAPH_IMAGE_TOO_LARGE = 'The image must be at most 2 MB.';
/** What the form's file picker offers; the server checks the bytes, not the name. */
export const SEO_GRAPH_IMAGE_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';

/** Schema.org types a careers page can carry in its `@graph`. */
export const SEO_GRAPH_TYPES = [
  'Organization',
  'JobPosting',
  'FAQPage',
  'BreadcrumbList',
  'WebPage',
  'WebSite',
  'Article',
  'Event',
] as const;
export type SeoGraphType = (typeof SEO_GRAPH_TYPES)[number];

/** Free-text keywords confirmed with Enter: trimmed, markup removed, duplicates dropped, at most 50 of 100 characters. */
const keywords = JobSeoEntries.seoKeyword;

/** POST /api/seo-keyword: title and keywords[i]; PUT /api/seo-keyword/{id}: the same. */
export const SeoKeywordInputSchema = v.object({
  title: requiredText('title', 150, SEO_TITLE_REQUIRED),
  keywords: v.pipe(keywords, v.minLength(1, SEO_KEYWORDS_REQUIRED)),
});
export type SeoKeywordInput = v.InferInput<typeof SeoKeywordInputSchema>;
export type SeoKeywordFields = v.InferOutput<typeof SeoKeywordInputSchema>;

export const SeoKeywordSchema = v.object({ id: v.number(), title: v.string(), keywords: v.array(v.string()) });
export type SeoKeyword = v.InferOutput<typeof SeoKeywordSchema>;

/**
 * POST /api/seo-graph and POST /api/seo-graph/{id} (multipart): title, description (rich text,
 * sanitised by the server), type, jobId (optional), keywords[i]; the image is the file field `file`.
 */
export const SeoGraphInputSchema = v.object({
  title: requiredText('title', 200, SEO_TITLE_REQUIRED),
  type: v.pipe(v.optional(v.string(SEO_TYPE_REQUIRED), ''), v.trim(), v.picklist(SEO_GRAPH_TYPES, SEO_TYPE_REQUIRED)),
  description: v.pipe(
    v.optional(v.string(SEO_DESCRIPTION_REQUIRED), ''),
    // Length first, so the content scan never reads an unbounded text.
    v.maxLength(RICH_TEXT_MAX_LENGTH, RICH_TEXT_TOO_LONG),
    v.check((html) => html.length > RICH_TEXT_MAX_LENGTH || hasRichTextContent(html), SEO_DESCRIPTION_REQUIRED),
  ),
  jobId: optionalChosenId(SEO_JOB_INVALID),
  keywords,
});
export type SeoGraphInput = v.InferInput<typeof SeoGraphInputSchema>;
export type SeoGraphFields = v.InferOutput<typeof SeoGraphInputSchema>;

const graphEntries = { id: v.number(), title: v.string(), type: v.string(), description: v.string() };

/** A row of /seo-graph: Title, Type, Description. */
export const SeoGraphRowSchema = v.object({ ...graphEntries, jobId: v.nullable(v.number()), hasImage: v.boolean() });
export type SeoGraphRow = v.InferOutput<typeof SeoGraphRowSchema>;

export const SeoGraphSchema = v.object({
  ...graphEntries,
  keywords: v.array(v.string()),
  jobId: v.nullable(v.number()),
  jobTitle: v.nullable(v.string()),
  /** Where the stored image is served (GET, signed in), or null when there is none. */
  image: v.nullable(v.string()),
});
export type SeoGraph = v.InferOutput<typeof SeoGraphSchema>;
