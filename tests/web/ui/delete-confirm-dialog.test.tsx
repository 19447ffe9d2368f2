import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { Button } from '@fluentui/react-components';
import { DeleteConfirmDialog } from '../../../src/web/ui/delete-confirm-dialog';
import { setNotificationDispatcher, type Notification } from '../../../src/web/lib/notify';
import { renderUi } from './render-ui';

function Harness({ onConfirm, title, trash }: { onConfirm: () => void | Promise<unknown>; title?: string; trash?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <DeleteConfirmDialog open={open} onOpenChange={setOpen} onConfirm={onConfirm} title={title} trash={trash} />
    </>
  );
}

async function openDialog(onConfirm: () => void | Promise<unknown> = vi.fn(), title?: string, trash?: string) {
  const rendered = renderUi(<Harness onConfirm={onConfirm} title={title} trash={trash} />);
  await rendered.user.click(await screen.findByRole('button', { name: 'Open' }));
  // Fluent keeps the surface aria-hidden until its enter motion starts.
  await screen.findByRole('alertdialog');
  return rendered;
}

const input = () => screen.getByRole('textbox', { name: 'Type DELETE to confirm' });
const ok = () => screen.getByRole('button', { name: 'Ok' });
const TRASH = 'Once you delete this data, it goes to the trash: an admin can restore it for 30 days.';

/** The notifications sent while the test runs. */
function notifications(): Notification[] {
  const shown: Notification[] = [];
  setNotificationDispatcher({ show: (notification) => shown.push(notification), dismiss: () => {} });
  // Setting a dispatcher hands it what earlier tests queued.
  shown.length = 0;
  return shown;
}
afterEach(() => setNotificationDispatcher(null));

describe('DeleteConfirmDialog', () => {
  it('shows the exact warning and the default title', async () => {
    await openDialog();
    const dialog = screen.getByRole('alertdialog', { name: 'Delete' });
    expect(dialog).toHaveTextContent('Once you delete this data, you cannot access it anymore, All data will be deleted');
    expect(dialog).toHaveAccessibleDescription('Once you delete this data, you cannot access it anymore, All data will be deleted');
  });

  it("says a delete to the trash goes there instead of the spec's 'cannot access it anymore', and still asks for DELETE", async () => {
    const onConfirm = vi.fn();
    const { user } = await openDialog(onConfirm, 'Delete applicant', TRASH);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete applicant' });
    expect(dialog).toHaveAccessibleDescription(TRASH);
    expect(dialog).not.toHaveTextContent('cannot access it anymore');
    expect(dialog).not.toHaveTextContent('All data will be deleted');
    expect(ok()).toBeDisabled();
    await user.type(input(), 'DELETE');
    await user.click(ok());
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('ends a delete with the success notice, once', async () => {
    const shown = notifications();
    const { user } = await openDialog(vi.fn(() => Promise.resolve()));
    await user.type(input(), 'DELETE');
    await user.click(ok());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(shown.map(({ intent, text }) => ({ intent, text }))).toEqual([
      { intent: 'success', text: 'Your change has been successfully submitted' },
    ]);
  });

  it("says the server's message instead when the delete archived the record ({ archived: true })", async () => {
    const shown = notifications();
    const message = 'Question archived: it has answers, which stay readable under its answers.';
    const { user } = await openDialog(vi.fn(() => Promise.resolve({ message, archived: true })));
    await user.type(input(), 'DELETE');
    await user.click(ok());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(shown.map(({ intent, text }) => ({ intent, text }))).toEqual([{ intent: 'success', text: message }]);
  });

  it('keeps the success notice when the server deleted for good ({ archived: false })', async () => {
    const shown = notifications();
    const { user } = await openDialog(vi.fn(() => Promise.resolve({ message: 'Question deleted.', archived: false })));
    await user.type(input(), 'DELETE');
    await user.click(ok());
    await waitFor(() => expect(shown.map(({ text }) => text)).toEqual(['Your change has been successfully submitted']));
  });

  it('sends no success notice when the delete fails', async () => {
    const shown = notifications();
    const { user } = await openDialog(vi.fn(() => Promise.reject(new Error('Job is in use'))));
    await user.type(input(), 'DELETE');
    await user.click(ok());
    expect(await screen.findByRole('alert')).toHaveTextContent('Job is in use');
    expect(shown).toEqual([]);
  });

  it('uses a custom title', async () => {
    await openDialog(vi.fn(), 'Delete Job');
    expect(screen.getByRole('alertdialog', { name: 'Delete Job' })).toBeInTheDocument();
  });

  it.each(['delete', 'DELETE ', ' DELETE', 'DELET', 'Delete'])('keeps Ok disabled for %j', async (text) => {
    const { user } = await openDialog();
    await user.type(input(), text);
    expect(ok()).toBeDisabled();
  });

  it('enables Ok only for exactly DELETE and calls onConfirm, then closes', async () => {
    const onConfirm = vi.fn();
    const { user } = await openDialog(onConfirm);
    expect(ok()).toBeDisabled();
    await user.type(input(), 'DELETE');
    expect(ok()).toBeEnabled();
    await user.click(ok());
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('confirms with Enter in the input once DELETE is typed', async () => {
    const onConfirm = vi.fn();
    const { user } = await openDialog(onConfirm);
    await user.type(input(), 'delete{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();
    await user.clear(input());
    await user.type(input(), 'DELETE{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('Cancel closes without confirming', async () => {
    const onConfirm = vi.fn();
    const { user } = await openDialog(onConfirm);
    await user.type(input(), 'DELETE');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('shows a spinner and disables the buttons while the delete is pending', async () => {
    let finish: () => void = () => {};
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user } = await openDialog(onConfirm);
    await user.type(input(), 'DELETE');
    await user.click(ok());
    expect(screen.getByRole('progressbar', { name: 'Deleting' })).toBeInTheDocument();
    expect(ok()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    finish();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('keeps the dialog open and shows the error when the delete fails', async () => {
    const onConfirm = vi.fn(() => Promise.reject(new Error('Job is in use')));
    const { user } = await openDialog(onConfirm);
    await user.type(input(), 'DELETE');
    await user.click(ok());
    expect(await screen.findByRole('alert')).toHaveTextContent('Job is in use');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(ok()).toBeEnabled();
  });

  it('clears the typed text when reopened', async () => {
    const { user } = await openDialog();
    await user.type(input(), 'DELETE');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    // Tabster lifts aria-hidden from the page on its next update, shortly after the dialog unmounts.
    await user.click(await screen.findByRole('button', { name: 'Open' }));
    await screen.findByRole('alertdialog');
    expect(input()).toHaveValue('');
    expect(ok()).toBeDisabled();
  });
});
