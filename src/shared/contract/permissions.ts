// Permission strings and the one role → permission table. The server enforces these on every
// route; GET /api/v2/permissions returns the signed-in user's list; the web hides what is not allowed.

export const ROLES = ['admin', 'recruiter', 'hiring_manager', 'employee'] as const;
export type Role = (typeof ROLES)[number];

export const PERMISSIONS = [
  'dashboard:read',
  'jobs:read',
  'jobs:write',
  'applications:read',
  'applications:write',
  /** The trash (restore) and duplicate records (dismiss, merge): admins only. */
  'applications:manage',
  'referrals:read',
  'referrals:write',
  'referrals:refer',
  'referral-config:read',
  'referral-config:write',
  'setup:read',
  'setup:write',
  'settings:write',
  'chat:use',
  'users:read',
  /** The Users page under set-up (add people, roles, active, sign-in links): admins only. */
  'users:write',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const staffReadOnly: Permission[] = [
  'dashboard:read',
  'jobs:read',
  'applications:read',
  'referrals:read',
  'referral-config:read',
  'setup:read',
  'chat:use',
  'users:read',
  'referrals:refer',
];

export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  admin: PERMISSIONS,
  recruiter: [...staffReadOnly, 'jobs:write', 'applications:write', 'referrals:write', 'referral-config:write', 'setup:write'],
  hiring_manager: [...staffReadOnly, 'applications:write'],
  employee: ['dashboard:read', 'referrals:refer', 'chat:use'],
};

export function permissionsOf(role: Role): readonly Permission[] {
  return ROLE_PERMISSIONS[role];
}
