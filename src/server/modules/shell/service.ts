import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import { appLinks, companies, footers, publishPlatforms, users } from '../../db/schema';
import type { ListQuery } from '../../../shared/contract/list';
import { paginate } from '../../db/paging';
import { permissionsOf } from '../../../shared/contract/permissions';
import { notFound } from '../../http/errors';
import type { ServiceContext } from '../../http/context';
import { likePattern } from '../../db/search';

export const BUILD_VERSION = '1.0.23';
const builtInLogo = '/default-logo.svg';
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
  const row = await companyRow(ctx);
  return { companyName: row?.companyName ?? ctx.appKey, companyLogo: row?.companyLogo ?? null, companyFaviconIcon: row?.companyFaviconIcon ?? null };
}

export async function defaultImage(ctx: ServiceContext) {
  const row = await companyRow(ctx);
  return { logo: row?.defaultLogo ?? builtInLogo, favicon: row?.defaultFavicon ?? builtInFavicon };
}

export async function footer(ctx: ServiceContext) {
  const [row] = await ctx.db.select({ content: footers.content, version: footers.version }).from(footers).where(eq(footers.appId, ctx.appId));
  return { content: row?.content ?? '', version: row?.version ?? BUILD_VERSION };
}

export function listAppLinks(ctx: ServiceContext, query: ListQuery) {
  const where = eq(appLinks.appId, ctx.appId);
  return paginate(query, ctx.db.select({ value: count() }).from(appLinks).where(where), (offset, limit) =>
    ctx.db
      .select({ id: appLinks.id, appName: appLinks.appName, appIcon: appLinks.appIcon, appUrl: appLinks.appUrl, status: appLinks.status })
      .from(appLinks)
      .where(where)
      .orderBy(asc(appLinks.sortOrder), asc(appLinks.id))
      .limit(limit)
      .offset(offset),
  );
}

export function listPlatforms(ctx: ServiceContext, query: ListQuery) {
  const conditions: SQL[] = [eq(publishPlatforms.appId, ctx.appId)];
  if (query.search) conditions.push(ilike(publishPlatforms.name, likePattern(query.search)));
  const where = and(...conditions);
  return paginate(query, ctx.db.select({ value: count() }).from(publishPlatforms).where(where), (offset, limit) =>
    ctx.db
      .select({ id: publishPlatforms.id, name: publishPlatforms.name, status: publishPlatforms.status })
      .from(publishPlatforms)
      .where(where)
      .orderBy(asc(publishPlatforms.name))
      .limit(limit)
      .offset(offset),
  );
}

export function listUsers(ctx: ServiceContext, query: ListQuery & { role?: string }) {
  const conditions: (SQL | undefined)[] = [eq(users.appId, ctx.appId), eq(users.status, 1)];
  if (query.search) {
    const pattern = likePattern(query.search);
    conditions.push(or(ilike(users.name, pattern), ilike(users.lastName, pattern), ilike(users.email, pattern)));
  }
  if (query.role) conditions.push(eq(users.role, query.role as (typeof users.role.enumValues)[number]));
  const where = and(...conditions);
  return paginate(query, ctx.db.select({ value: count() }).from(users).where(where), (offset, limit) =>
    ctx.db
      .select({ id: users.id, name: users.name, lastName: users.lastName, email: users.email, role: users.role, userAvatar: users.avatarUrl })
      .from(users)
      .where(where)
      .orderBy(asc(users.name), asc(users.lastName), asc(users.id))
      .limit(limit)
      .offset(offset),
  );
}
