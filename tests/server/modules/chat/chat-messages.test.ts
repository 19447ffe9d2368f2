import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelMembers, channels, messages } from '../../../../src/server/db/schema';
import {
  CHAT_DISABLED,
  CHAT_READ_ONLY,
  MESSAGE_REQUIRED,
  MESSAGE_TOO_LONG,
  SENDER_NOT_CALLER,
  UNKNOWN_CHANNEL,
  type ChatMessage,
  type MessagePage,
} from '../../../../src/shared/contract/chat';
import { createTestApp, type TestApp, type TestUser } from '../../../support/test-app';
import { createChatWorld } from './chat-fixture';

// POST /api/messages and GET /api/channels/{id}/messages (referrals spec §7 "Chat": message,
// senderId, channelId, sessionId; issue 12: plain text, at most 4,000 characters, bad input a
// clear 4xx with nothing stored, messages read by id so a client resumes after the last it saw).

let t: TestApp;
let worlds = 0;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const world = () => createChatWorld(t, `chat-msg-${++worlds}`);

async function send(as: TestUser, channelId: string, message: string, extra: Record<string, unknown> = {}) {
  const answer = await t.call('POST', '/api/messages', { as, json: { message, channelId, senderId: as.id, ...extra } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data as ChatMessage;
}

async function page(as: TestUser, channelId: string, query = '') {
  const answer = await t.call('GET', `/api/channels/${channelId}/messages${query}`, { as });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as unknown as MessagePage;
}

const storedCount = async () => (await t.db.select({ total: count() }).from(messages))[0].total;

describe('sending a message', () => {
  it('stores it with the channel activity and the sender read marker, and answers 201 with the message', async () => {
    const w = await world();
    const chat = await w.referral({ referrer: w.employee, recruiters: [w.recruiter] });
    const sent = await send(w.employee, chat.publicId, 'Any update on the interview?', { sessionId: 'tab-1' });
    expect(sent).toEqual({
      id: expect.any(Number),
      channelId: chat.publicId,
      message: 'Any update on the interview?',
      senderId: w.employee.id,
      senderName: expect.stringContaining('employee'),
      sessionId: 'tab-1',
      createdAt: '2026-11-22T09:00:00.000Z',
      updated_at: '2026-11-22T09:00:00.000Z',
    });
    const [channel] = await t.db.select().from(channels).where(eq(channels.id, chat.channelId));
    expect(channel.lastMessageAt?.toISOString()).toBe('2026-11-22T09:00:00.000Z');
    const [member] = await t.db.select().from(channelMembers).where(eq(channelMembers.channelId, chat.channelId));
    expect(member).toMatchObject({ userId: w.employee.id, lastReadMessageId: sent.id });
    expect((await page(w.recruiter, chat.publicId)).data).toEqual([sent]);
  });

  it('takes multipart as well, without a senderId, and keeps the text as typed (no HTML is ever rendered from it)', async () => {
    const w = await world();
    const chat = await w.referral({ referrer: w.employee, recruiters: [w.recruiter] });
    const text = '<b>Bold?</b> <script>alert(1)</script> & "quotes"';
    const answer = await t.call('POST', '/api/messages', { as: w.recruiter, form: { message: text, channelId: chat.publicId } });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({ message: text, senderId: w.recruiter.id, sessionId: null });
    const exactly = 'x'.repeat(4000);
    expect((await send(w.manager, chat.publicId, exactly)).message).toBe(exactly);
  });

  it('refuses bad input with a clear 4xx and stores nothing', async () => {
    const w = await world();
    const mine = await w.referral({ referrer: w.employee, recruiters: [w.recruiter] });
    const theirs = await w.referral({ referrer: w.employee2 });
    const foreign = await createChatWorld(t, `chat-msg-foreign-${worlds}`);
    const outside = await foreign.referral({ referrer: foreign.employee });
    const before = await storedCount();
    const cases: [string, TestUser, Record<string, unknown>, number, string][] = [
      ['empty', w.employee, { message: '', channelId: mine.publicId }, 422, MESSAGE_REQUIRED],
      ['missing', w.employee, { channelId: mine.publicId }, 422, MESSAGE_REQUIRED],
      ['whitespace', w.employee, { message: ' \n\t ', channelId: mine.publicId }, 422, MESSAGE_REQUIRED],
      ['4,001 characters', w.employee, { message: 'x'.repeat(4001), channelId: mine.publicId }, 422, MESSAGE_TOO_LONG],
      ['not text', w.employee, { message: 42, channelId: mine.publicId }, 422, MESSAGE_REQUIRED],
      ['someone else as sender', w.employee, { message: 'Hi', channelId: mine.publicId, senderId: w.recruiter.id }, 422, SENDER_NOT_CALLER],
      ['malformed channel', w.employee, { message: 'Hi', channelId: 'general' }, 422, UNKNOWN_CHANNEL],
      ['no channel', w.employee, { message: 'Hi' }, 422, UNKNOWN_CHANNEL],
      ['unknown channel', w.employee, { message: 'Hi', channelId: '00000000-0000-4000-8000-000000000000' }, 404, UNKNOWN_CHANNEL],
      ["someone else's channel", w.employee, { message: 'Hi', channelId: theirs.publicId }, 404, UNKNOWN_CHANNEL],
      ["another tenant's channel", w.employee, { message: 'Hi', channelId: outside.publicId }, 404, UNKNOWN_CHANNEL],
      ["another tenant's admin", w.outsider, { message: 'Hi', channelId: mine.publicId }, 404, UNKNOWN_CHANNEL],
      ['an admin who is not in the chat', w.admin, { message: 'Hi', channelId: mine.publicId }, 403, CHAT_READ_ONLY],
    ];
    for (const [name, as, json, status, message] of cases) {
      const answer = await t.call('POST', '/api/messages', { as, json });
      expect([answer.status, answer.body.message], name).toEqual([status, message]);
    }
    expect(await storedCount()).toBe(before);
    expect((await t.db.select().from(channelMembers).where(eq(channelMembers.channelId, mine.channelId))).length).toBe(0);
  });

  it("refuses a chat whose job's group turned chat off: 404 to its participants, 403 to an admin who takes part", async () => {
    const w = await world();
    const closed = await w.referral({ referrer: w.employee, jobId: w.closedJobId, recruiters: [w.recruiter, w.admin] });
    const before = await storedCount();
    expect((await t.call('POST', '/api/messages', { as: w.recruiter, json: { message: 'Hi', channelId: closed.publicId } })).status).toBe(
      404,
    );
    const admin = await t.call('POST', '/api/messages', { as: w.admin, json: { message: 'Hi', channelId: closed.publicId } });
    expect([admin.status, admin.body.message]).toEqual([403, CHAT_DISABLED]);
    expect(await storedCount()).toBe(before);
    expect((await page(w.admin, closed.publicId)).data).toEqual([]);
    expect((await t.call('GET', `/api/channels/${closed.publicId}/messages`, { as: w.employee })).status).toBe(404);
  });

  it('lets an admin who is a participant (assigned as recruiter) write', async () => {
    const w = await world();
    const chat = await w.referral({ referrer: w.employee, recruiters: [w.admin] });
    expect((await send(w.admin, chat.publicId, 'Taking this one')).senderId).toBe(w.admin.id);
    expect((await t.call('GET', `/api/channels/${chat.publicId}`, { as: w.admin })).body.data).toMatchObject({ canSend: true });
  });
});

describe('messages sent at once', () => {
  it('a reader resuming after the last id it saw, while others send, misses none (ids commit in order)', async () => {
    const w = await world();
    const chat = await w.referral({ referrer: w.employee, recruiters: [w.recruiter] });
    const senders = [w.employee, w.recruiter];
    const sending = Promise.all(Array.from({ length: 24 }, (_, i) => send(senders[i % 2], chat.publicId, `burst ${i}`)));
    let done = false;
    void sending.finally(() => (done = true));
    // Polls with after=<last seen> while the sends commit, as a reconnecting client does, then once
    // more. Each poll lets the event loop turn, as a request over the network does: in process an
    // embedded-database answer is only promise callbacks, and a loop of them alone would never
    // let the sends' bodies be read.
    const seen: number[] = [];
    for (let polls = 0, last = 0; ; polls++) {
      expect(polls, 'the sends ended').toBeLessThan(500);
      const finished = done;
      const found = (await page(w.recruiter, chat.publicId, `?after=${last}&limit=100`)).data;
      seen.push(...found.map((message) => message.id));
      last = seen.at(-1) ?? last;
      if (finished) break;
      await new Promise((resolve) => setImmediate(resolve));
    }
    const sent = (await sending).map((message) => message.id).sort((a, b) => a - b);
    expect(seen).toEqual(sent);
  });
});

describe('reading messages', () => {
  it('gives the newest page oldest first, older pages with before, everything after an id with after', async () => {
    const w = await world();
    const chat = await w.referral({ referrer: w.employee, recruiters: [w.recruiter] });
    const ids: number[] = [];
    for (let i = 1; i <= 7; i++) ids.push((await send(i % 2 ? w.employee : w.recruiter, chat.publicId, `Message ${i}`)).id);
    const idsOf = (result: MessagePage) => result.data.map((message) => message.id);

    const newest = await page(w.employee, chat.publicId, '?limit=3');
    expect([idsOf(newest), newest.hasOlder]).toEqual([ids.slice(4), true]);
    const older = await page(w.employee, chat.publicId, `?limit=3&before=${ids[4]}`);
    expect([idsOf(older), older.hasOlder]).toEqual([ids.slice(1, 4), true]);
    const oldest = await page(w.employee, chat.publicId, `?limit=3&before=${ids[1]}`);
    expect([idsOf(oldest), oldest.hasOlder]).toEqual([[ids[0]], false]);

    const after = await page(w.recruiter, chat.publicId, `?after=${ids[2]}&limit=2`);
    expect([idsOf(after), after.hasOlder]).toEqual([ids.slice(3, 5), true]);
    expect(idsOf(await page(w.recruiter, chat.publicId, `?after=${ids[6]}`))).toEqual([]);
    expect(idsOf(await page(w.recruiter, chat.publicId, '?after=0'))).toEqual(ids);
    expect((await page(w.admin, chat.publicId)).data.map((message) => message.message)).toEqual(
      [1, 2, 3, 4, 5, 6, 7].map((i) => `Message ${i}`),
    );
  });

  it('refuses a bad page with 422 naming the field', async () => {
    const w = await world();
    const chat = await w.referral({ referrer: w.employee });
    for (const query of ['?limit=0', '?limit=201', '?after=-1', '?before=abc', '?after=1.5']) {
      const answer = await t.call('GET', `/api/channels/${chat.publicId}/messages${query}`, { as: w.employee });
      expect(answer.status, query).toBe(422);
    }
  });
});
