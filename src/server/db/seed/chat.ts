import { and, eq, isNull, or } from 'drizzle-orm';
import { channelMembers, channels, groups, jobs, messages } from '../schema';
import type { SeededApplication } from './applications';
import { insertIds, insertRows, type SeedContext } from './context';
import { CHAT_LINES } from './names';
import type { PeopleIds } from './people';
import { addDays, spreadTimes } from './random';

// Referral chat as the app keeps it: every referral has its channel (a new referral opens one in
// its own transaction), and the most recent live referrals on jobs whose group allows chat have a
// conversation between the referrer and the recruiter, which the participants have read up to
// some point (so the list shows unread counts).

interface Thread {
  referral: SeededApplication;
  /** Who writes: the referrer, then the recruiter (or the hiring manager when no recruiter is assigned). */
  voices: [number, number];
  /** Participants who only read. */
  readers: number[];
  lines: string[];
  times: Date[];
}

/** The jobs whose group allows referral chat (a job without a group has nothing turning it off). */
async function chatOpenJobs(ctx: SeedContext): Promise<Set<number>> {
  const rows = await ctx.db
    .select({ id: jobs.id })
    .from(jobs)
    .leftJoin(groups, eq(groups.id, jobs.groupId))
    .where(and(eq(jobs.appId, ctx.appId), or(isNull(jobs.groupId), eq(groups.enableReferralChat, 1))));
  return new Set(rows.map((row) => row.id));
}

function threadOf(ctx: SeedContext, referral: SeededApplication, referrerId: number): Thread {
  const { rng, now } = ctx;
  const answerer = referral.recruiterIds[0] ?? referral.job.hiringManagerId;
  const participants = [...new Set([referrerId, ...referral.recruiterIds, referral.job.hiringManagerId])];
  const lines = CHAT_LINES.slice(0, rng.int(3, CHAT_LINES.length)).map((line) =>
    line.replace('{candidate}', referral.name).replace('{job}', referral.job.template.title),
  );
  const start = addDays(referral.createdAt, 0.5);
  const end = new Date(Math.min(now.getTime() - 600_000, addDays(start, rng.int(2, 12)).getTime()));
  const times = spreadTimes(rng, start, end, lines.length);
  return {
    referral,
    voices: [referrerId, answerer],
    readers: participants.filter((id) => id !== referrerId && id !== answerer),
    lines,
    times,
  };
}

/**
 * Where each participant has read up to, as an index into the thread: the writer of the last
 * line has read it all; the other writer read up to their own last line or, now and then, all;
 * a reader who never writes has caught up on most chats and not on the rest.
 */
function readUpTo(ctx: SeedContext, thread: Thread, userId: number): number | null {
  const last = thread.lines.length - 1;
  const lastWriter = thread.voices[last % 2];
  if (userId === lastWriter) return last;
  const writerIndex = thread.voices.indexOf(userId);
  if (writerIndex >= 0) return ctx.rng.chance(0.5) ? last : last - 1;
  return ctx.rng.chance(0.7) ? last : null;
}

export async function seedChats(ctx: SeedContext, applications: SeededApplication[], people: PeopleIds, count: number): Promise<void> {
  const { db, appId, rng } = ctx;
  const referrals = applications.filter((a): a is SeededApplication & { referrerId: number } => a.referrerId !== null);
  const open = await chatOpenJobs(ctx);
  const threads = new Map(
    referrals
      .filter((a) => open.has(a.job.id) && a.referral !== 'duplicate' && a.referral !== 'rejected')
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .slice(0, count)
      .map((a) => [a.id, threadOf(ctx, a, a.referrerId)]),
  );
  const channelIds = await insertIds(
    db,
    channels,
    referrals.map((a) => {
      const times = threads.get(a.id)?.times;
      return {
        appId,
        publicId: rng.uuid(),
        channelName: `${a.name} – ${people.names.get(a.referrerId) ?? 'Referrer'}`,
        applicationId: a.id,
        referrerId: a.referrerId,
        lastMessageAt: times?.at(-1) ?? null,
        createdAt: a.createdAt,
        updatedAt: times?.at(-1) ?? a.createdAt,
      };
    }),
  );
  const channelOf = new Map(referrals.map((a, i) => [a.id, channelIds[i]]));
  const talks = [...threads.values()];
  const messageIds = await insertIds(
    db,
    messages,
    talks.flatMap((thread) =>
      thread.lines.map((message, index) => ({
        appId,
        channelId: channelOf.get(thread.referral.id) ?? 0,
        senderId: thread.voices[index % 2],
        message,
        sessionId: `seed-${thread.referral.id}-${index}`,
        createdAt: thread.times[index],
        updatedAt: thread.times[index],
      })),
    ),
  );
  let offset = 0;
  const members = talks.flatMap((thread) => {
    const ids = messageIds.slice(offset, (offset += thread.lines.length));
    return [...new Set([...thread.voices, ...thread.readers])].map((userId) => {
      const upTo = readUpTo(ctx, thread, userId);
      return {
        appId,
        channelId: channelOf.get(thread.referral.id) ?? 0,
        userId,
        lastReadMessageId: upTo === null ? null : ids[upTo],
        lastReadAt: upTo === null ? null : thread.times[upTo],
        createdAt: thread.times[0],
      };
    });
  });
  await insertRows(db, channelMembers, members);
}
