import * as v from 'valibot';

// Row shapes of the read-only form lookups (GET /api/<path>, paged `{ data, meta }`).

/** What a filter naming a lookup that is not the workspace's (or is no longer there) is told. */
export const UNKNOWN_DEPARTMENT = 'Unknown department.';
export const UNKNOWN_JOB = 'Unknown job.';
export const UNKNOWN_BRANCH = 'Unknown branch.';

const text = v.string();
const nullableText = v.nullable(v.string());
const num = v.number();

export const RecruiterOptionSchema = v.object({ id: num, name: text, lastName: text, email: text });
export type RecruiterOption = v.InferOutput<typeof RecruiterOptionSchema>;

export const DepartmentOptionSchema = v.object({
  departmentId: num,
  departmentName: text,
  division: v.nullable(v.object({ id: num, name: text })),
  departmentHead: v.nullable(v.object({ id: num, name: text, lastName: text })),
});
export type DepartmentOption = v.InferOutput<typeof DepartmentOptionSchema>;

export const NamedOptionSchema = v.object({ id: num, name: text });
export type NamedOption = v.InferOutput<typeof NamedOptionSchema>;

/** A sub department (GET /api/sub-department), with the department it belongs to. */
export const SubDepartmentOptionSchema = v.object({ ...NamedOptionSchema.entries, departmentId: num });
export type SubDepartmentOption = v.InferOutput<typeof SubDepartmentOptionSchema>;

/** A sub function (GET /api/sub-function), with the function it belongs to. */
export const SubFunctionOptionSchema = v.object({ ...NamedOptionSchema.entries, functionId: num });
export type SubFunctionOption = v.InferOutput<typeof SubFunctionOptionSchema>;

export const CityOptionSchema = v.object({
  cityId: num,
  city: text,
  state: nullableText,
  countryId: v.nullable(num),
  locations: v.array(v.object({ locationId: num, locationDisplay: text, address: nullableText, pincode: nullableText })),
});
export type CityOption = v.InferOutput<typeof CityOptionSchema>;

export const LocationOptionSchema = v.object({ id: num, locationDisplay: text, address: nullableText, pincode: nullableText, cityId: num });
export type LocationOption = v.InferOutput<typeof LocationOptionSchema>;

export const ReferralStatusOptionSchema = v.object({ id: num, referralStatus: text, code: text, colour: text });
export type ReferralStatusOption = v.InferOutput<typeof ReferralStatusOptionSchema>;

/** The row each lookup path answers. */
export const LOOKUP_ROW_SCHEMAS = {
  recruiters: RecruiterOptionSchema,
  'career-department': DepartmentOptionSchema,
  'sub-department': SubDepartmentOptionSchema,
  division: NamedOptionSchema,
  function: NamedOptionSchema,
  'sub-function': SubFunctionOptionSchema,
  designation: v.object({ id: num, designation: text }),
  country: v.object({ id: num, name: text, code: nullableText }),
  city: CityOptionSchema,
  location: LocationOptionSchema,
  'job-type': v.object({ id: num, jobType: text }),
  'employment-type': v.object({ id: num, employmentType: text }),
  skills: NamedOptionSchema,
  branches: v.object({ id: num, branchName: text, locationId: v.nullable(num) }),
  'job-titles': v.object({ id: num, jobTitle: text }),
  'referral-status': ReferralStatusOptionSchema,
} satisfies Record<string, v.GenericSchema>;

/** Every lookup path, for clients that build their SWR keys from it. */
export const LOOKUP_PATHS = [
  'recruiters',
  'career-department',
  'sub-department',
  'division',
  'function',
  'sub-function',
  'designation',
  'country',
  'city',
  'location',
  'job-type',
  'employment-type',
  'skills',
  'branches',
  'job-titles',
  'referral-status',
] as const;
export type LookupPath = (typeof LOOKUP_PATHS)[number];
