import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { Button } from '@fluentui/react-components';
import { SideDrawer } from '../../../src/web/ui/side-drawer';
import { renderUi } from './render-ui';

function Harness({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <SideDrawer
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange?.(next);
        }}
        title="Status History"
        footer={<Button>Save</Button>}
      >
        <p>Drawer body</p>
      </SideDrawer>
    </>
  );
}

describe('SideDrawer', () => {
  it('shows title, body and footer when open and nothing when closed', async () => {
    const { user } = renderUi(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Open' }));
    const drawer = await screen.findByRole('dialog', { name: 'Status History' });
    expect(drawer).toHaveTextContent('Drawer body');
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('the Close button closes it', async () => {
    const onOpenChange = vi.fn();
    const { user } = renderUi(<Harness onOpenChange={onOpenChange} />);
    await user.click(await screen.findByRole('button', { name: 'Open' }));
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Escape closes it', async () => {
    const onOpenChange = vi.fn();
    const { user } = renderUi(<Harness onOpenChange={onOpenChange} />);
    await user.click(await screen.findByRole('button', { name: 'Open' }));
    await screen.findByRole('dialog', { name: 'Status History' });
    await user.click(screen.getByText('Drawer body'));
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
