// The shell's start-up data in one request (issue 37): the shell's hooks keep their endpoints' keys,
// take their first answer from GET /api/shell-start, and ask their endpoints when read again.
import { act, render, screen, waitFor } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { useSWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useActiveApps, useCompany, useDefaultImage, useFooterContent } from '../../../src/web/app/shell/shell-api';
import { useNotificationSummary } from '../../../src/web/app/shell/notifications/notifications-api';
import { useUserInfo } from '../../../src/web/domain/user-info';
import { browserLocation } from '../../../src/web/host/browser-location';
import { usePermissions } from '../../../src/web/lib/permissions';
import { useRealtimeConnection } from '../../../src/web/lib/realtime';
import { SHELL_PART_KEYS, useShellStart } from '../../../src/web/lib/shell-start';
import { ApiSWRProvider } from '../../../src/web/lib/swr';
import { memoryHub } from '../../support/memory-hub';
import { installFakeApi, json, permissionsReply, signInAsSelf } from '../app/fake-api';

afterEach(() => vi.restoreAllMocks());

const requested = (calls: { path: string }[]) => calls.map((call) => call.path.split('?')[0]);
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

/** Everything the shell reads at start, as its components read it. */
function ShellReads() {
  const { user } = useUserInfo();
  const { role } = usePermissions();
  const company = useCompany();
  const images = useDefaultImage();
  const { apps } = useActiveApps();
  const footer = useFooterContent();
  const unread = useNotificationSummary();
  return (
    <ul>
      <li>user {user?.userName}</li>
      <li>role {role}</li>
      <li>company {company?.companyName}</li>
      <li>logo {images?.logo}</li>
      <li>apps {apps.map((app) => app.appName).join(', ')}</li>
      <li>version {footer?.version}</li>
      <li>unread {unread}</li>
    </ul>
  );
}

/** The shell as AppShell starts it (with its hub connection), and buttons for what a later page or a push does. */
function Shell({ later }: { later?: () => ReactNode }) {
  useRealtimeConnection();
  useShellStart();
  const [shown, setShown] = useState(false);
  const { mutate } = useSWRConfig();
  return (
    <>
      <ShellReads />
      <button onClick={() => setShown(true)}>Open a page</button>
      <button onClick={() => void mutate(SHELL_PART_KEYS.notificationSummary)}>Recount</button>
      {shown && later?.()}
    </>
  );
}

function renderShell(later?: () => ReactNode) {
  return render(
    // No deduping window: whatever a later mount would ask again, it asks.
    <ApiSWRProvider isolatedCache options={{ dedupingInterval: 0 }}>
      <Shell later={later} />
    </ApiSWRProvider>,
  );
}

async function shellShown() {
  expect(await screen.findByText('user Asha')).toBeInTheDocument();
  for (const text of ['role admin', 'company Acme Corp', 'logo /files/default-logo.png', 'apps Payroll, Learning', 'version 1.0.23']) {
    expect(screen.getByText(text)).toBeInTheDocument();
  }
}

describe("the shell's start", () => {
  it('reads the user, permissions, company, images, apps, footer and unread count in one request', async () => {
    signInAsSelf();
    const api = installFakeApi();
    renderShell();
    await shellShown();
    await settle();
    expect(requested(api.calls)).toEqual(['/api/shell-start']);
  });

  it('sends nothing more when a page mounts later with the same data: the permissions are not read twice', async () => {
    signInAsSelf();
    const api = installFakeApi();
    function PageButtons() {
      return <p>page {usePermissions().can('jobs:write') ? 'can write' : 'reads only'}</p>;
    }
    renderShell(() => <PageButtons />);
    await shellShown();
    await settle();
    act(() => screen.getByRole('button', { name: 'Open a page' }).click());
    expect(screen.getByText('page can write')).toBeInTheDocument();
    await settle();
    expect(requested(api.calls)).toEqual(['/api/shell-start']);
  });

  it('asks the endpoint itself when a part is read again (a recount after a push)', async () => {
    signInAsSelf();
    const api = installFakeApi();
    renderShell();
    await shellShown();
    api.set('GET /api/notifications/summary', { data: { unread: 4 } });
    act(() => screen.getByRole('button', { name: 'Recount' }).click());
    expect(await screen.findByText('unread 4')).toBeInTheDocument();
    expect(requested(api.calls)).toEqual(['/api/shell-start', '/api/notifications/summary']);
  });

  it('reads who the user is and what they may do again when the hub connection comes back (a role change closes it)', async () => {
    signInAsSelf();
    const api = installFakeApi();
    renderShell();
    await shellShown();
    api.set('GET /api/v2/permissions', permissionsReply(['referrals:refer'], 'employee'));
    await waitFor(() => expect(memoryHub.connected).toBe(true));
    act(() => {
      memoryHub.drop();
      memoryHub.restore();
    });
    expect(await screen.findByText('role employee')).toBeInTheDocument();
    expect(requested(api.calls).sort()).toEqual(['/api/shell-start', '/api/userinfo', '/api/v2/permissions']);
  });

  it('leaves each read to its own endpoint when the start fails', async () => {
    signInAsSelf();
    const api = installFakeApi({ 'GET /api/shell-start': json({ message: 'Something went wrong on our side.' }, 500) });
    renderShell();
    await shellShown();
    expect(requested(api.calls).sort()).toEqual([
      '/api/app-manager',
      '/api/company/1',
      '/api/default-image',
      '/api/footer-content',
      '/api/notifications/summary',
      '/api/shell-start',
      '/api/userinfo',
      '/api/v2/permissions',
    ]);
  });

  it('does not ask part by part when the sign-in is no longer valid: the browser is sent to sign in once', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    signInAsSelf();
    const api = installFakeApi({ 'GET /api/shell-start': json({ message: 'Your session has expired. Sign in again.' }, 401) });
    renderShell();
    await settle();
    await settle();
    expect(requested(api.calls)).toEqual(['/api/shell-start']);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(screen.getByText('unread 0')).toBeInTheDocument();
  });
});
