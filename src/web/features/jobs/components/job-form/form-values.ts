import { type ExperienceRange } from '../../../../../shared/contract/job';
import { JOB_STATUS_IDS } from '../../../../../shared/contract/job-values';
import type { JobDetail } from '../../../../../shared/contract/job-views';
import type { JobDraft } from '../../api';

// The job form keeps every select as a string ('' = none) and lists as arrays; these functions
// turn it into what the API takes (spec §3 names) and a saved job back into form values.

export interface JobFormValues {
  jobTitle: string;
  jobProfile: string;
  jobDescription: string;
  jobCode: string;
  education: string;
  expiryDate: string;
  /** The chosen experience option's label ('0-3', '10+', 'Fresher' …); '' for none. */
  experience: string;
  numberOfPositions: string;
  jobTypeId: string;
  employmentTypeId: string;
  /** Remote. */
  employmentCategoryId: boolean;
  country: string;
  locationId: string;
  departmentId: string;
  /** Offered only among the chosen department's sub departments. */
  subDepartmentId: string;
  functionId: string;
  /** Offered only among the chosen function's sub functions. */
  subFunctionId: string;
  divisionId: string;
  designationId: string;
  groupId: string;
  jobPriorityId: string;
  hiringManagerId: string;
  recruitingManagerId: string;
  questionGroupId: string;
  pipeLineId: string;
  referralAmountId: string;
  skills: number[];
  userId: number[];
  slug: string;
  seoMetaTitle: string;
  seoMetaDescription: string;
  seoFocusKeyword: string;
  seoCanonicalTag: string;
  customSeoSchema: string;
  seoIndex: boolean;
  seoKeyword: string[];
  /** A new SEO image chosen in the form. */
  file: File | null;
  /** The stored SEO image is to be removed on save. */
  removeImage: boolean;
}

export type JobFormField = keyof JobFormValues;

const idFields = [
  'jobTypeId',
  'employmentTypeId',
  'country',
  'locationId',
  'departmentId',
  'subDepartmentId',
  'functionId',
  'subFunctionId',
  'divisionId',
  'designationId',
  'groupId',
  'jobPriorityId',
  'hiringManagerId',
  'recruitingManagerId',
  'questionGroupId',
  'pipeLineId',
  'referralAmountId',
] as const satisfies readonly JobFormField[];

const textFields = ['jobTitle', 'jobProfile', 'jobCode', 'education', 'expiryDate'] as const satisfies readonly JobFormField[];
const seoTextFields = [
  'slug',
  'seoMetaTitle',
  'seoMetaDescription',
  'seoFocusKeyword',
  'seoCanonicalTag',
  'customSeoSchema',
] as const satisfies readonly JobFormField[];

/** The fields of the Seo tab (also /seo/create/{id} and the wizard's second step). */
export const SEO_FIELDS = [...seoTextFields, 'seoIndex', 'seoKeyword', 'file', 'removeImage'] as const satisfies readonly JobFormField[];

/** A new job: nothing chosen, on site, indexed by search engines (spec §5 leaves the rest empty). */
export function emptyJobValues(): JobFormValues {
  return {
    ...(Object.fromEntries([...textFields, ...idFields, ...seoTextFields].map((field) => [field, ''])) as Record<
      (typeof textFields | typeof idFields | typeof seoTextFields)[number],
      string
    >),
    jobDescription: '',
    experience: '',
    numberOfPositions: '',
    employmentCategoryId: false,
    skills: [],
    userId: [],
    seoIndex: true,
    seoKeyword: [],
    file: null,
    removeImage: false,
  };
}

/** The label of a saved range: one of the offered ones, or how the stored numbers read. */
export function experienceLabelOf(min: number | null, max: number | null, ranges: readonly ExperienceRange[]): string {
  if (min === null) return '';
  const known = ranges.find(([, low, high]) => low === min && high === max);
  if (known) return known[0];
  return max === null ? `${min}+` : `${min}-${max}`;
}

/** The experience options, with a saved range that is not among them kept as the first choice. */
export function experienceChoices(ranges: readonly ExperienceRange[], current: string): readonly ExperienceRange[] {
  if (!current || ranges.some(([label]) => label === current)) return ranges;
  const match = /^(\d+)(?:-(\d+)|\+)$/.exec(current);
  return match ? [[current, Number(match[1]), match[2] === undefined ? null : Number(match[2])], ...ranges] : ranges;
}

export function valuesFromJob(job: JobDetail, ranges: readonly ExperienceRange[]): JobFormValues {
  const text = (value: string | null) => value ?? '';
  const id = (value: number | null) => (value === null ? '' : String(value));
  return {
    jobTitle: job.jobTitle,
    jobProfile: text(job.jobProfile),
    jobDescription: job.jobDescription,
    jobCode: text(job.jobCode),
    education: text(job.education),
    expiryDate: text(job.expiryDate),
    experience: experienceLabelOf(job.minExperience, job.maxExperience, ranges),
    numberOfPositions: id(job.numberOfPositions),
    employmentCategoryId: job.employmentCategoryId === 1,
    ...(Object.fromEntries(idFields.map((field) => [field, id(job[field])])) as Record<(typeof idFields)[number], string>),
    skills: job.skills.map((skill) => skill.id),
    userId: job.userId,
    slug: text(job.slug),
    seoMetaTitle: text(job.seoMetaTitle),
    seoMetaDescription: text(job.seoMetaDescription),
    seoFocusKeyword: text(job.seoFocusKeyword),
    seoCanonicalTag: text(job.seoCanonicalTag),
    customSeoSchema: text(job.customSeoSchema),
    seoIndex: job.seoIndex === 1,
    seoKeyword: job.seoKeyword,
    file: null,
    removeImage: false,
  };
}

/**
 * 'create' leaves empty fields out (multipart cannot say null); 'update' sends null and [] so the
 * server clears them (PUT replaces every key it is sent).
 */
export type DraftStyle = 'create' | 'update';

function blank(style: DraftStyle) {
  return style === 'create' ? undefined : null;
}

export function seoDraft(values: JobFormValues, style: DraftStyle): JobDraft {
  const draft: JobDraft = {};
  for (const field of seoTextFields) draft[field] = values[field].trim() || blank(style);
  draft.seoIndex = values.seoIndex ? 1 : 0;
  draft.seoKeyword = values.seoKeyword;
  if (values.file) draft.file = values.file;
  // Removed in the same save as the other fields (a new file replaces the stored one anyway).
  else if (style === 'update' && values.removeImage) draft.removeSeoImage = 1;
  return draft;
}

export function jobDraft(values: JobFormValues, ranges: readonly ExperienceRange[], style: DraftStyle): JobDraft {
  const draft: JobDraft = { jobStatusId: JOB_STATUS_IDS.open };
  for (const field of textFields) draft[field] = values[field].trim() || blank(style);
  draft.jobDescription = values.jobDescription || blank(style);
  for (const field of idFields) draft[field] = values[field] ? Number(values[field]) : blank(style);
  const range = experienceChoices(ranges, values.experience).find(([label]) => label === values.experience);
  draft.minExperience = range ? range[1] : blank(style);
  draft.maxExperience = range && range[2] !== null ? range[2] : blank(style);
  draft.numberOfPositions = values.numberOfPositions.trim() === '' ? blank(style) : Number(values.numberOfPositions);
  draft.employmentCategoryId = values.employmentCategoryId ? 1 : 0;
  draft.skills = values.skills;
  draft.userId = values.userId;
  return { ...draft, ...seoDraft(values, style) };
}
