import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { Button } from '@fluentui/react-components';
import { renderUi } from './render-ui';

// The tooltip's code is loaded once per module instance: each test starts from a fresh one.
async function freshDeferredTooltip() {
  vi.resetModules();
  return (await import('../../../src/web/ui/deferred-tooltip')).DeferredTooltip;
}

describe('DeferredTooltip', () => {
  it('names its trigger before its code is in, and shows on hover once the first input has fetched it', async () => {
    const DeferredTooltip = await freshDeferredTooltip();
    const { user } = renderUi(
      <DeferredTooltip content="Toggle navigation" relationship="label">
        <Button>≡</Button>
      </DeferredTooltip>,
    );
    const trigger = () => screen.getByRole('button', { name: 'Toggle navigation' });
    expect(trigger()).toBeInTheDocument();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await user.pointer({ coords: { x: 5, y: 5 } }); // a pointer moving anywhere fetches the code…
    // …which is in by the time the pointer reaches the trigger (the same module the component asked for;
    // on a cold transform cache it can take longer than the test's next step).
    await act(() => import('../../../src/web/ui/fluent-tooltip'));
    await user.hover(trigger());
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Toggle navigation');
    await user.unhover(trigger());
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    expect(trigger()).toBeInTheDocument();
  });

  it('keeps the focused trigger (no focus lost) until the focus leaves, then becomes the tooltip', async () => {
    const DeferredTooltip = await freshDeferredTooltip();
    const { user } = renderUi(
      <>
        <DeferredTooltip content="All Apps" relationship="label">
          <Button>Apps</Button>
        </DeferredTooltip>
        <Button>Next</Button>
      </>,
    );
    const focused = screen.getByRole('button', { name: 'All Apps' });
    await user.tab(); // the key press fetches the code while the trigger has the focus
    expect(focused).toHaveFocus();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(focused).toHaveFocus();
    expect(focused).toBeInTheDocument();

    await user.tab();
    await waitFor(() => expect(screen.getByRole('button', { name: 'All Apps' })).not.toBe(focused));
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    await user.hover(screen.getByRole('button', { name: 'All Apps' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('All Apps');
  });

  it('loads a description at once, so it describes the trigger without any input', async () => {
    const DeferredTooltip = await freshDeferredTooltip();
    renderUi(
      <DeferredTooltip content="Fill all the mandatory fields first" relationship="description">
        <Button disabledFocusable>Apply</Button>
      </DeferredTooltip>,
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Apply' })).toHaveAccessibleDescription('Fill all the mandatory fields first'),
    );
  });
});
