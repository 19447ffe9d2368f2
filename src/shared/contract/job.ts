import * as v from 'valibot';
import { hasRichTextContent, RICH_TEXT_MAX_LENGTH, RICH_TEXT_TOO_LONG } from '../rules/rich-text';
import { canonicalWebUrl, jsonForScriptElement, stripMarkup } from '../rules/seo-text';
import { blankToUndefined, optionalText } from './fields';
import { emptyList, flag, idList, isoDate, omittable, optionalId, optionalInt } from './form-inputs';

// The job resource (spec 000 §3 Job, §5 rules, §7 Jobs). Field names are the spec's, so a client
// written against the spec (multipart `skills[i]`, `pipeLineId`, `country`) works unchanged.

/** A required field left empty (spec §5). */
export const JOB_REQUIRED = 'please fill the required field';
export const JOB_TITLE_REQUIRED_V1 = 'Please enter the job Title';
export const JOB_RECIPIENTS_REQUIRED_V1 = 'Please Select the Mail';
export const JOB_TARGET_DATE_PAST = 'The target date cannot be earlier than today.';
export const JOB_SEO_LOCKED = 'Fill all the mandatory fields first then apply along with platform';
export const SEO_META_TITLE_WARNING = 'Max Character Should 580px';
export const SEO_META_DESCRIPTION_WARNING = 'Max Character Should 920px';
export const SEO_META_TITLE_WARN_AT = 580;
export const SEO_META_DESCRIPTION_WARN_AT = 920;
export const SEO_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const SEO_IMAGE_TYPE_INVALID = 'Upload a JPG or PNG image.';
export const SEO_IMAGE_TOO_LARGE = 'The image must be at most 2 MB.';
export const JOB_SLUG_INVALID = 'Use lower-case letters, digits and single hyphens for the slug.';
export const SEO_CANONICAL_INVALID =
  'The canonical tag must be an absolute web address starting with http:// or https://, e.g. https://careers.example.com/jobs/senior-developer.';
export const JOB_SCHEMA_INVALID = 'Custom schema must be valid JSON-LD: a JSON object (or list of objects) with "@context".';
export const JOB_SLUG_TAKEN = 'This slug is already used by another job.';
export const JOB_CODE_TAKEN = 'This job code is already used by another job.';
export const JOB_QUESTION_GROUP_EMPTY = 'This question group has no questions.';
export const JOB_PRIORITY_DISABLED = 'This job priority is disabled.';
export const JOB_EXPERIENCE_RANGE = 'The maximum experience cannot be less than the minimum experience.';
export const JOB_PLATFORM_DISABLED = 'This platform is disabled; choose an enabled one.';
export const JOB_SAVED = 'Your change has been successfully submitted';
export const JOB_CREATED = 'Your create form is submitted';
export const JOB_UPDATED = 'Your edit form has been submitted';

/** Why a job cannot be deleted (409): its applications must stay on record. */
const applicationCount = (applications: number) => `${applications} application${applications === 1 ? '' : 's'}`;

/**
 * Why a delete was refused: every job of the batch that has applications, by name. In a batch
 * of several, nothing at all was deleted, which the message says too.
 */
export function jobsHaveApplicationsMessage(
  blocked: readonly { jobTitle: string; applications: number }[],
  batchSize = blocked.length,
): string {
  const reason =
    blocked.length === 1
      ? `'${blocked[0].jobTitle}' has ${applicationCount(blocked[0].applications)}, so it cannot be deleted. Set its target date to close it instead; its applicants stay on record.`
      : `${blocked.map((job) => `'${job.jobTitle}' (${applicationCount(job.applications)})`).join(', ')} have applications, so they cannot be deleted. Set their target dates to close them instead; their applicants stay on record.`;
  return batchSize > 1 ? `${reason} Nothing was deleted.` : reason;
}

/** Experience choices: [label, min, max]; max null means open-ended. */
export type ExperienceRange = readonly [label: string, min: number, max: number | null];
export const EXPERIENCE_RANGES_CREATE: readonly ExperienceRange[] = [
  ['0-3', 0, 3],
  ['3-5', 3, 5],
  ['5-8', 5, 8],
  ['8-10', 8, 10],
  ['10+', 10, null],
];
export const EXPERIENCE_RANGES_EDIT: readonly ExperienceRange[] = [
  ['0-3', 0, 3],
  ['3-5', 3, 5],
  ['5-8', 5, 8],
  ['8-10', 8, 10],
  ['10-12', 10, 12],
  ['12-15', 12, 15],
  ['15-17', 15, 17],
];
/** The older form (/job/createv1) asks only a minimum: Fresher (0), then 1 to 10 years. */
export const MIN_EXPERIENCE_V1: readonly (readonly [label: string, min: number])[] = [
  ['Fresher', 0],
  ...Array.from({ length: 10 }, (_, i) => [`${i + 1} Year${i ? 's' : ''}`, i + 1] as const),
];

/** A JSON-LD @context is a vocabulary URL, an inline context object, or a list of those. */
const isContext = (context: unknown): boolean =>
  (typeof context === 'string' && context.trim() !== '') || (context !== null && typeof context === 'object');

/** JSON-LD: a JSON object, or a list of objects, each with a real @context. */
export function isJsonLd(text: string): boolean {
  try {
    const parsed: unknown = JSON.parse(text);
    const items = Array.isArray(parsed) ? parsed : [parsed];
    return (
      items.length > 0 &&
      items.every(
        (item) =>
          item !== null && typeof item === 'object' && !Array.isArray(item) && isContext((item as Record<string, unknown>)['@context']),
      )
    );
  } catch {
    return false;
  }
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Seo text shows in search results and the page head as text: markup is removed once the length
 * is checked, and text that was only markup is no text.
 */
const seoPlainText = (label: string, max: number) =>
  v.pipe(
    optionalText(label, max),
    v.transform((text) => (text === undefined ? undefined : stripMarkup(text) || undefined)),
  );

/** The Seo tab's fields; also accepted on their own by POST job/{id}/seo (/seo/create/{id}). */
export const JobSeoEntries = {
  slug: omittable(
    v.pipe(
      v.unknown(),
      v.transform(blankToUndefined),
      v.optional(
        v.pipe(
          v.string(JOB_SLUG_INVALID),
          v.trim(),
          v.toLowerCase(),
          v.maxLength(200, 'The slug must be at most 200 characters.'),
          v.regex(SLUG_PATTERN, JOB_SLUG_INVALID),
        ),
      ),
    ),
  ),
  seoMetaTitle: seoPlainText('The meta title', 2000),
  seoMetaDescription: seoPlainText('The meta description', 5000),
  seoFocusKeyword: seoPlainText('The focus keyword', 200),
  seoCanonicalTag: v.pipe(
    optionalText('The canonical tag', 2000),
    v.check((text) => text === undefined || canonicalWebUrl(text) !== null, SEO_CANONICAL_INVALID),
    v.transform((text) => (text === undefined ? undefined : (canonicalWebUrl(text) ?? undefined))),
  ),
  customSeoSchema: v.pipe(
    optionalText('The custom schema', 50_000),
    v.check((text) => text === undefined || isJsonLd(text), JOB_SCHEMA_INVALID),
    v.transform((text) => (text === undefined ? undefined : jsonForScriptElement(text))),
  ),
  seoIndex: flag('Index'),
  seoKeyword: v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) => (value === undefined || value === '' ? [] : Array.isArray(value) ? value : [value])),
      v.array(
        v.pipe(
          v.string('Keywords must be text.'),
          v.trim(),
          v.maxLength(100, 'A keyword must be at most 100 characters.'),
          v.transform(stripMarkup),
        ),
      ),
      v.transform((keywords) => [...new Set(keywords.filter(Boolean))]),
      v.maxLength(50, 'At most 50 keywords.'),
    ),
    emptyList,
  ),
};

/** Every job field of spec §3 (create sends all of them as multipart; edit sends JSON or multipart). */
export const JobInputSchema = v.object({
  jobTitle: optionalText('The job title', 200),
  jobProfile: optionalText('The job profile', 2000),
  jobDescription: omittable(
    v.pipe(
      v.unknown(),
      v.transform(blankToUndefined),
      v.optional(v.pipe(v.string(JOB_REQUIRED), v.maxLength(RICH_TEXT_MAX_LENGTH, RICH_TEXT_TOO_LONG))),
    ),
  ),
  jobCode: optionalText('The job code', 50),
  education: optionalText('Education', 200),
  expiryDate: isoDate,
  minExperience: optionalInt('Minimum experience', 0, 50),
  maxExperience: optionalInt('Maximum experience', 0, 50),
  numberOfPositions: optionalInt('Number of positions', 0, 100),
  jobTypeId: optionalId('Job type'),
  employmentTypeId: optionalId('Employment type'),
  employmentCategoryId: flag('Remote'),
  country: optionalId('Country'),
  locationId: optionalId('Location'),
  departmentId: optionalId('Department'),
  subDepartmentId: optionalId('Sub department'),
  functionId: optionalId('Function'),
  subFunctionId: optionalId('Sub function'),
  divisionId: optionalId('Division'),
  designationId: optionalId('Position'),
  groupId: optionalId('Group'),
  jobPriorityId: optionalId('Priority'),
  hiringManagerId: optionalId('Hiring manager'),
  recruitingManagerId: optionalId('Recruiting manager'),
  questionGroupId: optionalId('Question group'),
  pipeLineId: optionalId('Hiring pipeline'),
  referralAmountId: optionalId('Referral amount'),
  skills: idList('Skills'),
  userId: idList('Recipients'),
  platformId: idList('Platforms'),
  /** Accepted for the spec's clients; new and edited jobs are always stored as Open (1). */
  jobStatusId: v.optional(v.unknown()),
  ...JobSeoEntries,
});

export type JobInput = v.InferInput<typeof JobInputSchema>;
export type JobFields = v.InferOutput<typeof JobInputSchema>;

/** Fields checked for presence by the form-field configuration: config key → input field. */
export const MANDATORY_FIELD_INPUT: Readonly<Record<string, keyof JobFields>> = {
  jobTitle: 'jobTitle',
  designationId: 'designationId',
  minExperience: 'minExperience',
  jobTypeId: 'jobTypeId',
  locationId: 'locationId',
  groupId: 'groupId',
  departmentId: 'departmentId',
  recruitingManagerId: 'recruitingManagerId',
  hiringManagerId: 'hiringManagerId',
  pipelineId: 'pipeLineId',
  questionGroupId: 'questionGroupId',
  skills: 'skills',
  jobDescription: 'jobDescription',
  education: 'education',
  numberOfPositions: 'numberOfPositions',
  employmentTypeId: 'employmentTypeId',
  countryId: 'country',
  employmentCategoryId: 'employmentCategoryId',
  jobPriorityId: 'jobPriorityId',
  expiryDate: 'expiryDate',
  referralAmountId: 'referralAmountId',
};

/**
 * Always required, whatever the configuration: skills and description (spec §5), and the title,
 * since jobs are listed and picked by it.
 */
export const ALWAYS_REQUIRED_ON_CREATE = ['jobTitle', 'skills', 'jobDescription'] as const;
/** Edit requires department, skills and description. */
export const REQUIRED_ON_EDIT = ['departmentId', 'skills', 'jobDescription'] as const;

function isFilled(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'string') return value.trim() !== '';
  return true;
}

/** The input fields still empty, given the mandatory config keys; the description must have text. */
export function missingJobFields(input: Partial<Record<keyof JobFields, unknown>>, required: readonly string[]): (keyof JobFields)[] {
  const fields = [...new Set(required.map((key) => MANDATORY_FIELD_INPUT[key] ?? (key as keyof JobFields)))];
  return fields.filter((field) => {
    const value = input[field];
    if (field === 'jobDescription') return typeof value !== 'string' || !hasRichTextContent(value);
    return !isFilled(value);
  });
}
