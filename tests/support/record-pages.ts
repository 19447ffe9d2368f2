import { expect } from 'vitest';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { renderApp } from '../web/app/render-app';

// Pages load lazily: the first query of a test waits longer than Testing Library's default second.
const SLOW = { timeout: 10_000 };

/** Where a set-up list's Create leads: the list's path, then the create page's heading and path. */
export interface CreatePage {
  list: string;
  heading: string;
  path: string;
}

/**
 * Opens the set-up list, follows its Create to the create page and presses Save on the empty form,
 * so a test goes on to check the form's messages (and that nothing was sent).
 */
export async function saveEmptyCreateForm(user: UserEvent, page: CreatePage) {
  renderApp(page.list);
  await user.click(await screen.findByRole('button', { name: 'Create' }, SLOW));
  expect(await screen.findByRole('heading', { name: page.heading, level: 1 }, SLOW)).toBeInTheDocument();
  expect(screen.getByTestId('location').textContent).toBe(page.path);
  await user.click(screen.getByRole('button', { name: 'Save' }));
}
