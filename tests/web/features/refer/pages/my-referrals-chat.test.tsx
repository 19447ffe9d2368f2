import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createReferralSetup } from '../../../../support/referral-factory';
import { createTestApp, type TestApp } from '../../../../support/test-app';
import { useInProcessApi } from '../../../../support/web-api';
import { renderApp } from '../../../app/render-app';
import { createChatWorld, type ChatWorld, type WebChat } from '../../chat/chat-world';

// Issue 12: the employee reaches the chats of their own referrals from "Refer a candidate" (My referrals).

let t: TestApp;
let w: ChatWorld;
let chat: WebChat;

beforeAll(async () => {
  t = await createTestApp();
  w = await createChatWorld(t, 'web-my-chat');
  await createReferralSetup(t.db, w.tenant.id);
  chat = await w.referral({ referrer: w.employee, firstName: 'Priya', lastName: 'Menon', recruiters: [w.recruiter] });
  await w.send(w.recruiter, chat, 'Priya is shortlisted.');
});
afterAll(() => t.close());

describe('My referrals', () => {
  it("opens a referral's chat from its row", async () => {
    useInProcessApi(t, w.employee);
    renderApp('/my-referrals');
    const action = await screen.findByRole('link', { name: 'Chat about Priya Menon' }, { timeout: 10_000 });
    expect(action).toHaveAttribute('href', `/referralChat/${chat.applicationId}`);
    await userEvent.setup().click(action);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/referralChat/${chat.id}`), { timeout: 10_000 });
    expect(await screen.findByText('Priya is shortlisted.', {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});
