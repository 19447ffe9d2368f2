import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { and, eq, isNull } from 'drizzle-orm';
import { notifications } from '../../../../../src/server/db/schema';
import { markNotificationsRead } from '../../../../../src/server/modules/notification-inbox/service';
import { notifyUsers, type NewNotification } from '../../../../../src/server/modules/notifications/service';
import type { Realtime } from '../../../../../src/server/core/realtime';
import { MAX_TOASTS, NOTIFICATIONS_PER_MINUTE } from '../../../../../src/shared/contract/notifications';
import { CHAT_MESSAGE_EVENT } from '../../../../../src/shared/contract/hub-events';
import { MAX_VISIBLE_NOTIFICATIONS } from '../../../../../src/web/lib/notify';
import { NO_NOTIFICATIONS, NOTIFICATIONS_LOAD_FAILED } from '../../../../../src/web/app/shell/notifications/notification-list';
import { memoryHub } from '../../../../support/memory-hub';
import { createTestApp, type TestApp, type TestUser } from '../../../../support/test-app';
import { createTeam, type Team } from '../../../../support/team';
import { failRequests, useInProcessApi } from '../../../../support/web-api';
import { contextOf } from '../../../../server/modules/notifications/notifications-support';
import { createChatWorld } from '../../../../server/modules/chat/chat-fixture';
import { renderApp } from '../../render-app';

// The top bar's notifications (issue 12) against the real in-process API: rows are made by the
// server's own notifyUsers, and what it pushes to the signed-in user reaches the page through the
// tests' memory hub, exactly as the hub would deliver it.

let t: TestApp;
let team: Team;
const slow = { timeout: 10_000 };

beforeAll(async () => {
  t = await createTestApp();
  team = await createTeam(t, 'web-notifications');
});
afterAll(() => t.close());

const originalMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

/** Each test reads as a fresh employee, so the per-minute limit and the counts are its own. */
const newEmployee = () => t.factories.user(team.tenant, 'employee');

/** The server's pushes to `viewer` go to the page (through the memory hub); others' are dropped. */
function pushesTo(viewer: TestUser): Realtime {
  return {
    async sendToUser(appId, userId, target, args) {
      if (appId === viewer.appId && userId === viewer.id && memoryHub.connected) memoryHub.push(target, ...args);
    },
    async sendToGroup() {},
    async addUserToGroup() {},
    async removeUserFromGroup() {},
    async resetUser() {},
  };
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

/** The recruiter tells `user` something (the actor is never told about their own action). */
function notify(user: TestUser, notification: NewNotification, at = new Date()) {
  return notifyUsers(contextOf(t, team.recruiter, pushesTo(user), at), [user.id], notification);
}

const stored = (user: TestUser) => t.db.select().from(notifications).where(eq(notifications.userId, user.id)).orderBy(notifications.id);
const unreadStored = async (user: TestUser) =>
  (
    await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), isNull(notifications.readAt)))
  ).length;

const bell = (name: string | RegExp) => screen.findByRole('button', { name }, slow);
const location = () => screen.getByTestId('location').textContent;
/** The titles of the toasts on screen (a title's text without its 'Open' action). */
const toastTitles = () =>
  [...document.querySelectorAll('.fui-ToastTitle')].map((title) => {
    const action = title.querySelector('.fui-ToastTitle__action')?.textContent ?? '';
    return (title.textContent ?? '').slice(0, (title.textContent ?? '').length - action.length);
  });

async function openList(user = userEvent.setup()) {
  await user.click(await bell(/^Notifications/));
  return screen.findByRole('list', { name: 'Notification list' }, slow);
}

const HOME = '/my-referrals';

describe('the bell', () => {
  it('counts the stored unread ones (there after a reload) and lists them newest first, unread marked', async () => {
    const user = await newEmployee();
    await notify(
      user,
      { kind: 'referral_status', title: 'Your referral Asha Verma moved to Interview – Scheduled', link: '/my-referrals' },
      minutesAgo(30),
    );
    await notify(user, { kind: 'assigned', title: 'Read already', body: 'Older news' }, minutesAgo(20));
    await notify(user, { kind: 'export_done', title: 'Your export of 12 rows is ready', body: 'applications.csv' }, minutesAgo(5));
    const [, read] = await stored(user);
    await markNotificationsRead(contextOf(t, user, pushesTo(user), new Date()), { ids: [read.id] });

    useInProcessApi(t, user);
    renderApp(HOME);
    const button = await bell('Notifications, 2 unread');
    expect(within(button.parentElement!).getByText('2')).toBeInTheDocument();
    const list = await openList();
    const items = within(list).getAllByRole('button');
    expect(items.map((item) => item.textContent)).toEqual([
      'Unread: Your export of 12 rows is readyapplications.csv5 minutes ago',
      'Read alreadyOlder news20 minutes ago',
      'Unread: Your referral Asha Verma moved to Interview – Scheduled30 minutes ago',
    ]);
    expect(items[0].querySelector('time')).toHaveAttribute('dateTime', expect.stringMatching(/^\d{4}-\d\d-\d\dT/));
  });

  it("says 'No notifications yet' with none, and the bell names no count", async () => {
    const user = await newEmployee();
    useInProcessApi(t, user);
    renderApp(HOME);
    await userEvent.setup().click(await bell('Notifications'));
    expect(await screen.findByText(NO_NOTIFICATIONS, {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('caps the badge at 99+ while the name gives the exact count', async () => {
    const user = await newEmployee();
    // Stored as the server would after a busy week (the per-minute limit is about pushes, not rows).
    await t.db.insert(notifications).values(
      Array.from({ length: 120 }, (_, n) => ({
        appId: user.appId,
        userId: user.id,
        kind: 'assigned',
        title: `Applicant ${n}`,
        createdAt: minutesAgo(200 - n),
      })),
    );
    useInProcessApi(t, user);
    renderApp(HOME);
    const button = await bell('Notifications, 120 unread');
    expect(within(button.parentElement!).getByText('99+')).toBeInTheDocument();
  });

  it("shows a folded one as 'N more notifications'", async () => {
    const user = await newEmployee();
    const at = minutesAgo(5).getTime();
    for (let n = 1; n <= NOTIFICATIONS_PER_MINUTE + 3; n += 1)
      await notify(user, { kind: 'referral_status', title: `Update ${n}`, link: '/my-referrals' }, new Date(at + n * 1000));
    useInProcessApi(t, user);
    renderApp(HOME);
    const list = await openList();
    // Nine pushed alone, the tenth push is the fold standing for the four over the limit.
    const folded = within(list).getAllByRole('button', { name: /more notifications/ });
    expect(folded).toHaveLength(1);
    expect(folded[0]).toHaveTextContent(/^Unread: 4 more notifications.*5 minutes ago$/);
  });

  it('says when the list cannot be loaded, and Retry loads it', async () => {
    const user = await newEmployee();
    await notify(user, { kind: 'assigned', title: 'Applicant Ravi Kumar assigned to you' });
    useInProcessApi(t, user);
    renderApp(HOME);
    let failing = true;
    failRequests((method, path) => failing && method === 'GET' && path.startsWith('/api/notifications?'));
    await userEvent.setup().click(await bell('Notifications, 1 unread'));
    expect(await screen.findByText(NOTIFICATIONS_LOAD_FAILED, {}, slow)).toBeInTheDocument();
    failing = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Applicant Ravi Kumar assigned to you', {}, slow)).toBeInTheDocument();
  });
});

describe('marking read', () => {
  it('marks one read when clicked and opens its link in the app', async () => {
    const user = await newEmployee();
    await notify(user, { kind: 'referral_status', title: 'Other news' }, minutesAgo(3));
    await notify(
      user,
      { kind: 'chat_message', title: 'New message from Test recruiter', body: 'Are you free?', link: '/referralChat' },
      minutesAgo(1),
    );
    const { calls } = useInProcessApi(t, user);
    renderApp(HOME);
    const userAction = userEvent.setup();
    const list = await openList(userAction);
    await userAction.click(within(list).getByRole('button', { name: /New message from Test recruiter/ }));
    await waitFor(() => expect(location()).toBe('/referralChat'), slow);
    expect(screen.queryByRole('list', { name: 'Notification list' })).not.toBeInTheDocument();
    await bell('Notifications, 1 unread');
    expect(await unreadStored(user)).toBe(1);
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      expect.stringMatching(/^\/api\/notifications\/read\?/),
    ]);
  });

  it("marks every one read with 'Mark all as read'", async () => {
    const user = await newEmployee();
    for (const minutes of [9, 8, 7]) await notify(user, { kind: 'assigned', title: `Assigned ${minutes}` }, minutesAgo(minutes));
    useInProcessApi(t, user);
    renderApp(HOME);
    const userAction = userEvent.setup();
    const list = await openList(userAction);
    expect(within(list).getAllByText(/^Unread:/)).toHaveLength(3);
    await userAction.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(within(list).queryAllByText(/^Unread:/)).toHaveLength(0), slow);
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toHaveAttribute('aria-disabled', 'true');
    expect(await unreadStored(user)).toBe(0);
    await userAction.keyboard('{Escape}');
    await bell('Notifications');
  });

  it('closes with Escape, back on the bell', async () => {
    const user = await newEmployee();
    useInProcessApi(t, user);
    renderApp(HOME);
    const userAction = userEvent.setup();
    await userAction.click(await bell('Notifications'));
    await screen.findByText(NO_NOTIFICATIONS, {}, slow);
    await userAction.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText(NO_NOTIFICATIONS)).not.toBeInTheDocument());
    expect(await bell('Notifications')).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('live', () => {
  it('shows a pushed one as a toast with Open, and bumps the badge', async () => {
    const user = await newEmployee();
    useInProcessApi(t, user);
    renderApp(HOME);
    await bell('Notifications');
    await waitFor(() => expect(memoryHub.connected).toBe(true));
    await notify(user, {
      kind: 'referral_status',
      title: 'Your referral Asha Verma moved to Offer – Sent',
      body: 'Backend Engineer',
      link: '/referralChat',
    });
    expect(await screen.findByText('Your referral Asha Verma moved to Offer – Sent', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('Backend Engineer')).toBeInTheDocument();
    await bell('Notifications, 1 unread');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(location()).toBe('/referralChat'), slow);
    await bell('Notifications');
    expect(await unreadStored(user)).toBe(0);
  });

  it(`shows at most ${MAX_TOASTS} toasts at once; the list has them all`, async () => {
    expect(MAX_VISIBLE_NOTIFICATIONS).toBe(MAX_TOASTS);
    const user = await newEmployee();
    useInProcessApi(t, user);
    renderApp(HOME);
    await bell('Notifications');
    await waitFor(() => expect(memoryHub.connected).toBe(true));
    for (let n = 1; n <= 5; n += 1) await notify(user, { kind: 'assigned', title: `Applicant ${n} assigned to you` });
    await bell('Notifications, 5 unread');
    await waitFor(() => expect(toastTitles()).toHaveLength(MAX_TOASTS), slow);
    // The first three show (newest on top); the others wait for a free place.
    expect(toastTitles().sort()).toEqual(['Applicant 1 assigned to you', 'Applicant 2 assigned to you', 'Applicant 3 assigned to you']);
    const list = await openList();
    expect(within(list).getAllByRole('button')).toHaveLength(5);
  });

  it('shows no toast for a message of the chat on screen and marks it read at once; another chat still toasts', async () => {
    const user = await newEmployee();
    const channel = '0b7c2a52-8d7e-4a43-9a52-2f1a4c1e9d10';
    const other = '6f1d7c1e-3b0a-4f8e-9d55-0c3e7b9a1f22';
    useInProcessApi(t, user);
    renderApp(`/referralChat/${channel}`);
    await bell('Notifications');
    await waitFor(() => expect(memoryHub.connected).toBe(true));
    const chat = (id: string, body: string): NewNotification => ({
      kind: 'chat_message',
      title: 'New message from Test recruiter',
      body,
      link: `/referralChat/${id}`,
      topic: `chat:${id}`,
    });

    await notify(user, chat(channel, 'Seen here'));
    await waitFor(async () => expect(await unreadStored(user)).toBe(0), slow);
    expect(screen.queryByText('Seen here')).not.toBeInTheDocument();

    await notify(user, chat(other, 'Elsewhere'));
    expect(await screen.findByText('Elsewhere', {}, slow)).toBeInTheDocument();
    expect(await unreadStored(user)).toBe(1);
    expect(toastTitles()).toEqual(['New message from Test recruiter']);
  });

  it("shows a chat's next message in its toast still on screen (no second toast), and drops the toast once read in another tab", async () => {
    const user = await newEmployee();
    useInProcessApi(t, user);
    renderApp(HOME);
    await bell('Notifications');
    await waitFor(() => expect(memoryHub.connected).toBe(true));
    const chat = (body: string): NewNotification => ({
      kind: 'chat_message',
      title: 'New message from Test recruiter',
      body,
      link: '/referralChat/1b7c2a52-8d7e-4a43-9a52-2f1a4c1e9d10',
      topic: 'chat:1',
    });
    await notify(user, chat('First message'));
    expect(await screen.findByText('First message', {}, slow)).toBeInTheDocument();
    await notify(user, chat('Second message'));
    expect(await screen.findByText('Second message', {}, slow)).toBeInTheDocument();
    expect(screen.queryByText('First message')).not.toBeInTheDocument();
    expect(toastTitles()).toEqual(['New message from Test recruiter']);
    const rows = await stored(user);
    expect(rows).toHaveLength(1);

    await markNotificationsRead(contextOf(t, user, pushesTo(user), new Date()), { ids: [rows[0].id] });
    await waitFor(() => expect(screen.queryByText('Second message')).not.toBeInTheDocument(), slow);
  });

  it('counts an unread chat on the bell as soon as its message arrives, before its notice, as the chat list shows it', async () => {
    const w = await createChatWorld(t, 'web-notifications-live-chat');
    const chat = await w.referral({ referrer: w.employee, recruiters: [w.recruiter], firstName: 'Kavya' });
    useInProcessApi(t, w.employee);
    renderApp(HOME);
    await bell('Notifications');
    await waitFor(() => expect(memoryHub.connected).toBe(true));
    const sent = await t.call('POST', '/api/messages', {
      as: w.recruiter,
      json: { message: 'Interview on Friday', channelId: chat.publicId },
    });
    memoryHub.push(CHAT_MESSAGE_EVENT, sent.body.data);
    await bell('Notifications, 1 unread');
    // Its notice, when it comes, is the same unread chat, not a second count.
    await notifyUsers(contextOf(t, w.recruiter, pushesTo(w.employee), new Date()), [w.employee.id], {
      kind: 'chat_message',
      title: 'Test recruiter in Kavya',
      body: 'Interview on Friday',
      link: `/referralChat/${chat.publicId}`,
      topic: `chat:${chat.channelId}`,
    });
    expect(await screen.findByText('Interview on Friday', {}, slow)).toBeInTheDocument();
    await bell('Notifications, 1 unread');
  });

  it("reads a chat's notice when that chat is read, however it was opened (the chat list, a link)", async () => {
    const w = await createChatWorld(t, 'web-notifications-open-chat');
    const chat = await w.referral({ referrer: w.employee, recruiters: [w.recruiter], firstName: 'Lata' });
    await t.call('POST', '/api/messages', { as: w.recruiter, json: { message: 'Waiting for you', channelId: chat.publicId } });
    const tell = (notification: NewNotification) =>
      notifyUsers(contextOf(t, w.recruiter, pushesTo(w.employee), minutesAgo(1)), [w.employee.id], notification);
    await tell({
      kind: 'chat_message',
      title: 'Test recruiter in Lata',
      body: 'Waiting for you',
      link: `/referralChat/${chat.publicId}`,
      topic: `chat:${chat.channelId}`,
    });
    await tell({ kind: 'assigned', title: 'Something else' });
    useInProcessApi(t, w.employee);
    renderApp(`/referralChat/${chat.publicId.toUpperCase()}`);
    expect((await screen.findAllByText('Waiting for you', {}, slow)).length).toBeGreaterThan(0);
    await waitFor(
      async () =>
        expect(
          await t.db
            .select({ title: notifications.title })
            .from(notifications)
            .where(and(eq(notifications.userId, w.employee.id), isNull(notifications.readAt))),
        ).toEqual([{ title: 'Something else' }]),
      slow,
    );
  });

  it('refreshes without a toast on an update (another tab marked them read)', async () => {
    const user = await newEmployee();
    await notify(user, { kind: 'assigned', title: 'Before' }, minutesAgo(2));
    useInProcessApi(t, user);
    renderApp(HOME);
    await bell('Notifications, 1 unread');
    await waitFor(() => expect(memoryHub.connected).toBe(true));
    await markNotificationsRead(contextOf(t, user, pushesTo(user), new Date()), { all: true });
    await bell('Notifications');
    expect(toastTitles()).toEqual([]);
  });

  it('counts folded extras silently: the fold toasts once, later extras only refresh', async () => {
    const user = await newEmployee();
    useInProcessApi(t, user);
    renderApp(HOME);
    await bell('Notifications');
    await waitFor(() => expect(memoryHub.connected).toBe(true));
    const at = new Date();
    for (let n = 1; n <= NOTIFICATIONS_PER_MINUTE + 2; n += 1) await notify(user, { kind: 'assigned', title: `Applicant ${n}` }, at);
    // Every one is stored and counted; the fold stands for some of them and is not counted again. Only the ten pushes were toasts.
    await bell(`Notifications, ${NOTIFICATIONS_PER_MINUTE + 2} unread`);
    const list = await openList();
    expect(within(list).getByRole('button', { name: /more notifications/ })).toHaveTextContent(/^Unread: 3 more notifications/);
  });

  it('reads the stored ones again after a reconnect (pushes in the gap were lost)', async () => {
    const user = await newEmployee();
    useInProcessApi(t, user);
    renderApp(HOME);
    await bell('Notifications');
    await waitFor(() => expect(memoryHub.connected).toBe(true));
    memoryHub.drop();
    await t.db.insert(notifications).values({ appId: user.appId, userId: user.id, kind: 'assigned', title: 'Sent while away' });
    memoryHub.restore();
    await bell('Notifications, 1 unread');
    expect(toastTitles()).toEqual([]);
  });
});

describe('on a phone', () => {
  it('opens the list as a full-screen drawer that Close and Escape shut', async () => {
    window.matchMedia = ((query: string) => ({
      ...originalMatchMedia(query),
      matches: query === '(max-width: 479px)' || query === '(max-width: 767px)',
    })) as typeof window.matchMedia;
    const user = await newEmployee();
    await notify(user, { kind: 'assigned', title: 'On the phone' });
    useInProcessApi(t, user);
    renderApp(HOME);
    const userAction = userEvent.setup();
    await userAction.click(await bell('Notifications, 1 unread'));
    const drawer = await screen.findByRole('dialog', { hidden: true }, slow);
    expect(drawer).toHaveAttribute('aria-label', 'Notifications');
    expect(await within(drawer).findByText('On the phone', {}, slow)).toBeInTheDocument();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Close', hidden: true }));
    await waitFor(() => expect(screen.queryByText('On the phone')).not.toBeInTheDocument());
  });
});
