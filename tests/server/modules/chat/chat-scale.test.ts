import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Channel } from '../../../../src/shared/contract/chat';
import { createTestApp, type TestApp } from '../../../support/test-app';
import { recordingStatements, type Statement } from '../../../support/statement-log';
import { listChannels } from '../../../../src/server/modules/chat/channels';
import { contextOf, spyRealtime } from '../notifications/notifications-support';
import { createChatWorld, type ChatWorld } from './chat-fixture';

// An admin of 50,000 referral chats pages through them at any depth, and searches them, as fast
// as through a few; a participant's list of a few stays fast beside them. What makes it fast is
// checked in the statements a list sends (their time is the benches' to measure): a fixed number
// per page, a late page read from the other end (it skips as few rows as an early one), and a
// search that counts its matches only so far.

const CHANNELS = Number(process.env.CHAT_SCALE_CHANNELS) || 50_000;
let t: TestApp;
let w: ChatWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await createChatWorld(t, 'chat-scale');
  const appId = w.tenant.id;
  // One referral per channel, by the team's employee or employee2, a tenth with a message. The
  // rows are test data written in bulk: triggers (the job's application count) are skipped.
  await t.db.execute(sql`set session_replication_role = replica`);
  await t.db.execute(sql`
    insert into applications (app_id, job_id, first_name, last_name, applicant_email, referrer_id, created_at, updated_at, status_changed_at)
    select ${appId}, ${w.openJobId}, 'Candidate' || n, 'Scale', 'scale-' || n || '@example.test',
      case when n % 1000 = 0 then ${w.employee.id}::int else ${w.employee2.id}::int end,
      now() - (n || ' minutes')::interval, now(), now()
    from generate_series(1, ${CHANNELS}) n`);
  await t.db.execute(sql`
    insert into channels (app_id, channel_name, application_id, referrer_id, created_at, updated_at)
    select app_id, first_name || ' ' || last_name || ' – Referrer', id, referrer_id, created_at, created_at from applications where app_id = ${appId}`);
  await t.db.execute(sql`
    insert into messages (app_id, channel_id, sender_id, message, created_at, updated_at)
    select app_id, id, referrer_id, 'Any news?', created_at + interval '1 hour', created_at + interval '1 hour' from channels where app_id = ${appId} and id % 10 = 0`);
  await t.db.execute(sql`
    update channels c set last_message_at = m.created_at from messages m where m.channel_id = c.id and c.app_id = ${appId}`);
  await t.db.execute(sql`set session_replication_role = origin`);
  await t.db.execute(sql`analyze`);
}, 180_000);
afterAll(() => t.close());

async function read(path: string, as = w.admin) {
  const answer = await t.call('GET', path, { as });
  expect(answer.status).toBe(200);
  return answer.body as unknown as { data: Channel[]; meta: { total: number } };
}

/** The statements one page of the list sends, with the page query's offset. */
async function statementsOf(query: { page?: number; search?: string }, as = w.admin) {
  const recording = recordingStatements(t.db);
  const ctx = { ...contextOf(t, as, spyRealtime().realtime, new Date()), db: recording.db };
  await listChannels(ctx, { page: query.page ?? 1, limit: 30, search: query.search ?? '' });
  const pageQuery = recording.statements.find((statement) => statement.sql.startsWith('select "id" from "channels"'))!;
  return { count: recording.statements.length, offset: Number(parameter(pageQuery, 'offset') ?? 0), statements: recording.statements };
}

/** The value bound after `keyword` (`limit $3`), or undefined when the statement has none (drizzle leaves out `offset 0`). */
function parameter(statement: Statement, keyword: string) {
  const placeholder = new RegExp(`\\b${keyword} \\$(\\d+)`).exec(statement.sql);
  return placeholder ? statement.params[Number(placeholder[1]) - 1] : undefined;
}

describe(`an admin with ${CHANNELS.toLocaleString('en-US')} chats`, () => {
  it('reads the first, a middle and the last page in as many statements, skipping at most half the rows, newest activity first', async () => {
    const first = await read('/api/channels?limit=30');
    expect(first.meta.total).toBe(CHANNELS);
    expect(first.data[0].lastMessageAt).not.toBeNull();
    const last = await read(`/api/channels?limit=30&page=${Math.ceil(CHANNELS / 30)}`);
    expect(last.data.at(-1)?.lastMessageAt).toBeNull();
    const pages = await Promise.all([1, Math.ceil(CHANNELS / 60), Math.ceil(CHANNELS / 30)].map((page) => statementsOf({ page })));
    console.info(`channel list at ${CHANNELS}: ${pages.map((page) => `${page.count} statements, offset ${page.offset}`).join('; ')}`);
    for (const page of pages) {
      expect(page.count).toBe(pages[0].count);
      expect(page.offset).toBeLessThanOrEqual(CHANNELS / 2);
    }
  });

  it('searches channel names, counting the matches only up to the next thousand', async () => {
    const search = await read('/api/channels?limit=30&search=CANDIDATE4999');
    const matching = Array.from({ length: CHANNELS }, (_, i) => `Candidate${i + 1} Scale`).filter((name) =>
      name.startsWith('Candidate4999'),
    );
    expect(search.data.map((channel) => channel.candidateName).sort()).toEqual(matching.sort());
    const { statements } = await statementsOf({ search: 'candidate' });
    const counting = statements.filter((statement) => statement.sql.startsWith('select count('));
    expect(counting).toHaveLength(1);
    expect(parameter(counting[0], 'limit')).toBe(1001);
  });

  it("reads a participant's own list beside them in as many statements as the admin's", async () => {
    const own = await read('/api/channels?limit=30', w.employee);
    expect(own.meta.total).toBe(CHANNELS / 1000);
    expect((await statementsOf({}, w.employee)).count).toBe((await statementsOf({})).count);
  });
});
