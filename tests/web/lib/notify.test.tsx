import { act, render, screen, waitFor, within } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { describe, expect, it } from 'vitest';
import { AppToaster } from '../../../src/web/lib/app-toaster';
import { dismissNotification, notifyError, notifyProgress, notifySuccess } from '../../../src/web/lib/notify';

function renderToaster() {
  return render(
    <FluentProvider theme={webLightTheme}>
      <AppToaster />
    </FluentProvider>,
  );
}

describe('notifications', () => {
  it('shows at most 3 at once', async () => {
    renderToaster();
    act(() => {
      for (let i = 1; i <= 5; i += 1) notifySuccess(`Saved ${i}`);
    });
    // The toaster loads with the first toast and mounts them at once: a title's text may also be in
    // the live region announcing it for half a second.
    expect(await screen.findAllByText('Saved 1')).not.toHaveLength(0);
    expect(screen.getAllByText('Saved 3')).not.toHaveLength(0);
    expect(screen.queryByText('Saved 4')).not.toBeInTheDocument();
  });

  it('shows notifications sent before the toaster mounted', async () => {
    notifyError('error s');
    renderToaster();
    expect(await screen.findByText('error s')).toBeInTheDocument();
  });

  it('keeps a progress notification until it is dismissed', async () => {
    renderToaster();
    let id = '';
    act(() => {
      id = notifyProgress('Your change is being submitted');
    });
    expect(await screen.findByText('Your change is being submitted')).toBeInTheDocument();
    act(() => dismissNotification(id));
    await waitFor(() => expect(screen.queryByText('Your change is being submitted')).not.toBeInTheDocument());
  });

  it('shows them inside a landmark, the Notifications region', async () => {
    renderToaster();
    act(() => void notifySuccess('Your change has been successfully submitted'));
    const region = await screen.findByRole('region', { name: 'Notifications' });
    expect(await within(region).findByRole('listitem')).toHaveTextContent('Your change has been successfully submitted');
  });
});
