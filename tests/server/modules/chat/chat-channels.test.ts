import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, channelMembers, channels, notifications } from '../../../../src/server/db/schema';
import { backgroundTasks } from '../../../../src/server/http/background';
import { UNKNOWN_CHANNEL, type Channel } from '../../../../src/shared/contract/chat';
import { createTestApp, type TestApp, type TestUser } from '../../../support/test-app';
import { createChatWorld } from './chat-fixture';

// GET /api/channels and /api/channels/{id}: who sees which referral chats, in which order, found
// how, with unread counts (referrals spec §2 /referralChat, §7 "Chat"; issue 12 "Referral chat").

let t: TestApp;
let worlds = 0;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const world = () => createChatWorld(t, `chat-list-${++worlds}`);

async function list(as: TestUser, query = '') {
  const answer = await t.call('GET', `/api/channels${query}`, { as });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as unknown as { data: Channel[]; meta: { total: number; last_page: number; from: number | null } };
}

const names = async (as: TestUser, query = '') => (await list(as, query)).data.map((channel) => channel.channelName);

async function send(as: TestUser, channelId: string, message: string) {
  const answer = await t.call('POST', '/api/messages', { as, json: { message, channelId, senderId: as.id } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return (answer.body.data as { id: number }).id;
}

describe('who sees a referral chat', () => {
  it('the referrer, the assigned recruiters and the hiring manager see it; other staff and employees do not; an admin sees every one, read-only', async () => {
    const w = await world();
    const asha = await w.referral({ referrer: w.employee, recruiters: [w.recruiter], firstName: 'Asha', lastName: 'Rao' });
    await w.referral({ referrer: w.employee2, firstName: 'Vikram', lastName: 'Seth' });

    const own = await list(w.employee);
    expect(own.data).toEqual([
      {
        id: asha.publicId,
        channelName: expect.stringMatching(/^Asha Rao – /),
        applicationId: asha.applicationId,
        candidateName: 'Asha Rao',
        jobTitle: 'Backend Engineer',
        referrerId: w.employee.id,
        referrerName: expect.stringContaining('employee'),
        lastMessage: null,
        lastMessageAt: null,
        unread: 0,
        canSend: true,
      },
    ]);
    expect(await names(w.recruiter)).toEqual([own.data[0].channelName]);
    expect(await names(w.recruiter2)).toEqual([]);
    expect((await names(w.manager)).sort()).toEqual([expect.stringMatching(/^Asha Rao/), expect.stringMatching(/^Vikram Seth/)]);
    const admin = await list(w.admin);
    expect(admin.data.map((channel) => [channel.candidateName, channel.canSend]).sort()).toEqual([
      ['Asha Rao', false],
      ['Vikram Seth', false],
    ]);
    expect(await names(w.outsider)).toEqual([]);
  });

  it('a job whose group turned referral chat off hides its chats from everyone but admins, who may still read', async () => {
    const w = await world();
    const closed = await w.referral({ referrer: w.employee, jobId: w.closedJobId, recruiters: [w.recruiter], firstName: 'Closed' });
    for (const who of [w.employee, w.recruiter, w.manager]) {
      expect(await names(who)).toEqual([]);
      expect((await t.call('GET', `/api/channels/${closed.publicId}`, { as: who })).status).toBe(404);
    }
    const read = await t.call('GET', `/api/channels/${closed.publicId}`, { as: w.admin });
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ id: closed.publicId, canSend: false });
  });

  it('a trashed referral hides its chat from everyone, admins too', async () => {
    const w = await world();
    const trashed = await w.referral({ referrer: w.employee, recruiters: [w.recruiter] });
    await t.db.update(applications).set({ deletedAt: new Date() }).where(eq(applications.id, trashed.applicationId));
    for (const who of [w.employee, w.recruiter, w.manager, w.admin]) {
      expect(await names(who)).toEqual([]);
      expect((await t.call('GET', `/api/channels/${trashed.publicId}`, { as: who })).body).toEqual({ message: UNKNOWN_CHANNEL });
    }
  });

  it("answers 404 'Unknown channel.' for an unknown, malformed, another tenant's or someone else's channel", async () => {
    const w = await world();
    const theirs = await w.referral({ referrer: w.employee2 });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-channel', String(theirs.channelId), '%20']) {
      const answer = await t.call('GET', `/api/channels/${id}`, { as: w.employee });
      expect([answer.status, answer.body.message], id).toEqual([404, UNKNOWN_CHANNEL]);
    }
    expect((await t.call('GET', `/api/channels/${theirs.publicId}`, { as: w.employee })).status).toBe(404);
    expect((await t.call('GET', `/api/channels/${theirs.publicId}`, { as: w.outsider })).status).toBe(404);
    expect((await t.call('GET', `/api/channels/${theirs.publicId}/messages`, { as: w.outsider })).status).toBe(404);
  });

  it('needs a token, and a token of this app', async () => {
    const w = await world();
    expect((await t.call('GET', '/api/channels', { appKey: w.tenant.key })).status).toBe(401);
    expect((await t.call('GET', '/api/channels', { as: w.outsider, appKey: w.tenant.key })).status).toBe(403);
  });
});

describe('the channel list', () => {
  it('puts the newest activity first and chats without messages last, newest first', async () => {
    const w = await world();
    const first = await w.referral({ referrer: w.employee, firstName: 'First' });
    const second = await w.referral({ referrer: w.employee, firstName: 'Second' });
    const quiet = await w.referral({ referrer: w.employee, firstName: 'Quiet' });
    const third = await w.referral({ referrer: w.employee, firstName: 'Third' });
    t.setNow(new Date('2026-11-22T09:10:00Z'));
    await send(w.employee, first.publicId, 'Any news?');
    t.setNow(new Date('2026-11-22T09:20:00Z'));
    await send(w.employee, second.publicId, 'Interview went well?');
    t.setNow(new Date('2026-11-22T09:00:00Z'));
    const order = (await list(w.employee)).data.map((channel) => channel.id);
    expect(order).toEqual([second.publicId, first.publicId, third.publicId, quiet.publicId]);
  });

  it('searches the channel name case-insensitively, taking % and _ literally', async () => {
    const w = await world();
    await w.referral({ referrer: w.employee, firstName: 'Priya', lastName: 'Natarajan' });
    await w.referral({ referrer: w.employee, firstName: 'Rahul', lastName: 'Mehta' });
    expect(await names(w.employee, '?search=NATARAJ')).toEqual([expect.stringMatching(/^Priya Natarajan – /)]);
    expect(await names(w.employee, '?search=%25')).toEqual([]);
    expect(await names(w.admin, '?search=mehta')).toEqual([expect.stringMatching(/^Rahul Mehta/)]);
  });

  it('narrows to one referrer (referedById) or to the chat of one referral (applicationId)', async () => {
    const w = await world();
    const mine = await w.referral({ referrer: w.employee, firstName: 'Mine' });
    await w.referral({ referrer: w.employee2, firstName: 'Theirs' });
    expect((await list(w.admin, `?referedById=${w.employee.id}`)).data.map((channel) => channel.id)).toEqual([mine.publicId]);
    expect((await list(w.admin, `?applicationId=${mine.applicationId}`)).data.map((channel) => channel.id)).toEqual([mine.publicId]);
    expect((await list(w.employee2, `?applicationId=${mine.applicationId}`)).data).toEqual([]);
    const bad = await t.call('GET', '/api/channels?referedById=abc&limit=500', { as: w.admin });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors as object).sort()).toEqual(['limit', 'referedById']);
  });

  it('pages with the list meta, the same rows forwards and from the far end', async () => {
    const w = await world();
    for (let i = 0; i < 7; i++) await w.referral({ referrer: w.employee, firstName: `Candidate${i}` });
    const all = (await list(w.employee, '?limit=100')).data.map((channel) => channel.id);
    const pages = [];
    for (let page = 1; page <= 3; page++) {
      const answer = await list(w.employee, `?limit=3&page=${page}`);
      expect(answer.meta).toMatchObject({ total: 7, last_page: 3, from: (page - 1) * 3 + 1 });
      pages.push(...answer.data.map((channel) => channel.id));
    }
    expect(pages).toEqual(all);
  });

  it('counts unread messages from others after the read marker, which only moves forward', async () => {
    const w = await world();
    const chat = await w.referral({ referrer: w.employee, recruiters: [w.recruiter] });
    const unread = async (who: TestUser) => (await list(who)).data[0].unread;
    const [a] = [await send(w.recruiter, chat.publicId, 'Hello')];
    const b = await send(w.recruiter, chat.publicId, 'We scheduled the interview');
    await send(w.employee, chat.publicId, 'Thanks!');
    // The sender's own messages never count, and sending marks everything before as read.
    expect([await unread(w.employee), await unread(w.recruiter)]).toEqual([0, 1]);
    const c = await send(w.recruiter, chat.publicId, 'Friday 10am');
    expect(await unread(w.employee)).toBe(1);
    expect(await unread(w.manager)).toBe(4);

    const read = await t.call('POST', `/api/channels/${chat.publicId}/read`, { as: w.manager, json: { messageId: b } });
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ id: chat.publicId, unread: 2 });
    // A late, older marker does not move it back.
    await t.call('POST', `/api/channels/${chat.publicId}/read`, { as: w.manager, json: { messageId: a } });
    expect(await unread(w.manager)).toBe(2);
    const [member] = await t.db.select().from(channelMembers).where(eq(channelMembers.userId, w.manager.id));
    expect(member.lastReadMessageId).toBe(b);
    await t.call('POST', `/api/channels/${chat.publicId}/read`, { as: w.manager, form: { messageId: c } });
    expect(await unread(w.manager)).toBe(0);
  });

  it("refuses to mark read a message of another channel or none, and someone else's channel", async () => {
    const w = await world();
    const mine = await w.referral({ referrer: w.employee, recruiters: [w.recruiter] });
    const other = await w.referral({ referrer: w.employee2, recruiters: [w.recruiter] });
    const elsewhere = await send(w.recruiter, other.publicId, 'Elsewhere');
    const members = async () => (await t.db.select().from(channelMembers)).length;
    const before = await members();
    const cases: [TestUser, string, unknown, number][] = [
      [w.employee, mine.publicId, { messageId: elsewhere }, 404],
      [w.employee, mine.publicId, { messageId: 999_999 }, 404],
      [w.employee, mine.publicId, { messageId: 'x' }, 422],
      [w.employee, mine.publicId, {}, 422],
      [w.employee, other.publicId, { messageId: elsewhere }, 404],
      [w.outsider, other.publicId, { messageId: elsewhere }, 404],
    ];
    for (const [as, id, json, status] of cases) {
      const answer = await t.call('POST', `/api/channels/${id}/read`, { as, json });
      expect(answer.status, JSON.stringify(json)).toBe(status);
    }
    expect(await members()).toBe(before);
    expect((await t.db.select().from(channels).where(eq(channels.id, mine.channelId)))[0].lastMessageAt).toBeNull();
  });
});

describe('the bell and the chat list agree on unread chats', () => {
  /** Runs the chat notices now (each waits a little after its message). */
  const notices = async () => {
    await backgroundTasks.settle();
    await backgroundTasks.settle();
  };
  const bell = async (who: TestUser) =>
    ((await t.call('GET', '/api/notifications/summary', { as: who })).body.data as { unread: number }).unread;
  const unreadChats = async (who: TestUser) => (await list(who, '?limit=100')).data.filter((channel) => channel.unread > 0).length;
  const counts = async (who: TestUser) => ({ bell: await bell(who), chats: await unreadChats(who) });
  const chatNotices = async (who: TestUser) =>
    (
      (await t.call('GET', '/api/notifications?unread=1&limit=50', { as: who })).body.data as { id: number; kind: string; link: string }[]
    ).filter((n) => n.kind === 'chat_message');

  it('after four chats are pinged, reading one chat, reading one notice, a chat without a notice and Mark all as read, both say the same', async () => {
    const w = await world();
    // The admin takes part in three of the chats (assigned as recruiter) and only reads the fourth.
    const chats = [];
    for (const [i, firstName] of ['Asha', 'Bala', 'Chitra', 'Dev'].entries()) {
      chats.push(await w.referral({ referrer: w.employee, recruiters: i < 3 ? [w.recruiter, w.admin] : [w.recruiter], firstName }));
    }
    for (const chat of chats) await send(w.manager, chat.publicId, `Interview booked for ${chat.publicId}`);
    await notices();
    expect(await counts(w.recruiter)).toEqual({ bell: 4, chats: 4 });
    expect(await counts(w.admin)).toEqual({ bell: 3, chats: 3 });

    // Reading a chat reads its notice.
    const [first] = (await list(w.recruiter, `?applicationId=${chats[0].applicationId}`)).data;
    const lastId = (await t.call('GET', `/api/channels/${first.id}/messages`, { as: w.recruiter })).body.data as { id: number }[];
    expect(
      (await t.call('POST', `/api/channels/${first.id}/read`, { as: w.recruiter, json: { messageId: lastId.at(-1)!.id } })).status,
    ).toBe(200);
    expect(await counts(w.recruiter)).toEqual({ bell: 3, chats: 3 });
    expect(await chatNotices(w.recruiter)).toHaveLength(3);

    // Reading a chat's notice (the bell) reads the chat.
    const [notice] = await chatNotices(w.recruiter);
    expect((await t.call('POST', '/api/notifications/read', { as: w.recruiter, json: { ids: [notice.id] } })).status).toBe(200);
    expect(await counts(w.recruiter)).toEqual({ bell: 2, chats: 2 });

    // A chat whose notice never came (the notice failed, or the message is older than notices) still counts.
    await t.db.delete(notifications).where(eq(notifications.userId, w.recruiter.id));
    expect(await counts(w.recruiter)).toEqual({ bell: 2, chats: 2 });

    expect((await t.call('POST', '/api/notifications/read', { as: w.recruiter, json: { all: true } })).status).toBe(200);
    expect(await counts(w.recruiter)).toEqual({ bell: 0, chats: 0 });
    expect(await counts(w.employee)).toEqual({ bell: 4, chats: 4 });
  });
});
