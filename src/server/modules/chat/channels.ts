import { and, asc, desc, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { applications, channels } from '../../db/schema';
import type { Db } from '../../db/client';
import { countRows, pageByIds } from '../../db/id-paging';
import { preparedOnce } from '../../db/paging';
import { likePattern } from '../../db/search';
import { HttpError } from '../../core/errors';
import type { ServiceContext } from '../../core/context';
import type { ListResponse } from '../../../shared/contract/list';
import { channelIdSchema, UNKNOWN_CHANNEL, type Channel, type ChannelListQuery } from '../../../shared/contract/chat';
import { chatOpen, participatingApplications, visibleChannels } from './access';
import { channelRows } from './channel-rows';

export const unknownChannel = () => new HttpError(404, UNKNOWN_CHANNEL);

/**
 * GET /api/channels: newest activity first (channels without messages last, newest first among
 * them). Paged through ids like the other big lists: an admin of 50,000 channels has a page read
 * from one table and a late page read from the other end.
 */
export async function listChannels(ctx: ServiceContext, query: ChannelListQuery): Promise<ListResponse<Channel>> {
  const where = and(
    visibleChannels(ctx),
    query.search ? sql`lower(${channels.channelName}) like lower(${likePattern(query.search)})` : undefined,
    query.referedById === undefined ? undefined : eq(channels.referrerId, query.referedById),
    query.applicationId === undefined ? undefined : eq(channels.applicationId, query.applicationId),
  );
  const { ids, meta } = await pageByIds({
    query,
    select: () => ctx.db.select({ id: channels.id }).from(channels).where(where),
    order: (reversed) =>
      reversed
        ? [sql`${channels.lastMessageAt} asc nulls first`, asc(channels.id)]
        : [sql`${channels.lastMessageAt} desc nulls last`, desc(channels.id)],
    total: (upTo) => countRows(ctx.db, channels, where, upTo),
  });
  return { data: await channelRows(ctx, ids), meta };
}

/** A channel as the chat rules see it: what the caller may do in it. */
export interface ChannelAccess {
  id: number;
  publicId: string;
  channelName: string;
  applicationId: number | null;
  /** The caller is its referrer, one of its recruiters or the job's hiring manager. */
  participant: boolean;
  /** Live and not turned off by the job's group. */
  open: boolean;
}

/** A prepared statement's placeholders for who asks: `appId`, `userId`. */
export const callerPlaceholders = { appId: sql.placeholder('appId'), userId: sql.placeholder('userId') };

/**
 * The channel with the public id `publicId` (a placeholder) in the caller's app, with what the
 * caller may do in it (at most one row); prepared, as its plan costs several times its run. The
 * send statement starts from it (send.ts).
 */
export function channelAccessQuery(db: Db) {
  const { appId, userId } = callerPlaceholders;
  return db
    .select({
      id: channels.id,
      publicId: channels.publicId,
      channelName: channels.channelName,
      applicationId: channels.applicationId,
      participant: sql<boolean>`coalesce(${channels.applicationId} in ${participatingApplications(appId, userId)}, false)`.as(
        'participant',
      ),
      trashed: sql<boolean>`coalesce(${applications.deletedAt} is not null, false)`.as('trashed'),
      open: sql<boolean>`${chatOpen(channels.applicationId)}`.as('open'),
    })
    .from(channels)
    .leftJoin(applications, and(eq(applications.id, channels.applicationId), eq(applications.appId, appId)))
    .where(and(eq(channels.appId, appId), eq(channels.publicId, sql.placeholder('publicId'))));
}

/** The values of `channelAccessQuery`'s placeholders. */
export function channelAccessValues(ctx: Pick<ServiceContext, 'appId' | 'user'>, rawId: string | undefined) {
  return { appId: ctx.appId, userId: ctx.user.id, publicId: channelPublicId(rawId) };
}

/** A row of `channelAccessQuery`, as the chat rules read it. */
type ChannelAccessRow = Omit<ChannelAccess, 'participant' | 'open'> & {
  participant: boolean | null;
  trashed: boolean | null;
  open: boolean | null;
};

/**
 * What the caller may do in the channel of `row`, or 404 'Unknown channel.': an unknown id, another
 * app's, a trashed referral's, one the caller is not part of, and (for all but admins) one whose
 * job's group turned chat off all look the same.
 */
export function channelAccess(ctx: Pick<ServiceContext, 'user'>, row: ChannelAccessRow | undefined): ChannelAccess {
  if (!row || row.trashed) throw unknownChannel();
  const access: ChannelAccess = {
    id: row.id,
    publicId: row.publicId,
    channelName: row.channelName,
    applicationId: row.applicationId,
    participant: Boolean(row.participant),
    open: Boolean(row.open),
  };
  if (ctx.user.role !== 'admin' && !(access.participant && access.open)) throw unknownChannel();
  return access;
}

/** The channel's public id as a request names it, or 404 'Unknown channel.' when it cannot be one. */
function channelPublicId(rawId: string | undefined): string {
  const parsed = v.safeParse(channelIdSchema, rawId);
  if (!parsed.success) throw unknownChannel();
  return parsed.output;
}

/** The channel named by its public id if the caller may read it (see `channelAccess`). */
export async function findChannel(ctx: Pick<ServiceContext, 'db' | 'appId' | 'user'>, rawId: string | undefined): Promise<ChannelAccess> {
  const values = channelAccessValues(ctx, rawId);
  const [row] = await preparedOnce(ctx.db, 'find_channel', (db, name) => channelAccessQuery(db).prepare(name)).execute(values);
  return channelAccess(ctx, row);
}

/** The channel's row for the list shape, once `findChannel` let the caller in. */
export async function channelRow(ctx: ServiceContext, access: ChannelAccess): Promise<Channel> {
  const [row] = await channelRows(ctx, [access.id]);
  return row;
}
