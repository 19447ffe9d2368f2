import type { jobs } from '../../db/schema';
import { JobSeoEntries, type JobFields } from '../../../shared/contract/job';
import type { JobRow } from './read';

// The spec's field names (pipeLineId, country, seoKeyword) against the jobs table's columns, and
// the partial-update rule: a key present in the body replaces the stored value, an absent one stays.

export type JobInsert = typeof jobs.$inferInsert;
export type ListField = 'skills' | 'userId' | 'platformId';
export type ScalarField = Exclude<keyof JobFields, ListField | 'jobStatusId'>;

const COLUMN_OF = {
  jobTitle: 'jobTitle',
  jobProfile: 'jobProfile',
  jobDescription: 'jobDescription',
  jobCode: 'jobCode',
  education: 'education',
  expiryDate: 'expiryDate',
  minExperience: 'minExperience',
  maxExperience: 'maxExperience',
  numberOfPositions: 'numberOfPositions',
  jobTypeId: 'jobTypeId',
  employmentTypeId: 'employmentTypeId',
  employmentCategoryId: 'employmentCategoryId',
  country: 'countryId',
  locationId: 'locationId',
  departmentId: 'departmentId',
  subDepartmentId: 'subDepartmentId',
  functionId: 'functionId',
  subFunctionId: 'subFunctionId',
  divisionId: 'divisionId',
  designationId: 'designationId',
  groupId: 'groupId',
  jobPriorityId: 'jobPriorityId',
  hiringManagerId: 'hiringManagerId',
  recruitingManagerId: 'recruitingManagerId',
  questionGroupId: 'questionGroupId',
  pipeLineId: 'pipelineId',
  referralAmountId: 'referralAmountId',
  slug: 'slug',
  seoMetaTitle: 'seoMetaTitle',
  seoMetaDescription: 'seoMetaDescription',
  seoFocusKeyword: 'seoFocusKeyword',
  seoCanonicalTag: 'seoCanonicalTag',
  customSeoSchema: 'customSeoSchema',
  seoIndex: 'seoIndex',
  seoKeyword: 'seoKeywords',
} as const satisfies Record<ScalarField, keyof JobRow & keyof JobInsert>;

export const SCALAR_FIELDS = Object.keys(COLUMN_OF) as ScalarField[];
export const LIST_FIELDS: readonly ListField[] = ['skills', 'userId', 'platformId'];
export const SEO_FIELDS = Object.keys(JobSeoEntries) as (keyof typeof JobSeoEntries & ScalarField)[];

/** What a cleared field stores when its column cannot be null: on site, indexed, no keywords. */
const CLEARED: Partial<Record<ScalarField, unknown>> = { employmentCategoryId: 0, seoIndex: 1, seoKeyword: [] };

/** Column values for the given input fields; an empty field stores null (or its cleared value). */
export function columnValues(input: Partial<JobFields>, fields: Iterable<ScalarField>): Partial<JobInsert> {
  const values: Record<string, unknown> = {};
  for (const field of fields) values[COLUMN_OF[field]] = input[field] ?? CLEARED[field] ?? null;
  return values as Partial<JobInsert>;
}

/** The stored job in input names, so the rules see one shape before and after an update. */
export function storedFields(row: JobRow): Partial<Record<keyof JobFields, unknown>> {
  return Object.fromEntries(SCALAR_FIELDS.map((field) => [field, row[COLUMN_OF[field]]]));
}

/** The fields the parsed input carries (a field left out of the body is left out of it); only these change on an update. */
export function presentFields<F extends string>(input: object, fields: readonly F[]): F[] {
  return fields.filter((field) => Object.hasOwn(input, field));
}
