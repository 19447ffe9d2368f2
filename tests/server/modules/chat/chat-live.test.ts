import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applicantStatuses, channels, jobPlatforms, publishPlatforms } from '../../../../src/server/db/schema';
import type { ChatMessage, MessagePage } from '../../../../src/shared/contract/chat';
import type { Notification } from '../../../../src/shared/contract/notifications';
import { NOTIFICATION_EVENT } from '../../../../src/shared/contract/hub-events';
import { createReferralSetup } from '../../../support/referral-factory';
import type { TestUser } from '../../../support/test-app';
import { liveChatTests, listen } from './chat-live-support';

// Issue 12 "Groups come from identity" and "Nothing lost across a reconnect", through the real
// server and the official @microsoft/signalr client: a message POSTed by one participant reaches
// the other participants' connections live, nobody else's; a client that was away fetches
// everything after the last id it saw.

const suite = liveChatTests('chat-live');
const { start, api, send, settle } = suite;

describe('live chat messages', () => {
  it("reach every participant's connection (the sender's too) and no one else's: not another employee, an admin outside the chat or another tenant", async () => {
    const w = await start();
    const chat = await w.referral({ referrer: w.employee, recruiters: [w.recruiter] });
    const people = [w.employee, w.recruiter, w.manager, w.employee2, w.recruiter2, w.admin, w.outsider];
    const clients = await Promise.all(people.map((who) => suite.server.connect(who)));
    const heard = clients.map(listen);

    const sent = await send(w.recruiter, chat.publicId, 'Your candidate cleared round one');
    await Promise.all(heard.slice(0, 3).map((ear) => ear.arrival(sent.id)));
    await settle(people.slice(3).map((who, i) => [who, clients[i + 3]]));

    expect(heard[0].received).toEqual([sent]);
    expect(heard.map((ear) => ear.ids())).toEqual([[sent.id], [sent.id], [sent.id], [], [], [], []]);
  });

  it('loses nothing across a reconnect: everything after the last id seen, once each, in order', async () => {
    const w = await start();
    const chat = await w.referral({ referrer: w.employee, recruiters: [w.recruiter] });
    const firstConnection = await suite.server.connect(w.employee);
    const first = listen(firstConnection);
    const sent: number[] = [];
    for (let i = 1; i <= 3; i++) {
      const message = await send(i === 2 ? w.employee : w.recruiter, chat.publicId, `Before ${i}`);
      sent.push(message.id);
      await first.arrival(message.id);
    }
    const lastSeen = first.ids().at(-1)!;
    expect(first.ids()).toEqual(sent);

    // The connection drops; the conversation goes on meanwhile.
    await firstConnection.stop();
    for (let i = 1; i <= 4; i++) sent.push((await send(i === 3 ? w.manager : w.recruiter, chat.publicId, `While away ${i}`)).id);

    // Back: a new connection (what automatic reconnect makes), then the catch-up, page by page.
    const second = listen(await suite.server.connect(w.employee));
    const live = await send(w.recruiter, chat.publicId, 'After the reconnect');
    sent.push(live.id);
    await second.arrival(live.id);
    const fetched: ChatMessage[] = [];
    let after = lastSeen;
    for (;;) {
      const page = await api(w.employee, 'GET', `/api/channels/${chat.publicId}/messages?after=${after}&limit=2`);
      const data = (page.body as unknown as MessagePage).data;
      fetched.push(...data);
      if (data.length < 2) break;
      after = data[data.length - 1].id;
    }
    const fetchedIds = fetched.map((message) => message.id);
    expect(fetchedIds).toEqual(sent.slice(3));
    const shown = [...new Set([...first.ids(), ...fetchedIds, ...second.ids()])].sort((a, b) => a - b);
    expect(shown).toEqual(sent);
    expect(first.ids()).toEqual(sent.slice(0, 3));
  });
});

describe('chat notifications', () => {
  it('tell the other participants who wrote where, with the start of the message and a link to the chat; never the sender', async () => {
    const w = await start();
    const chat = await w.referral({ referrer: w.employee, recruiters: [w.recruiter], firstName: 'Asha', lastName: 'Rao' });
    const people = [w.employee, w.manager, w.recruiter, w.employee2];
    const clients = await Promise.all(people.map((who) => suite.server.connect(who)));
    const notified = clients.map((client) => {
      const got: Notification[] = [];
      client.on(NOTIFICATION_EVENT, (notification: Notification) => got.push(notification));
      return got;
    });
    const arrivals = clients.slice(0, 2).map((client) => new Promise<void>((resolve) => client.on(NOTIFICATION_EVENT, () => resolve())));

    const long = `The panel liked them. ${'Details follow. '.repeat(20)}`;
    await send(w.recruiter, chat.publicId, long);
    await Promise.all(arrivals);
    await settle([
      [w.recruiter, clients[2]],
      [w.employee2, clients[3]],
    ]);
    expect(notified.map((got) => got.length)).toEqual([1, 1, 0, 0]);
    const [note] = notified[0];
    expect(note).toMatchObject({ kind: 'chat_message', link: `/referralChat/${chat.publicId}`, read: false });
    expect(note.title).toMatch(/^Test\d+ recruiter in Asha Rao – /);
    expect(note.body.length).toBeLessThanOrEqual(140);
    expect(long.startsWith(note.body.slice(0, -1))).toBe(true);
  });
});

describe('chat notifications wait to see who read it', () => {
  it('a burst makes one notification with the newest message, and someone who has the chat open (read it meanwhile) is not told', async () => {
    const w = await start();
    const chat = await w.referral({ referrer: w.employee, recruiters: [w.recruiter], firstName: 'Ravi', lastName: 'Menon' });
    const [viewer, away] = [await suite.server.connect(w.employee), await suite.server.connect(w.manager)];
    const [viewerNotes, awayNotes] = [viewer, away].map((client) => {
      const got: Notification[] = [];
      client.on(NOTIFICATION_EVENT, (notification: Notification) => got.push(notification));
      return got;
    });
    const awayNotified = new Promise<void>((resolve) => away.on(NOTIFICATION_EVENT, () => resolve()));

    const burst = [];
    for (const text of ['First thing.', 'Second thing.', 'Third and last.']) burst.push(await send(w.recruiter, chat.publicId, text));
    const read = await api(w.employee, 'POST', `/api/channels/${chat.publicId}/read`, { messageId: burst[2].id });
    expect(read.status).toBe(200);
    await awayNotified;
    await settle([
      [w.employee, viewer],
      [w.manager, away],
    ]);
    expect(viewerNotes).toEqual([]);
    expect(awayNotes).toHaveLength(1);
    expect(awayNotes[0]).toMatchObject({ kind: 'chat_message', body: 'Third and last.', link: `/referralChat/${chat.publicId}` });
  });
});

describe('who hears a chat follows who takes part in it', () => {
  it('recruiters reassigned on the applicant start (the new) and stop (the former) hearing it, on the connections they already have', async () => {
    const w = await start();
    const chat = await w.referral({ referrer: w.employee, recruiters: [w.recruiter] });
    const [former, incoming] = [await suite.server.connect(w.recruiter), await suite.server.connect(w.recruiter2)];
    const [formerEar, incomingEar] = [listen(former), listen(incoming)];

    const reassigned = await api(w.admin, 'PUT', `/api/application/${chat.applicationId}`, { recruitingManagerId: [w.recruiter2.id] });
    expect(reassigned.status, JSON.stringify(reassigned.body)).toBe(200);
    const sent = await send(w.employee, chat.publicId, 'Who is my contact now?');
    await incomingEar.arrival(sent.id);
    await settle([[w.recruiter, former]]);
    expect([formerEar.ids(), incomingEar.ids()]).toEqual([[], [sent.id]]);
    expect((await api(w.recruiter, 'POST', '/api/messages', { message: 'Still here?', channelId: chat.publicId })).status).toBe(404);
  });

  it('a new referral opens its channel, named candidate – referrer, and the referrer and hiring manager hear it at once', async () => {
    const w = await start();
    const appId = w.tenant.id;
    await createReferralSetup(suite.t.db, appId);
    const [platform] = await suite.t.db.insert(publishPlatforms).values({ appId, name: 'Careers' }).returning();
    await suite.t.db.insert(jobPlatforms).values({ appId, jobId: w.openJobId, platformId: platform.id });
    await suite.t.db.insert(applicantStatuses).values({ appId, name: 'Applied' });
    const [referrer, manager] = [await suite.server.connect(w.employee), await suite.server.connect(w.manager)];
    const [referrerEar, managerEar] = [listen(referrer), listen(manager)];

    const form = new FormData();
    const fields = {
      jobId: w.openJobId,
      firstName: 'Asha',
      lastName: 'Rao',
      applicantEmail: 'asha.rao@example.com',
      phoneNumber: '+91 98765 43210',
      experience: 3,
      consent: 'true',
    };
    for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
    form.append('file', new File([new TextEncoder().encode('%PDF-1.4\n%%EOF\n')], 'cv.pdf', { type: 'application/pdf' }));
    const referred = await fetch(`${suite.server.baseUrl}/api/refer?app=${w.tenant.key}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${w.employee.token}` },
      body: form,
    });
    expect(referred.status).toBe(201);
    const { applicantId } = ((await referred.json()) as { data: { applicantId: number } }).data;

    const [channel] = await suite.t.db.select().from(channels).where(eq(channels.applicationId, applicantId));
    expect(channel).toMatchObject({
      appId,
      referrerId: w.employee.id,
      channelName: `Asha Rao – ${await nameOf(w.employee)}`,
      lastMessageAt: null,
    });
    const sent = await send(w.manager, channel.publicId, 'Thanks for the referral!');
    await Promise.all([referrerEar.arrival(sent.id), managerEar.arrival(sent.id)]);
    expect(referrerEar.received).toEqual([sent]);
  });
});

async function nameOf(user: TestUser) {
  const answer = await api(user, 'GET', '/api/channels');
  return (answer.body.data as { referrerName: string }[])[0].referrerName;
}
