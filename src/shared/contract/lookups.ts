// Row shapes of the read-only form lookups (GET /api/<path>, paged `{ data, meta }`).

export interface RecruiterOption {
  id: number;
  name: string;
  lastName: string;
  email: string;
}

export interface DepartmentOption {
  departmentId: number;
  departmentName: string;
  division: { id: number; name: string } | null;
  departmentHead: { id: number; name: string; lastName: string } | null;
}

export interface NamedOption {
  id: number;
  name: string;
}

/** A sub department (GET /api/sub-department), with the department it belongs to. */
export interface SubDepartmentOption extends NamedOption {
  departmentId: number;
}

/** A sub function (GET /api/sub-function), with the function it belongs to. */
export interface SubFunctionOption extends NamedOption {
  functionId: number;
}

export interface CityOption {
  cityId: number;
  city: string;
  state: string | null;
  countryId: number | null;
  locations: { locationId: number; locationDisplay: string; address: string | null; pincode: string | null }[];
}

export interface LocationOption {
  id: number;
  locationDisplay: string;
  address: string | null;
  pincode: string | null;
  cityId: number;
}

export interface ReferralStatusOption {
  id: number;
  referralStatus: string;
  code: string;
  colour: string;
}

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
