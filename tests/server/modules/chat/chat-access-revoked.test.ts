import { eq } from 'drizzle-orm';
import type { HubConnection } from '@microsoft/signalr';
import { describe, expect, it } from 'vitest';
import { departments, jobs, skills } from '../../../../src/server/db/schema';
import { ACCESS_CHANGED, ACCESS_ENDED, channelGroup } from '../../../../src/server/core/realtime';
import { CHAT_MESSAGE_EVENT } from '../../../../src/shared/contract/hub-events';
import type { TestUser } from '../../../support/test-app';
import { closed } from '../../realtime/hub-server';
import { RS, negotiatedToken, openSocket } from '../../realtime/raw-socket';
import type { ChatReferral } from './chat-fixture';
import { liveChatTests, listen } from './chat-live-support';

// Issue 32: whoever loses access to a chat, or to the workspace, stops hearing it on the
// connections they already have. Deactivation closes them for good (negotiate refuses a new one);
// a role change closes them with allowReconnect (the client comes back into what it may see now);
// a new hiring manager, a trashed referral or a group turning chat off changes who is in the
// channel's hub group on the spot.

const suite = liveChatTests('chat-revoked');
const { start, api, send, settle } = suite;

/** Each user's official client, connected. */
const connectEach = async (people: TestUser[]): Promise<[TestUser, HubConnection][]> =>
  Promise.all(people.map(async (who) => [who, await suite.server.connect(who)]));

/** A bare WebSocket of `user` past the handshake, to read the exact Close message the hub sends. */
async function rawConnection(user: TestUser) {
  const socket = openSocket(suite.server, `app=${user.appKey}&id=${await negotiatedToken(suite.server, user)}&access_token=${user.token}`);
  await socket.opened;
  socket.ws.send(`{"protocol":"json","version":1}${RS}`);
  await socket.records(1);
  return socket;
}

/** Whether a push to the chat's hub group reaches each client (the marker after it tells when it would have). */
async function hearsGroup(chat: ChatReferral, appId: number, pairs: [TestUser, HubConnection][]): Promise<boolean[]> {
  const heard = pairs.map(([, client]) => {
    const got: unknown[] = [];
    const handler = (payload: unknown) => got.push(payload);
    client.on(CHAT_MESSAGE_EVENT, handler);
    return { got, stop: () => client.off(CHAT_MESSAGE_EVENT, handler) };
  });
  await suite.server.hub.sendToGroup(channelGroup(appId, chat.channelId), CHAT_MESSAGE_EVENT, [{ probe: chat.channelId }]);
  await settle(pairs);
  for (const ear of heard) ear.stop();
  return heard.map((ear) => ear.got.length > 0);
}

describe('a deactivated user', () => {
  it('is cut off at once: their connections close (Close without allowReconnect), hear nothing posted afterwards, and negotiate refuses them', async () => {
    const w = await start();
    const chat = await w.referral({ referrer: w.employee, recruiters: [w.recruiter] });
    const [[, recruiter], [, referrer]] = await connectEach([w.recruiter, w.employee]);
    const [recruiterEar, referrerEar] = [listen(recruiter), listen(referrer)];
    const recruiterClosed = closed(recruiter);
    const raw = await rawConnection(w.recruiter);

    const deactivated = await api(w.admin, 'PUT', `/api/user-accounts/${w.recruiter.id}`, { active: false });
    expect(deactivated.status, JSON.stringify(deactivated.body)).toBe(200);
    const sent = [];
    for (let i = 1; i <= 4; i++) sent.push(await send(w.employee, chat.publicId, `After the deactivation ${i}`));
    await referrerEar.arrival(sent[3].id);

    expect(recruiterEar.ids()).toEqual([]);
    expect((await recruiterClosed)?.message).toContain(ACCESS_ENDED);
    expect(await raw.closed).toBe(1000);
    expect(raw.received.at(-1)).toBe(JSON.stringify({ type: 7, error: ACCESS_ENDED }));
    expect((await suite.server.negotiate(w.recruiter)).status).toBe(401);
  });
});

describe('a role change', () => {
  it("closes the user's connections with allowReconnect; the client comes back and hears the chats it takes part in", async () => {
    const w = await start();
    const chat = await w.referral({ referrer: w.employee, recruiters: [w.recruiter] });
    const client = await suite.server.connect(w.recruiter, { automaticReconnect: true });
    const back = new Promise<void>((resolve) => client.onreconnected(() => resolve()));
    const raw = await rawConnection(w.recruiter);

    const changed = await api(w.admin, 'PUT', `/api/user-accounts/${w.recruiter.id}`, { role: 'hiring_manager' });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(await raw.closed).toBe(1000);
    expect(raw.received.at(-1)).toBe(JSON.stringify({ type: 7, error: ACCESS_CHANGED, allowReconnect: true }));

    await back;
    const ear = listen(client);
    const sent = await send(w.employee, chat.publicId, 'Still assigned to you');
    await ear.arrival(sent.id);
    expect(ear.ids()).toEqual([sent.id]);
  });
});

describe("a job's hiring manager replaced", () => {
  it('stops the former one hearing its chats on the connection they have, and the new one starts', async () => {
    const w = await start();
    const chat = await w.referral({ referrer: w.employee, jobId: w.openJobId });
    const successor = await suite.t.factories.user(w.tenant, 'hiring_manager');
    const [former, incoming, referrer] = [
      await suite.server.connect(w.manager),
      await suite.server.connect(successor),
      await suite.server.connect(w.employee),
    ];
    const [formerEar, incomingEar, referrerEar] = [listen(former), listen(incoming), listen(referrer)];
    // An edit keeps department, skills and description filled; the fixture's job had none of the first two.
    const [department] = await suite.t.db.insert(departments).values({ appId: w.tenant.id, departmentName: 'Engineering' }).returning();
    const [skill] = await suite.t.db.insert(skills).values({ appId: w.tenant.id, name: 'TypeScript' }).returning();

    const edited = await api(w.admin, 'PUT', `/api/job/${w.openJobId}`, {
      hiringManagerId: successor.id,
      departmentId: department.id,
      skills: [skill.id],
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const sent = await send(w.employee, chat.publicId, 'Who reviews this one now?');
    await Promise.all([incomingEar.arrival(sent.id), referrerEar.arrival(sent.id)]);
    await settle([[w.manager, former]]);
    expect([formerEar.ids(), incomingEar.ids()]).toEqual([[], [sent.id]]);
  });
});

describe('a chat closed', () => {
  it("by trashing its referral reaches nobody's connection; restored, its participants hear it again", async () => {
    const w = await start();
    const chat = await w.referral({ referrer: w.employee, recruiters: [w.recruiter] });
    const pairs = await connectEach([w.employee, w.recruiter, w.manager]);
    expect(await hearsGroup(chat, w.tenant.id, pairs)).toEqual([true, true, true]);

    expect((await api(w.admin, 'POST', '/api/multiple-application-delete', { applicantId: [chat.applicationId] })).status).toBe(200);
    expect(await hearsGroup(chat, w.tenant.id, pairs)).toEqual([false, false, false]);
    expect((await api(w.admin, 'POST', '/api/application-trash/restore', { applicantId: [chat.applicationId] })).status).toBe(200);
    expect(await hearsGroup(chat, w.tenant.id, pairs)).toEqual([true, true, true]);
  });

  it("by its job's group turning referral chat off reaches nobody's connection; turned on again, it does", async () => {
    const w = await start();
    const chat = await w.referral({ referrer: w.employee, recruiters: [w.recruiter] });
    const pairs = await connectEach([w.employee, w.recruiter]);
    const [{ groupId }] = await suite.t.db.select({ groupId: jobs.groupId }).from(jobs).where(eq(jobs.id, w.openJobId));
    const group = (enableReferralChat: number) => ({
      groupName: 'Engineering panel',
      activeStatus: 1,
      enableReferralChat,
      members: [w.recruiter.id],
      groupDescription: '<p>Interview panel</p>',
    });

    expect((await api(w.admin, 'PUT', `/api/group/${groupId}`, group(0))).status).toBe(200);
    expect(await hearsGroup(chat, w.tenant.id, pairs)).toEqual([false, false]);
    expect((await api(w.admin, 'PUT', `/api/group/${groupId}`, group(1))).status).toBe(200);
    expect(await hearsGroup(chat, w.tenant.id, pairs)).toEqual([true, true]);
  });
});
