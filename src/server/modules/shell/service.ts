import { and, asc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { appLinks, apps, companies, footers, publishPlatforms, users } from '../../db/schema';
import { listQuerySchema, type ListQuery } from '../../../shared/contract/list';
import type { ShellStart } from '../../../shared/contract/shell';
import { permissionsOf } from '../../../shared/contract/permissions';
import type { UserListQuery } from '../../../shared/contract/users';
import { listColumns } from '../../db/paging';
import { notFound } from '../../core/errors';
import type { ServiceContext } from '../../core/context';
import { BUILD_VERSION } from '../../core/build-version';
import { notificationSummary } from '../notification-inbox/service';

/** The product's logo, shown where a workspace has set none (a path under the web root). */
export const BUILT_IN_LOGO = '/default-logo.svg';
const builtInFavicon = '/favicon.svg';

export async function userInfo(ctx: ServiceContext) {
  const [user] = await ctx.db
    .select({
      id: users.id,
      userName: users.name,
      lastName: users.lastName,
      userAvatar: users.avatarUrl,
      email: users.email,
      joiningDate: users.joiningDate,
      createdAt: users.createdAt,
      role: users.role,
    })
    .from(users)
    .where(and(eq(users.appId, ctx.appId), eq(users.id, ctx.user.id)));
  if (!user) throw notFound('User');
  // "Member since" falls back to when the account was created for users without a joining date.
  const { createdAt, ...rest } = user;
  return { ...rest, joiningDate: user.joiningDate ?? createdAt.toISOString().slice(0, 10) };
}

export function permissions(ctx: ServiceContext) {
  return { role: ctx.user.role, permissions: [...permissionsOf(ctx.user.role)] };
}

async function companyRow(ctx: ServiceContext) {
  const [row] = await ctx.db.select().from(companies).where(eq(companies.appId, ctx.appId));
  return row;
}

export async function company(ctx: ServiceContext) {
  const [row] = await ctx.db
    .select({
      companyName: companies.companyName,
      companyLogo: companies.companyLogo,
      companyFaviconIcon: companies.companyFaviconIcon,
      currency: apps.currency,
    })
    .from(apps)
    .leftJoin(companies, eq(companies.appId, apps.id))
    .where(eq(apps.id, ctx.appId));
  // The request's sign-in found the app, so the row is there; a workspace without a company row shows its key.
  if (!row) throw notFound('Company');
  return {
    companyName: row.companyName ?? ctx.appKey,
    companyLogo: row.companyLogo,
    companyFaviconIcon: row.companyFaviconIcon,
    currency: row.currency,
  };
}

export async function defaultImage(ctx: ServiceContext) {
  const row = await companyRow(ctx);
  return { logo: row?.defaultLogo ?? BUILT_IN_LOGO, favicon: row?.defaultFavicon ?? builtInFavicon };
}

export async function footer(ctx: ServiceContext) {
  const [row] = await ctx.db
    .select({ content: footers.content, version: footers.version })
    .from(footers)
    .where(eq(footers.appId, ctx.appId));
  return { content: row?.content ?? '', version: row?.version ?? BUILD_VERSION };
}

/** The app launcher's links, in their set order; the list is not searched. */
export function listAppLinks(ctx: ServiceContext, query: ListQuery) {
  const source = { table: appLinks, where: eq(appLinks.appId, ctx.appId), order: [asc(appLinks.sortOrder), asc(appLinks.id)] };
  return listColumns(ctx.db, query, source, {
    id: appLinks.id,
    appName: appLinks.appName,
    appIcon: appLinks.appIcon,
    appUrl: appLinks.appUrl,
    status: appLinks.status,
  });
}

/** What GET /api/app-manager answers without parameters: the All Apps menu reads it so. */
const appMenuQuery = v.parse(listQuerySchema(), {});

/**
 * Everything the shell shows at start (GET /api/shell-start), each part as its own endpoint answers
 * it: one request instead of seven. The reads do not depend on each other, so they go together.
 */
export async function shellStart(ctx: ServiceContext): Promise<ShellStart> {
  const [user, workspaceCompany, images, appManager, footerContent, unread] = await Promise.all([
    userInfo(ctx),
    company(ctx),
    defaultImage(ctx),
    listAppLinks(ctx, appMenuQuery),
    footer(ctx),
    notificationSummary(ctx),
  ]);
  return {
    userInfo: user,
    permissions: permissions(ctx),
    company: workspaceCompany,
    defaultImage: images,
    appManager,
    footerContent,
    notificationSummary: unread,
  };
}

export function listPlatforms(ctx: ServiceContext, query: ListQuery) {
  const source = {
    table: publishPlatforms,
    where: eq(publishPlatforms.appId, ctx.appId),
    search: [publishPlatforms.name],
    order: [asc(publishPlatforms.name)],
  };
  return listColumns(ctx.db, query, source, { id: publishPlatforms.id, name: publishPlatforms.name, status: publishPlatforms.status });
}

/** Active users, searched by name or e-mail, optionally of one role. */
export function listUsers(ctx: ServiceContext, query: UserListQuery) {
  const source = {
    table: users,
    where: and(eq(users.appId, ctx.appId), eq(users.status, 1), query.role ? eq(users.role, query.role) : undefined),
    search: [users.name, users.lastName, users.email],
    order: [asc(users.name), asc(users.lastName), asc(users.id)],
  };
  return listColumns(ctx.db, query, source, {
    id: users.id,
    name: users.name,
    lastName: users.lastName,
    email: users.email,
    role: users.role,
    userAvatar: users.avatarUrl,
  });
}
