import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NO_NOTIFICATIONS } from '../../../src/web/app/shell/notifications/notification-list';
import { createTestApp, type TestApp } from '../../support/test-app';
import { createTeam, type Team } from '../../support/team';
import { useInProcessApi } from '../../support/web-api';
import { hidingThePage, resizableWindow } from '../../support/resizable-window';
import { renderApp } from './render-app';

// A modal surface (the bell's list, the narrow screens' menu drawer) hides the rest of the page
// from assistive technology while open (Fluent's focus manager sets aria-hidden outside it) and
// shows it again a quarter of a second after it closes. A resize within that time swaps the
// surface for its other form (popover ⇄ phone drawer, drawer ⇄ inline menus); the page must not
// stay hidden. A file of its own: once a toast has shown, the app's Toaster keeps the focus
// manager running for the rest of the file, which hid the fault.

let t: TestApp;
let team: Team;
const slow = { timeout: 10_000 };

beforeAll(async () => {
  t = await createTestApp();
  team = await createTeam(t, 'web-modal-resize');
});
afterAll(() => t.close());

const newEmployee = () => t.factories.user(team.tenant, 'employee');

async function openMyReferrals() {
  renderApp('/my-referrals');
  await screen.findByRole('heading', { level: 1 }, slow);
}

/** Escape, and at once (well within the quarter second) the window turns `width` wide. */
async function escapeAndResize(
  userAction: ReturnType<typeof userEvent.setup>,
  browserWindow: ReturnType<typeof resizableWindow>,
  width: number,
) {
  // The surface is open: the page is hidden meanwhile, as it should be.
  await waitFor(() => expect(hidingThePage()).not.toEqual([]));
  await userAction.keyboard('{Escape}');
  browserWindow.resize(width);
  await waitFor(() => expect(hidingThePage()).toEqual([]), { timeout: 2_000 });
  expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
  expect(screen.getByRole('button', { name: 'Toggle navigation' })).toBeVisible();
}

describe('a resize right after Escape closed a modal surface leaves the page to assistive technology', () => {
  it("the bell's popover, the window turning phone-sized", async () => {
    const browserWindow = resizableWindow(1366);
    useInProcessApi(t, await newEmployee());
    await openMyReferrals();
    const userAction = userEvent.setup();
    await userAction.click(screen.getByRole('button', { name: /^Notifications/ }));
    await screen.findByText(NO_NOTIFICATIONS, {}, slow);
    await escapeAndResize(userAction, browserWindow, 360);
  });

  it("the bell's phone drawer, the window widening", async () => {
    const browserWindow = resizableWindow(360);
    useInProcessApi(t, await newEmployee());
    await openMyReferrals();
    const userAction = userEvent.setup();
    await userAction.click(screen.getByRole('button', { name: /^Notifications/ }));
    await screen.findByText(NO_NOTIFICATIONS, {}, slow);
    await escapeAndResize(userAction, browserWindow, 1366);
  });

  it("the narrow screens' menu drawer, the window widening", async () => {
    const browserWindow = resizableWindow(360);
    useInProcessApi(t, await newEmployee());
    await openMyReferrals();
    const userAction = userEvent.setup();
    await userAction.click(screen.getByRole('button', { name: 'Toggle navigation' }));
    await screen.findByRole('navigation', { name: 'Main navigation', hidden: true });
    await escapeAndResize(userAction, browserWindow, 1366);
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  });
});
