import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Channel } from '../../src/shared/contract/chat';
import { createTestApp, type TestApp } from '../support/test-app';
import { fastestOf } from '../support/timing';
import { createChatWorld, type ChatWorld } from './chat-fixture';

// An admin of 50,000 referral chats pages through them at any depth, and searches them, as fast
// as through a few; a participant's list of a few stays fast beside them.

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

async function timed(path: string, as = w.admin) {
  let body: { data: Channel[]; meta: { total: number } } | undefined;
  const fastest = await fastestOf(3, async () => {
    const answer = await t.call('GET', path, { as });
    expect(answer.status).toBe(200);
    body = answer.body as unknown as typeof body;
  });
  return { fastest, body: body! };
}

describe(`an admin with ${CHANNELS.toLocaleString('en-US')} chats`, () => {
  it('reads the first, a middle and the last page fast, newest activity first', async () => {
    const first = await timed('/api/channels?limit=30');
    expect(first.body.meta.total).toBe(CHANNELS);
    expect(first.body.data[0].lastMessageAt).not.toBeNull();
    const middle = await timed(`/api/channels?limit=30&page=${Math.ceil(CHANNELS / 60)}`);
    const last = await timed(`/api/channels?limit=30&page=${Math.ceil(CHANNELS / 30)}`);
    expect(last.body.data.at(-1)?.lastMessageAt).toBeNull();
    console.info(`channel list at ${CHANNELS}: first ${first.fastest.toFixed(0)} ms, middle ${middle.fastest.toFixed(0)} ms, last ${last.fastest.toFixed(0)} ms`);
    for (const page of [first, middle, last]) expect(page.fastest).toBeLessThan(400);
  });

  it('searches channel names fast', async () => {
    const search = await timed('/api/channels?limit=30&search=CANDIDATE4999');
    const matching = Array.from({ length: CHANNELS }, (_, i) => `Candidate${i + 1} Scale`).filter((name) => name.startsWith('Candidate4999'));
    expect(search.body.data.map((channel) => channel.candidateName).sort()).toEqual(matching.sort());
    console.info(`channel search at ${CHANNELS}: ${search.fastest.toFixed(0)} ms`);
    expect(search.fastest).toBeLessThan(400);
  });

  it("keeps a participant's own list fast beside them", async () => {
    const own = await timed('/api/channels?limit=30', w.employee);
    expect(own.body.meta.total).toBe(CHANNELS / 1000);
    console.info(`a participant's list at ${CHANNELS}: ${own.fastest.toFixed(0)} ms`);
    expect(own.fastest).toBeLessThan(250);
  });
});
