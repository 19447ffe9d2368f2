import * as v from 'valibot';
import { namedRecordEntries, userEntries } from './fields';
import { listResponseSchema } from './list';
import { NotificationSummarySchema } from './notifications';
import { PERMISSIONS, ROLES } from './permissions';

// What the shell endpoints answer (spec 000 §7 "Reference and shell").

/** GET /api/userinfo: the signed-in user; joiningDate falls back to the account's creation day. */
export const UserInfoSchema = v.object({
  id: v.number(),
  userName: v.string(),
  lastName: v.string(),
  userAvatar: v.nullable(v.string()),
  email: v.string(),
  joiningDate: v.string(),
  role: v.picklist(ROLES),
});
export type UserInfo = v.InferOutput<typeof UserInfoSchema>;

/** GET /api/v2/permissions. */
export const UserPermissionsSchema = v.object({ role: v.picklist(ROLES), permissions: v.array(v.picklist(PERMISSIONS)) });
export type UserPermissions = v.InferOutput<typeof UserPermissionsSchema>;

/**
 * GET /api/company/1: null images fall back to GET /api/default-image. `currency` (ISO 4217) is the
 * workspace's: every amount on its screens is shown in it.
 */
export const CompanySchema = v.object({
  companyName: v.string(),
  companyLogo: v.nullable(v.string()),
  companyFaviconIcon: v.nullable(v.string()),
  currency: v.string(),
});
export type Company = v.InferOutput<typeof CompanySchema>;

export const DefaultImageSchema = v.object({ logo: v.string(), favicon: v.string() });
export type DefaultImage = v.InferOutput<typeof DefaultImageSchema>;

export const FooterContentSchema = v.object({ content: v.string(), version: v.string() });
export type FooterContent = v.InferOutput<typeof FooterContentSchema>;

/** GET /api/app-manager rows: the 'All Apps' menu. */
export const AppLinkSchema = v.object({ id: v.number(), appName: v.string(), appIcon: v.string(), appUrl: v.string(), status: v.number() });
export type AppLink = v.InferOutput<typeof AppLinkSchema>;

/** GET /api/platform rows: where a job can be published. */
export const PlatformSchema = v.object({ ...namedRecordEntries, status: v.number() });
export type Platform = v.InferOutput<typeof PlatformSchema>;

/** GET /api/users rows. */
export const UserOptionSchema = v.object({
  ...userEntries,
  role: v.picklist(ROLES),
  userAvatar: v.nullable(v.string()),
});
export type UserOption = v.InferOutput<typeof UserOptionSchema>;

/**
 * GET /api/shell-start: what the app's shell shows at start, in one answer (issue 37). Each part is
 * what its own endpoint answers (`appManager` as GET /api/app-manager without parameters), so the web
 * client keeps each under that endpoint's key and asks the endpoint itself when it reads it again.
 */
export const ShellStartSchema = v.object({
  userInfo: UserInfoSchema,
  permissions: UserPermissionsSchema,
  company: CompanySchema,
  defaultImage: DefaultImageSchema,
  appManager: listResponseSchema(AppLinkSchema),
  footerContent: FooterContentSchema,
  notificationSummary: NotificationSummarySchema,
});
export type ShellStart = v.InferOutput<typeof ShellStartSchema>;

/** POST /api/session/renew: the password session's new bearer token and when it expires (ISO 8601). */
export const SessionRenewalSchema = v.object({ token: v.string(), expiresAt: v.string() });
export type SessionRenewal = v.InferOutput<typeof SessionRenewalSchema>;

/** GET /account/config: what the web client needs to sign in (SSO settings, the profile page); index.html carries it too. */
export const AccountConfigSchema = v.object({
  entra: v.nullable(v.object({ clientId: v.string(), authority: v.string(), scopes: v.array(v.string()) })),
  accountProfileUrl: v.string(),
  /** Origins besides Microsoft's the Teams SDK may accept as its host (a test host); empty in production. */
  teamsHostOrigins: v.array(v.string()),
});
export type AccountConfig = v.InferOutput<typeof AccountConfigSchema>;
