import { and, asc, eq, gt, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { signInLinks, users } from '../../db/schema';
import type { Db } from '../../db/client';
import { listPage } from '../../db/paging';
import { conflict, notFound } from '../../core/errors';
import type { ServiceContext } from '../../core/context';
import type { ListQuery } from '../../../shared/contract/list';
import type { Role } from '../../../shared/contract/permissions';
import type { SignInLink, UserAccount, UserCreateFields, UserCreated, UserUpdateFields } from '../../../shared/contract/users-manage';
import { resetChatAccess } from '../chat/service';
import { dropUnusedLinks, makeSignInLink } from './sign-in-links';

export { findSignInLink, redeemSignInLink } from './sign-in-links';

const scoped = (ctx: ServiceContext, id: number) => and(eq(users.appId, ctx.appId), eq(users.id, id));

/**
 * The rows of the Users page. A join (not a correlated subquery: drizzle leaves the columns of a
 * one-table select unqualified) brings each person's latest unused link still in force.
 */
function selectAccounts<E extends Record<string, SQL>>(db: Db, ctx: ServiceContext, extra: E) {
  const pending = db
    .select({
      userId: signInLinks.userId,
      expiresAt: sql<Date>`max(${signInLinks.expiresAt})`.mapWith(signInLinks.expiresAt).as('link_expires_at'),
    })
    .from(signInLinks)
    .where(and(eq(signInLinks.appId, ctx.appId), isNull(signInLinks.usedAt), gt(signInLinks.expiresAt, ctx.now)))
    .groupBy(signInLinks.userId)
    .as('pending_links');
  const fields = {
    id: users.id,
    name: users.name,
    lastName: users.lastName,
    email: users.email,
    role: users.role,
    status: users.status,
    lastSignInAt: users.lastSignInAt,
    externalId: users.externalId,
    linkExpiresAt: pending.expiresAt,
  };
  return db
    .select({ ...fields, ...extra })
    .from(users)
    .leftJoin(pending, eq(pending.userId, users.id));
}

interface Row {
  id: number;
  name: string;
  lastName: string;
  email: string;
  role: Role;
  status: number;
  lastSignInAt: Date | null;
  externalId: string | null;
  linkExpiresAt: Date | null;
}

const toAccount = ({ status, externalId, lastSignInAt, linkExpiresAt, ...row }: Row): UserAccount => ({
  ...row,
  active: status === 1,
  lastSignInAt: lastSignInAt?.toISOString() ?? null,
  microsoft: externalId !== null,
  linkExpiresAt: linkExpiresAt?.toISOString() ?? null,
});

/** Everyone of the workspace, active or not, searched by name or e-mail, in name order. */
export async function listAccounts(ctx: ServiceContext, query: ListQuery) {
  const source = {
    table: users,
    where: eq(users.appId, ctx.appId),
    search: [users.name, users.lastName, users.email],
    order: [asc(users.name), asc(users.lastName), asc(users.id)],
  };
  const page = await listPage(ctx.db, query, source, ({ where, orderBy, limit, offset, total }) =>
    selectAccounts(ctx.db, ctx, { total })
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset),
  );
  return { data: page.data.map(toAccount), meta: page.meta };
}

async function readAccount(db: Db, ctx: ServiceContext, id: number): Promise<UserAccount> {
  const [row] = await selectAccounts(db, ctx, {}).where(scoped(ctx, id));
  if (!row) throw notFound('User');
  return toAccount(row);
}

export const getAccount = (ctx: ServiceContext, id: number) => readAccount(ctx.db, ctx, id);

/** Adds a person who signs in with a password: the answer carries the one-time link to hand over. */
export function createAccount(ctx: ServiceContext, input: UserCreateFields): Promise<UserCreated> {
  return ctx.db.transaction(async (db) => {
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.appId, ctx.appId), sql`lower(${users.email}) = ${input.email}`))
      .limit(1);
    if (taken) throw conflict(`Someone with the e-mail ${input.email} is already a user of this workspace.`, 'email');
    const [created] = await db
      .insert(users)
      .values({
        appId: ctx.appId,
        name: input.name,
        lastName: input.lastName,
        email: input.email,
        role: input.role,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })
      .returning({ id: users.id });
    const signInLink = await makeSignInLink(db, { appId: ctx.appId, userId: created.id, createdById: ctx.user.id, now: ctx.now });
    return { user: await readAccount(db, ctx, created.id), signInLink };
  });
}

/**
 * A new role, active, or both. The workspace always keeps an active admin, and an admin cannot
 * take away their own access: either is a 409 and nothing changes. Once committed, the person's
 * live connections are reset to what they may hear now (closed for good when deactivated).
 */
export async function updateAccount(ctx: ServiceContext, id: number, input: UserUpdateFields): Promise<UserAccount> {
  const { before, after } = await saveAccount(ctx, id, input);
  if (before.role !== after.role || before.active !== after.active) await resetChatAccess(ctx, id, after.active);
  return after;
}

function saveAccount(ctx: ServiceContext, id: number, input: UserUpdateFields): Promise<{ before: UserAccount; after: UserAccount }> {
  return ctx.db.transaction(async (db) => {
    const current = await readAccount(db, ctx, id);
    const role = input.role ?? current.role;
    const active = input.active ?? current.active;
    const leavesAdmins = current.role === 'admin' && current.active && (role !== 'admin' || !active);
    const field = role !== current.role ? 'role' : 'active';
    if (leavesAdmins && !(await hasOtherActiveAdmin(db, ctx, id))) {
      throw conflict(`${displayName(current)} is the last active admin of this workspace. Make someone else an admin first.`, field);
    }
    if (id === ctx.user.id && role !== 'admin')
      throw conflict('You cannot remove your own admin role. Another admin can change it.', 'role');
    if (id === ctx.user.id && !active) throw conflict('You cannot deactivate your own account. Another admin can do it.', 'active');
    await db
      .update(users)
      .set({ role, status: active ? 1 : 0, updatedAt: ctx.now })
      .where(scoped(ctx, id));
    // A deactivated person's pending link must not sign them in once they are active again.
    if (!active) await dropUnusedLinks(db, ctx.appId, id);
    return { before: current, after: await readAccount(db, ctx, id) };
  });
}

/**
 * Locks the workspace's other active admins, so that two admins demoting each other at once
 * cannot both pass this check and leave none.
 */
async function hasOtherActiveAdmin(db: Db, ctx: ServiceContext, id: number): Promise<boolean> {
  const others = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.appId, ctx.appId), eq(users.role, 'admin'), eq(users.status, 1), ne(users.id, id)))
    .for('update');
  return others.length > 0;
}

/** A new one-time link for an active user; the earlier unused one stops working. */
export function createAccountLink(ctx: ServiceContext, id: number): Promise<SignInLink> {
  return ctx.db.transaction(async (db) => {
    const current = await readAccount(db, ctx, id);
    if (!current.active) throw conflict(`${displayName(current)} is deactivated. Activate them before making a sign-in link.`);
    return makeSignInLink(db, { appId: ctx.appId, userId: id, createdById: ctx.user.id, now: ctx.now });
  });
}

const displayName = (user: Pick<UserAccount, 'name' | 'lastName'>) => [user.name, user.lastName].filter(Boolean).join(' ');

/** The list's "Last sign-in": the account site records each password sign-in. */
export function recordSignIn(db: Db, userId: number, now: Date) {
  return db.update(users).set({ lastSignInAt: now }).where(eq(users.id, userId));
}
