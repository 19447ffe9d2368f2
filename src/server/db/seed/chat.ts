import { channelMembers, channels, messages } from '../schema';
import type { SeededApplication } from './applications';
import { insertIds, insertRows, type SeedContext } from './context';
import { CHAT_LINES } from './names';
import type { PeopleIds } from './people';
import { addDays, spreadTimes } from './random';

/** Referral chats between the referrer and the recruiter, on the most recent live referrals first. */
export async function seedChats(
  ctx: SeedContext,
  applications: SeededApplication[],
  people: PeopleIds,
  count: number,
): Promise<void> {
  const { db, appId, rng, now } = ctx;
  const candidates = applications
    .filter((a) => a.referrerId !== null && a.referral !== 'duplicate' && a.referral !== 'rejected')
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .slice(0, count);
  const threads = candidates.map((a) => {
    const referrerId = a.referrerId ?? 0;
    const recruiterId = a.recruiterIds[0];
    const lines = CHAT_LINES.slice(0, rng.int(3, CHAT_LINES.length)).map((line) =>
      line.replace('{candidate}', a.name).replace('{job}', a.job.template.title),
    );
    const start = addDays(a.createdAt, 0.5);
    const end = new Date(Math.min(now.getTime() - 600_000, addDays(start, rng.int(2, 12)).getTime()));
    const times = spreadTimes(rng, start, end, lines.length);
    return { a, referrerId, recruiterId, lines, times };
  });
  const channelIds = await insertIds(
    db,
    channels,
    threads.map((t) => ({
      appId,
      publicId: rng.uuid(),
      channelName: `${t.a.name} – ${people.names.get(t.referrerId) ?? 'Referrer'}`,
      applicationId: t.a.id,
      referrerId: t.referrerId,
      lastMessageAt: t.times[t.times.length - 1],
      createdAt: t.times[0],
      updatedAt: t.times[t.times.length - 1],
    })),
  );
  await insertRows(
    db,
    channelMembers,
    threads.flatMap((t, i) =>
      [...new Set([t.referrerId, t.recruiterId])].map((userId) => ({
        appId,
        channelId: channelIds[i],
        userId,
        lastReadAt: t.times[t.times.length - 1],
        createdAt: t.times[0],
      })),
    ),
  );
  await insertRows(
    db,
    messages,
    threads.flatMap((t, i) =>
      t.lines.map((message, index) => ({
        appId,
        channelId: channelIds[i],
        senderId: index % 2 === 0 ? t.referrerId : t.recruiterId,
        message,
        sessionId: `seed-${channelIds[i]}-${index}`,
        createdAt: t.times[index],
        updatedAt: t.times[index],
      })),
    ),
  );
}
