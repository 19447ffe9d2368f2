import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { groupMembers, groups, jobs, users } from '../../db/schema';
import type { ListQuery, ListResponse } from '../../../shared/contract/list';
import { GROUP_UNKNOWN_MEMBER, type Group, type GroupFields, type GroupRow } from '../../../shared/contract/group';
import { listColumns } from '../../db/paging';
import { valueTaken } from '../../db/value-taken';
import { conflict, invalid, notFound } from '../../core/errors';
import type { ServiceContext } from '../../core/context';
import { refreshChatAudience } from '../chat/service';

type Tx = Parameters<Parameters<ServiceContext['db']['transaction']>[0]>[0];

const membersCount = sql<number>`(select count(*)::int from ${groupMembers} where ${groupMembers.groupId} = ${groups.id})`;

export function listGroups(ctx: ServiceContext, query: ListQuery): Promise<ListResponse<GroupRow>> {
  const source = { table: groups, where: eq(groups.appId, ctx.appId), search: [groups.groupName], order: [asc(groups.id)] };
  return listColumns(ctx.db, query, source, {
    id: groups.id,
    groupName: groups.groupName,
    activeStatus: groups.activeStatus,
    enableReferralChat: groups.enableReferralChat,
    membersCount,
  });
}

export async function getGroup(ctx: ServiceContext, id: number): Promise<Group> {
  const [row] = await ctx.db
    .select({
      id: groups.id,
      groupName: groups.groupName,
      groupDescription: groups.groupDescription,
      activeStatus: groups.activeStatus,
      enableReferralChat: groups.enableReferralChat,
    })
    .from(groups)
    .where(and(eq(groups.appId, ctx.appId), eq(groups.id, id)));
  if (!row) throw notFound('Group');
  const members = await ctx.db
    .select({ id: users.id, name: users.name, lastName: users.lastName, email: users.email })
    .from(groupMembers)
    .innerJoin(users, and(eq(users.id, groupMembers.userId), eq(users.appId, ctx.appId)))
    .where(and(eq(groupMembers.appId, ctx.appId), eq(groupMembers.groupId, id)))
    .orderBy(asc(users.name), asc(users.lastName), asc(users.id));
  return { ...row, members };
}

async function assertNameFree(ctx: ServiceContext, name: string, exceptId?: number) {
  if (await valueTaken(ctx.db, groups, groups.groupName, { appId: ctx.appId, value: name, exceptId }))
    throw conflict(`A group named '${name}' already exists.`);
}

/** The database does not tie members to the group's app, so every id is checked here. */
async function assertMembers(ctx: ServiceContext, ids: number[]) {
  const found = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.appId, ctx.appId), inArray(users.id, ids)));
  if (found.length !== ids.length) throw invalid({ members: [GROUP_UNKNOWN_MEMBER] });
}

async function replaceMembers(ctx: ServiceContext, tx: Tx, groupId: number, members: number[]) {
  await tx.delete(groupMembers).where(and(eq(groupMembers.appId, ctx.appId), eq(groupMembers.groupId, groupId)));
  await tx.insert(groupMembers).values(members.map((userId) => ({ appId: ctx.appId, groupId, userId })));
}

/** The description arrives sanitised (the route's parse step). */
export async function createGroup(ctx: ServiceContext, input: GroupFields): Promise<Group> {
  const { groupDescription } = input;
  await assertNameFree(ctx, input.groupName);
  await assertMembers(ctx, input.members);
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(groups)
      .values({
        appId: ctx.appId,
        groupName: input.groupName,
        groupDescription,
        activeStatus: input.activeStatus,
        enableReferralChat: input.enableReferralChat,
      })
      .returning({ id: groups.id });
    await replaceMembers(ctx, tx, row.id, input.members);
    return row.id;
  });
  return getGroup(ctx, id);
}

/** Turning referral chat off or on closes or opens its jobs' chats: once committed, who hears them follows. */
export async function updateGroup(ctx: ServiceContext, id: number, input: GroupFields): Promise<Group> {
  const before = await getGroup(ctx, id);
  const { groupDescription } = input;
  await assertNameFree(ctx, input.groupName, id);
  await assertMembers(ctx, input.members);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(groups)
      .set({
        groupName: input.groupName,
        groupDescription,
        activeStatus: input.activeStatus,
        enableReferralChat: input.enableReferralChat,
        updatedAt: ctx.now,
      })
      .where(and(eq(groups.appId, ctx.appId), eq(groups.id, id)));
    await replaceMembers(ctx, tx, id, input.members);
  });
  if (before.enableReferralChat !== input.enableReferralChat) await refreshChatAudience(ctx, { groupId: id });
  return getGroup(ctx, id);
}

/** Jobs keep their group (restrict), so a group in use stays until those jobs move. */
export async function deleteGroup(ctx: ServiceContext, id: number): Promise<void> {
  const group = await getGroup(ctx, id);
  const [{ value: used }] = await ctx.db
    .select({ value: count() })
    .from(jobs)
    .where(and(eq(jobs.appId, ctx.appId), eq(jobs.groupId, id)));
  if (used > 0) {
    throw conflict(
      `'${group.groupName}' is used by ${used} job${used === 1 ? '' : 's'}. Mark it InActive instead, or change those jobs first.`,
    );
  }
  await ctx.db.delete(groups).where(and(eq(groups.appId, ctx.appId), eq(groups.id, id)));
}

/** What the resource routes call for list, one, create, update and delete. */
export const groupOperations = { list: listGroups, one: getGroup, create: createGroup, update: updateGroup, remove: deleteGroup };
