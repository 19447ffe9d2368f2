import * as v from 'valibot';
import { id, optionalText, requiredText } from './fields';
import { ROLES, type Role } from './permissions';

// The Users page under set-up (admins only): people of the workspace, their role, whether they may
// sign in, and one-time sign-in links for people who sign in with a password.

/** How long a one-time sign-in link works after it is made. */
export const SIGN_IN_LINK_DAYS = 7;

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin',
  recruiter: 'Recruiter',
  hiring_manager: 'Hiring manager',
  employee: 'Employee',
};

export const USER_NAME_REQUIRED = 'Please enter the name.';
export const USER_EMAIL_REQUIRED = 'Please enter the e-mail address.';
export const USER_EMAIL_INVALID = 'Please enter a valid e-mail address.';
export const USER_ROLE_REQUIRED = 'Please choose a role.';
export const USER_ACTIVE_INVALID = 'Active must be true or false.';
export const USER_UPDATE_EMPTY = 'Send the new role, active, or both.';
export const USER_ID_INVALID = 'Please choose a user.';

const role = v.pipe(
  v.optional(v.unknown(), ''),
  v.check((value) => value !== '' && value !== null, USER_ROLE_REQUIRED),
  v.picklist(ROLES, USER_ROLE_REQUIRED),
);

/** POST /api/user-accounts: the person's name, e-mail (their sign-in name) and role. */
export const UserCreateSchema = v.object({
  name: requiredText('name', 100, USER_NAME_REQUIRED),
  lastName: v.optional(
    v.pipe(
      optionalText('The last name', 100),
      v.transform((value) => value ?? ''),
    ),
    '',
  ),
  email: v.pipe(requiredText('e-mail', 254, USER_EMAIL_REQUIRED), v.email(USER_EMAIL_INVALID), v.toLowerCase()),
  role,
});
export type UserCreateInput = v.InferInput<typeof UserCreateSchema>;
export type UserCreateFields = v.InferOutput<typeof UserCreateSchema>;

/** The Change role form: the role is required there. */
export const UserRoleSchema = v.object({ role });

/** PUT /api/user-accounts/{id}: a new role, active (may sign in) or both. */
export const UserUpdateSchema = v.pipe(
  v.object({
    role: v.optional(v.picklist(ROLES, USER_ROLE_REQUIRED)),
    active: v.optional(v.boolean(USER_ACTIVE_INVALID)),
  }),
  v.check((body) => body.role !== undefined || body.active !== undefined, USER_UPDATE_EMPTY),
);
export type UserUpdateFields = v.InferOutput<typeof UserUpdateSchema>;

/** A row of the Users page. */
export const UserAccountSchema = v.object({
  id: v.number(),
  name: v.string(),
  lastName: v.string(),
  email: v.string(),
  role: v.picklist(ROLES),
  active: v.boolean(),
  /** ISO time of the last sign-in with a password or a sign-in link; null when not known. */
  lastSignInAt: v.nullable(v.string()),
  /** Whether the person signs in with Microsoft (Entra ID) rather than only a password. */
  microsoft: v.boolean(),
  /** When the person's unused one-time sign-in link stops working; null when there is none. */
  linkExpiresAt: v.nullable(v.string()),
});
export type UserAccount = v.InferOutput<typeof UserAccountSchema>;

/**
 * A one-time sign-in link: shown once, to the admin who made it; only its hash is stored. `path`
 * is on this site (`/account/welcome?code=…`): the web app adds the address it is served from.
 */
export const SignInLinkSchema = v.object({ path: v.string(), expiresAt: v.string() });
export type SignInLink = v.InferOutput<typeof SignInLinkSchema>;

/** POST /api/user-accounts/sign-in-link: a new link for this user. */
export const SignInLinkRequestSchema = v.object({ userId: id(USER_ID_INVALID) });

/** What adding a user answers: the new row and the link to hand over. */
export const UserCreatedSchema = v.object({ user: UserAccountSchema, signInLink: SignInLinkSchema });
export type UserCreated = v.InferOutput<typeof UserCreatedSchema>;
