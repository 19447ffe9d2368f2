import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { and, eq } from 'drizzle-orm';
import { messages } from '../../../../../src/server/db/schema';
import {
  CHAT_LOAD_FAILED,
  CHAT_READ_ONLY,
  MAX_CHAT_MESSAGE,
  MESSAGE_TOO_LONG,
  NO_CHANNEL_SELECTED,
  NO_CHAT_FOUND,
  PICK_A_PERSON,
} from '../../../../../src/shared/contract/chat';
import { memoryHub } from '../../../../support/memory-hub';
import { createTestApp, type TestApp } from '../../../../support/test-app';
import { failRequests, useInProcessApi } from '../../../../support/web-api';
import { renderApp } from '../../../app/render-app';
import { createChatWorld, type ChatWorld, type WebChat } from '../chat-world';

// /referralChat and /referralChat/{channelIdentifier} (referrals spec §2, §7 "Chat", §8; issue 12)
// against the real in-process API; the hub's pushes come through the tests' memory hub.

let t: TestApp;
let w: ChatWorld;
let asha: WebChat;
let ravi: WebChat;
let others: WebChat;
const slow = { timeout: 10_000 };

beforeAll(async () => {
  t = await createTestApp();
  w = await createChatWorld(t, 'web-chat');
  asha = await w.referral({ referrer: w.employee, firstName: 'Asha', lastName: 'Verma', recruiters: [w.recruiter] });
  ravi = await w.referral({ referrer: w.employee, firstName: 'Ravi', lastName: 'Kumar', recruiters: [w.recruiter] });
  others = await w.referral({ referrer: w.employee2, firstName: 'Meera', lastName: 'Nair', recruiters: [w.recruiter] });
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const location = () => screen.getByTestId('location').textContent;
const chatList = () => screen.findByRole('list', { name: 'Chats' }, slow);
const chatLinks = async () => within(await chatList()).getAllByRole('link');
const messageLog = () => screen.findByRole('log', { name: 'Messages' }, slow);
const storedTexts = async (chat: WebChat) => {
  const rows = await t.db.select({ message: messages.message }).from(messages).where(eq(messages.appId, w.tenant.id));
  return { all: rows.map((row) => row.message), chat };
};

describe('the chat list', () => {
  it("lists the employee's own referral chats only, with 'No Chat Found' while none is open, and Back to /referrals", async () => {
    useInProcessApi(t, w.employee);
    renderApp('/referralChat');
    const links = await chatLinks();
    expect(links.map((link) => link.textContent)).toEqual(
      expect.arrayContaining([expect.stringContaining('Asha Verma'), expect.stringContaining('Ravi Kumar')]),
    );
    expect(links).toHaveLength(2);
    expect(screen.queryByText(/Meera Nair/)).not.toBeInTheDocument();
    expect(screen.getByText(NO_CHAT_FOUND)).toBeInTheDocument();
    expect(screen.getByText(PICK_A_PERSON)).toBeInTheDocument();

    const back = screen.getByRole('link', { name: 'Back' });
    expect(back).toHaveAttribute('href', '/referrals');
    // /referrals sends an employee on to their own referrals.
    await userEvent.setup().click(back);
    await waitFor(() => expect(location()).toBe('/my-referrals'), slow);
  });

  it('searches by name on the server, case-insensitively, and keeps the search in the address', async () => {
    const { calls } = useInProcessApi(t, w.employee);
    renderApp('/referralChat');
    await chatList();
    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Search chats' }), 'ASHA');
    await waitFor(() => expect(screen.queryByText(/Ravi Kumar/)).not.toBeInTheDocument(), slow);
    expect((await chatLinks()).map((link) => link.textContent)).toEqual([expect.stringContaining('Asha Verma')]);
    expect(calls.some((call) => call.path.startsWith('/api/channels?') && call.path.includes('search=ASHA'))).toBe(true);
    await waitFor(() => expect(location()).toBe('/referralChat?search=ASHA'), slow);
  });

  it("says 'Try Again Server Error' when the chats cannot be loaded, and Retry loads them", async () => {
    useInProcessApi(t, w.employee);
    let failing = true;
    const inner = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      failing && String(input).startsWith('/api/channels?')
        ? Promise.resolve(Response.json({ message: 'down' }, { status: 503 }))
        : inner(input, init),
    );
    renderApp('/referralChat');
    expect(await screen.findByText(CHAT_LOAD_FAILED, {}, slow)).toBeInTheDocument();
    failing = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await chatLinks()).toHaveLength(2);
  });
});

describe('a conversation', () => {
  it('shows the messages oldest first with sender and day, mine on my side, links clickable and text never as HTML', async () => {
    const chat = await w.referral({ referrer: w.employee, firstName: 'Kiran', lastName: 'Das', recruiters: [w.recruiter] });
    t.setNow(new Date('2026-11-21T10:00:00Z'));
    await w.send(w.recruiter, chat, 'Hello, the interview is on Monday. Details: https://example.test/interview?id=4.');
    t.setNow(new Date('2026-11-22T09:00:00Z'));
    await w.send(w.employee, chat, '<b>Thanks</b> <img src=x onerror=alert(1)>');
    // The browser's today is the server clock's day, so the day headings say Yesterday and Today.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-22T12:00:00Z') });
    useInProcessApi(t, w.employee);
    renderApp(`/referralChat/${chat.id}`);
    const log = await messageLog();
    const items = await within(log).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Hello, the interview is on Monday.'),
      expect.stringContaining('<b>Thanks</b> <img src=x onerror=alert(1)>'),
    ]);
    expect(
      within(log)
        .getAllByRole('heading')
        .map((day) => day.textContent),
    ).toEqual(['Yesterday', 'Today']);
    expect(items[0]).toHaveTextContent(/Test\d+ recruiter/);
    expect(items[1]).toHaveTextContent(/^You/);
    expect(log.querySelector('img')).toBeNull();
    const link = within(items[0]).getByRole('link', { name: 'https://example.test/interview?id=4' });
    expect(link).toHaveAttribute('href', 'https://example.test/interview?id=4');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('heading', { name: /Kiran Das/ })).toBeInTheDocument();
  });

  it('opens a chat from the list, sends with Enter (Shift+Enter is a new line) and shows it once', async () => {
    useInProcessApi(t, w.employee);
    renderApp('/referralChat');
    const user = userEvent.setup();
    await user.click((await chatLinks()).find((link) => link.textContent?.includes('Ravi Kumar'))!);
    expect(location()).toBe(`/referralChat/${ravi.id}`);
    const box = await screen.findByRole('textbox', { name: 'Message' }, slow);
    await user.type(box, 'First line{Shift>}{Enter}{/Shift}second line');
    expect(box).toHaveValue('First line\nsecond line');
    await user.type(box, '{Enter}');
    expect(box).toHaveValue('');
    const log = await messageLog();
    await waitFor(async () => expect((await storedTexts(ravi)).all).toContain('First line\nsecond line'));
    await waitFor(() => expect(within(log).queryByText('Sending…')).not.toBeInTheDocument());
    expect(within(log).getAllByText(/First line/)).toHaveLength(1);

    // The hub pushes the stored message to the sender too: still shown once.
    const [stored] = await t.db
      .select()
      .from(messages)
      .where(and(eq(messages.appId, w.tenant.id), eq(messages.message, 'First line\nsecond line')));
    memoryHub.push('chatMessage', {
      id: stored.id,
      channelId: ravi.id,
      message: stored.message,
      senderId: w.employee.id,
      senderName: 'x',
      sessionId: stored.sessionId,
      createdAt: stored.createdAt.toISOString(),
      updated_at: stored.updatedAt.toISOString(),
    });
    expect(within(log).getAllByText(/First line/)).toHaveLength(1);
  });

  it('sends with the send button, marks a failed send with Retry, and the retry stores it once', async () => {
    const chat = await w.referral({ referrer: w.employee, firstName: 'Lata', lastName: 'Iyer', recruiters: [w.recruiter] });
    useInProcessApi(t, w.employee);
    let failing = true;
    const inner = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      failing && String(input).startsWith('/api/messages')
        ? Promise.resolve(Response.json({ message: 'down' }, { status: 503 }))
        : inner(input, init),
    );
    renderApp(`/referralChat/${chat.id}`);
    const user = userEvent.setup();
    const send = await screen.findByRole('button', { name: 'Send message' }, slow);
    expect(send).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Is the offer out?');
    await user.click(send);
    const log = await messageLog();
    expect(within(log).getByText('Is the offer out?')).toBeInTheDocument();
    expect(await within(log).findByText('Not sent.')).toBeInTheDocument();

    failing = false;
    await user.click(within(log).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(log).queryByText('Not sent.')).not.toBeInTheDocument());
    await waitFor(() => expect(within(log).queryByText('Sending…')).not.toBeInTheDocument());
    expect(within(log).getAllByText('Is the offer out?')).toHaveLength(1);
    expect((await storedTexts(chat)).all.filter((text) => text === 'Is the offer out?')).toHaveLength(1);
  });

  it('says the 4,000-character limit, counts down near it, and refuses more without cutting the text', async () => {
    useInProcessApi(t, w.employee);
    renderApp(`/referralChat/${asha.id}`);
    const box = await screen.findByRole('textbox', { name: 'Message' }, slow);
    expect(screen.getByText(/Up to 4,000 characters/)).toBeInTheDocument();
    fireEvent.change(box, { target: { value: 'a'.repeat(MAX_CHAT_MESSAGE - 10) } });
    expect(screen.getByText('10 characters left')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
    fireEvent.change(box, { target: { value: 'a'.repeat(MAX_CHAT_MESSAGE + 5) } });
    expect(screen.getByText(new RegExp(MESSAGE_TOO_LONG.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))).toBeInTheDocument();
    expect(box).toHaveValue('a'.repeat(MAX_CHAT_MESSAGE + 5));
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
  });

  it('marks what is seen as read: the unread badge goes once the chat is open', async () => {
    const chat = await w.referral({ referrer: w.employee, firstName: 'Nisha', lastName: 'Rao', recruiters: [w.recruiter] });
    await w.send(w.recruiter, chat, 'We would like to schedule a call.');
    await w.send(w.recruiter, chat, 'Is Thursday fine?');
    const { calls } = useInProcessApi(t, w.employee);
    renderApp('/referralChat');
    const link = (await chatLinks()).find((item) => item.textContent?.includes('Nisha Rao'))!;
    expect(within(link).getByLabelText('2 unread')).toBeInTheDocument();
    await userEvent.setup().click(link);
    await messageLog();
    await waitFor(() => expect(within(link).queryByLabelText('2 unread')).not.toBeInTheDocument());
    expect(calls.some((call) => call.method === 'POST' && call.path.startsWith(`/api/channels/${chat.id}/read`))).toBe(true);
    const after = await t.call('GET', `/api/channels/${chat.id}`, { as: w.employee });
    expect(after.body.data).toMatchObject({ unread: 0 });
  });

  it('loads earlier messages on request, keeping each message once', async () => {
    const chat = await w.referral({ referrer: w.employee, firstName: 'Old', lastName: 'Thread', recruiters: [w.recruiter] });
    for (let i = 1; i <= 55; i += 1) await w.send(w.recruiter, chat, `Update ${i}`);
    useInProcessApi(t, w.employee);
    renderApp(`/referralChat/${chat.id}`);
    const log = await messageLog();
    await within(log).findByText('Update 55');
    expect(within(log).queryByText('Update 5')).not.toBeInTheDocument();
    await userEvent.setup().click(within(log).getByRole('button', { name: 'Load earlier messages' }));
    expect(await within(log).findByText('Update 1')).toBeInTheDocument();
    expect(
      within(log)
        .getAllByRole('listitem')
        .filter((item) => /Update \d+/.test(item.textContent ?? '')),
    ).toHaveLength(55);
    expect(within(log).queryByRole('button', { name: 'Load earlier messages' })).not.toBeInTheDocument();
  }, 30_000);

  it("says 'Try Again Server Error' when the messages cannot be loaded", async () => {
    useInProcessApi(t, w.employee);
    failRequests((method, path) => method === 'GET' && path.startsWith(`/api/channels/${asha.id}/messages`));
    renderApp(`/referralChat/${asha.id}`);
    expect(await screen.findByText(CHAT_LOAD_FAILED, {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('live messages', () => {
  it('appends a pushed message to the open chat once, and counts one for another chat as unread, moving it to the top', async () => {
    const chat = await w.referral({ referrer: w.employee, firstName: 'Live', lastName: 'One', recruiters: [w.recruiter] });
    useInProcessApi(t, w.employee);
    renderApp(`/referralChat/${chat.id}`);
    const log = await messageLog();
    expect(memoryHub.listens('chatMessage')).toBe(true);

    const hello = await w.send(w.recruiter, chat, 'Pushed hello');
    memoryHub.push('chatMessage', hello);
    memoryHub.push('chatMessage', hello);
    expect(await within(log).findByText('Pushed hello')).toBeInTheDocument();
    expect(within(log).getAllByText('Pushed hello')).toHaveLength(1);

    const elsewhere = await w.send(w.recruiter, asha, 'News about Asha');
    memoryHub.push('chatMessage', elsewhere);
    const links = await chatLinks();
    await waitFor(() => expect(links[0]).toHaveTextContent('News about Asha'));
    expect(within(links[0]).getByLabelText(/unread/)).toBeInTheDocument();
  });

  it('logs an event without data as an error and changes nothing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    useInProcessApi(t, w.employee);
    renderApp(`/referralChat/${asha.id}`);
    await messageLog();
    memoryHub.push('chatMessage');
    expect(error).toHaveBeenCalledWith('chatMessage event without data');
    error.mockRestore();
  });

  it('after a reconnect fetches what it missed: nothing missing, nothing twice', async () => {
    const chat = await w.referral({ referrer: w.employee, firstName: 'Gap', lastName: 'Test', recruiters: [w.recruiter] });
    await w.send(w.recruiter, chat, 'Before the drop');
    const { calls } = useInProcessApi(t, w.employee);
    renderApp(`/referralChat/${chat.id}`);
    const log = await messageLog();
    await within(log).findByText('Before the drop');

    act(() => memoryHub.drop());
    expect(screen.getByText('Reconnecting…')).toBeInTheDocument();
    const during = [await w.send(w.recruiter, chat, 'Sent while down 1'), await w.send(w.recruiter, chat, 'Sent while down 2')];
    act(() => memoryHub.restore());
    expect(screen.queryByText('Reconnecting…')).not.toBeInTheDocument();
    expect(await within(log).findByText('Sent while down 2')).toBeInTheDocument();
    // A late push of one of them after the catch-up still shows it once.
    memoryHub.push('chatMessage', during[0]);
    const texts = within(log)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(texts.filter((text) => text?.includes('Before the drop'))).toHaveLength(1);
    expect(texts.filter((text) => text?.includes('Sent while down 1'))).toHaveLength(1);
    expect(texts.filter((text) => text?.includes('Sent while down 2'))).toHaveLength(1);
    expect(calls.some((call) => call.path.startsWith(`/api/channels/${chat.id}/messages?after=`))).toBe(true);
  });
});

describe('who sees what', () => {
  it('an admin outside the chat reads it without a message box, and is told why', async () => {
    await w.send(w.recruiter, asha, 'For the record');
    useInProcessApi(t, w.admin);
    renderApp(`/referralChat/${asha.id}`);
    const log = await messageLog();
    expect(await within(log).findByText('For the record')).toBeInTheDocument();
    expect(screen.getByText(CHAT_READ_ONLY)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
  });

  it.each([
    ["someone else's chat", () => [w.employee, `/referralChat/${others.id}`] as const],
    ["another app's chat", () => [w.outsider, `/referralChat/${asha.id}`] as const],
    ['an unknown id', () => [w.employee, '/referralChat/00000000-0000-4000-8000-000000000000'] as const],
    ['a malformed id', () => [w.employee, '/referralChat/not-a-channel'] as const],
  ])("says 'No Channel selectedChannel' for %s", async (_case, target) => {
    const [user, path] = target();
    useInProcessApi(t, user);
    renderApp(path);
    expect(await screen.findByText(NO_CHANNEL_SELECTED, {}, slow)).toBeInTheDocument();
  });

  it("resolves an application id ('View Chat') to its chat and replaces the address", async () => {
    useInProcessApi(t, w.recruiter);
    renderApp(`/referralChat/${ravi.applicationId}`);
    await waitFor(() => expect(location()).toBe(`/referralChat/${ravi.id}`), slow);
    expect(await screen.findByRole('heading', { name: /Ravi Kumar/ }, slow)).toBeInTheDocument();
  });

  it("says 'No Channel selectedChannel' for an application without a chat the caller may see", async () => {
    useInProcessApi(t, w.employee);
    renderApp(`/referralChat/${others.applicationId}`);
    expect(await screen.findByText(NO_CHANNEL_SELECTED, {}, slow)).toBeInTheDocument();
    expect(location()).toBe(`/referralChat/${others.applicationId}`);
  });
});
