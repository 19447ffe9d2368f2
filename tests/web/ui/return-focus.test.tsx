import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import * as v from 'valibot';
import { Button } from '@fluentui/react-components';
import { SideDrawer } from '../../../src/web/ui/side-drawer';
import { DeleteConfirmDialog } from '../../../src/web/ui/delete-confirm-dialog';
import { FormDialog } from '../../../src/web/ui/form-dialog';
import { TextField } from '../../../src/web/ui/form/text-field';
import { useKitForm } from '../../../src/web/ui/form/use-kit-form';
import { RowMenu } from '../../../src/web/ui/row-menu';
import { renderUi } from './render-ui';

// WCAG 2.4.3: a drawer or dialog the kit shows, opened from state (not a Fluent DialogTrigger),
// gives focus back to the control that opened it however it closes, instead of to <body>.

function DrawerHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Edit stage</Button>
      <SideDrawer
        open={open}
        onOpenChange={setOpen}
        title="Edit Stage"
        footer={
          <>
            <Button onClick={() => setOpen(false)}>Cancel</Button>
            <Button appearance="primary" onClick={() => setOpen(false)}>
              Save
            </Button>
          </>
        }
      >
        <input aria-label="Name" />
      </SideDrawer>
    </>
  );
}

function DeleteHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Delete stage</Button>
      <DeleteConfirmDialog open={open} onOpenChange={setOpen} onConfirm={() => undefined} />
    </>
  );
}

function NameDialog({ onClose }: { onClose: () => void }) {
  const kit = useKitForm({
    schema: v.object({ name: v.string() }),
    defaultValues: { name: 'Interview' },
    onSubmit: async () => onClose(),
    fallbackMessage: 'The name could not be saved.',
  });
  return (
    <FormDialog title="Rename Stage" onClose={onClose} kit={kit}>
      <TextField control={kit.form.control} name="name" label="Name" />
    </FormDialog>
  );
}

function FormDialogHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Rename stage</Button>
      {open && <NameDialog onClose={() => setOpen(false)} />}
    </>
  );
}

/** Opens with the button named `opener`, closes with `close`, and expects focus back on that button. */
async function focusComesBack(opener: string, dialogRole: 'dialog' | 'alertdialog', close: (user: UserEvent) => Promise<void>) {
  const { user } = renderUi(<>{harnessFor(opener)}</>);
  const button = await screen.findByRole('button', { name: opener });
  await user.click(button);
  await screen.findByRole(dialogRole);
  await waitFor(() => expect(screen.getByRole(dialogRole)).toContainElement(document.activeElement as HTMLElement));
  await close(user);
  await waitFor(() => expect(screen.queryByRole(dialogRole)).not.toBeInTheDocument());
  await waitFor(() => expect(button).toHaveFocus());
}

const harnessFor = (opener: string) =>
  ({ 'Edit stage': <DrawerHarness />, 'Delete stage': <DeleteHarness />, 'Rename stage': <FormDialogHarness /> })[opener];

const click = (name: string) => async (user: UserEvent) => user.click(screen.getByRole('button', { name }));
const escape = async (user: UserEvent) => user.keyboard('{Escape}');

describe('SideDrawer gives focus back to its opener', () => {
  it.each([
    ['Save', click('Save')],
    ['Cancel', click('Cancel')],
    ['its Close button', click('Close')],
    ['Escape', escape],
  ])('when %s closes it', (_how, close) => focusComesBack('Edit stage', 'dialog', close));
});

describe('DeleteConfirmDialog gives focus back to its opener', () => {
  it.each([
    [
      'Ok',
      async (user: UserEvent) => {
        await user.type(screen.getByRole('textbox', { name: 'Type DELETE to confirm' }), 'DELETE');
        await user.click(screen.getByRole('button', { name: 'Ok' }));
      },
    ],
    ['Cancel', click('Cancel')],
    ['Escape', escape],
  ])('when %s closes it', (_how, close) => focusComesBack('Delete stage', 'alertdialog', close));

  it("returns to the row menu's button when the dialog was opened by one of its items", async () => {
    function MenuHarness() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <RowMenu label="Actions for Interview" items={[{ key: 'delete', label: 'Delete', onClick: () => setOpen(true) }]} />
          <DeleteConfirmDialog open={open} onOpenChange={setOpen} onConfirm={() => undefined} />
        </>
      );
    }
    const { user } = renderUi(<MenuHarness />);
    await user.click(await screen.findByRole('button', { name: 'Actions for Interview' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await screen.findByRole('alertdialog');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    // The menu's first use put the loaded menu's button in place of the one first shown: ask again.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Actions for Interview' })).toHaveFocus());
  });
});

describe('FormDialog gives focus back to its opener', () => {
  it.each([
    ['Save', click('Save')],
    ['Cancel', click('Cancel')],
    ['Escape', escape],
  ])('when %s closes it', (_how, close) => focusComesBack('Rename stage', 'dialog', close));
});
