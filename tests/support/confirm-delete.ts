import { expect } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Confirms the open DELETE dialog (the one named `title`, when given) as a user does: Ok stays
 * disabled until DELETE is typed, then Ok. Answers the dialog, which keeps a refusal's message.
 */
export async function confirmDelete(user: UserEvent, title?: string): Promise<HTMLElement> {
  const dialog = await screen.findByRole('alertdialog', title === undefined ? {} : { name: title });
  const ok = within(dialog).getByRole('button', { name: 'Ok' });
  expect(ok).toBeDisabled();
  await user.type(within(dialog).getByRole('textbox', { name: /to confirm/ }), 'DELETE');
  await user.click(ok);
  return dialog;
}

/** Deletes a list row as a user does: its Delete button, then the DELETE confirmation. Answers the dialog. */
export async function deleteRow(user: UserEvent, row: HTMLElement, title?: string): Promise<HTMLElement> {
  await user.click(within(row).getByRole('button', { name: 'Delete' }));
  return confirmDelete(user, title);
}
