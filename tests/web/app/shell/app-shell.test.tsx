import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserLocation } from '../../../../src/web/host/browser-location';
import { listMeta } from '../../../../src/shared/contract/list';
import { clearNetworkFailure } from '../../../../src/web/lib/network-status';
import { EMPTY_LIST, installFakeApi, json, networkFailure, signInAsSelf } from '../fake-api';
import { renderApp } from '../render-app';

afterEach(() => clearNetworkFailure());

function start(path: string, overrides: Parameters<typeof installFakeApi>[0] = {}) {
  signInAsSelf();
  const api = installFakeApi(overrides);
  renderApp(path);
  return api;
}

describe('top bar', () => {
  it('toggles the navigation drawer', async () => {
    start('/');
    const toggle = await screen.findByRole('button', { name: 'Toggle navigation' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await userEvent.setup().click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument());
  });

  it("lists only apps with status 1 in 'All Apps', opening in a new tab", async () => {
    start('/');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'All Apps' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('All Apps')).toBeInTheDocument();
    await within(menu).findByRole('menuitem', { name: 'Payroll' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Payroll', 'Learning']);
    expect(items[0]).toHaveAttribute('href', 'https://payroll.example.test');
    expect(items[0]).toHaveAttribute('target', '_blank');
    expect(items[0].getAttribute('rel')).toContain('noopener');
    expect(within(menu).queryByText('Old Portal')).not.toBeInTheDocument();
  });

  it('shows the company logo and falls back to the default image when it fails', async () => {
    start('/');
    const logo = await screen.findByRole('img', { name: 'Acme Corp logo' });
    expect(logo).toHaveAttribute('src', '/files/acme-logo.png');
    await screen.findByText('Acme Corp.', { exact: false });
    fireEvent.error(logo);
    await waitFor(() => expect(screen.getByRole('img', { name: 'Acme Corp logo' })).toHaveAttribute('src', '/files/default-logo.png'));
  });

  it('uses the favicon when the company has no logo', async () => {
    start('/', { 'GET /api/company/1': { data: { companyName: 'Acme Corp', companyLogo: null, companyFaviconIcon: '/files/acme.ico' } } });
    expect(await screen.findByRole('img', { name: 'Acme Corp logo' })).toHaveAttribute('src', '/files/acme.ico');
  });

  it('shows the user menu with name, e-mail, member-since date, profile link and logout', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    start('/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Account menu for Asha Rao' }));
    expect(await screen.findByText('asha.rao@example.test')).toBeInTheDocument();
    expect(screen.getByText('Member since 01/02/2023')).toBeInTheDocument();
    const profile = await screen.findByRole('menuitem', { name: 'Profile' });
    expect(profile).toHaveAttribute('href', 'https://accounts.example.test/profile');
    expect(profile).toHaveAttribute('target', '_blank');
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`/account/logout?callback=${encodeURIComponent('/')}`));
    expect(localStorage.getItem('selfToken')).toBeNull();
    expect(localStorage.getItem('appToken')).toBeNull();
  });
});

describe('footer', () => {
  it('shows the content and the version from the API', async () => {
    start('/', { 'GET /api/footer-content': { data: { content: 'Made by Acme', version: '2.4.0' } } });
    expect(await screen.findByText('Made by Acme')).toBeInTheDocument();
    expect(screen.getByText('Version 2.4.0')).toBeInTheDocument();
  });

  it('falls back to version 1.0.23', async () => {
    start('/', { 'GET /api/footer-content': json({ message: 'Not found' }, 404) });
    await screen.findByText('Hi Asha Rao');
    expect(screen.getByText('Version 1.0.23')).toBeInTheDocument();
  });
});

describe('Network Error dialog', () => {
  it('appears when the API is unreachable and Retry closes it once /api/health answers', async () => {
    const api = start('/', { 'GET /api/userinfo': networkFailure(), 'GET /api/health': networkFailure() });
    const dialog = await screen.findByRole('alertdialog', { name: 'Network Error' });
    expect(within(dialog).getByText('Check your internet connection')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByText(/still unreachable/)).toBeInTheDocument();
    expect(screen.getByRole('alertdialog', { name: 'Network Error' })).toBeInTheDocument();

    api.set('GET /api/health', { status: 'ok' });
    api.set('GET /api/userinfo', {
      data: { id: 7, userName: 'Asha', lastName: 'Rao', userAvatar: null, email: 'a@x.test', joiningDate: null, role: 'admin' },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    // Retry revalidates the data that failed.
    expect(await screen.findByText('Hi Asha Rao')).toBeInTheDocument();
  });

  it('closes with Close', async () => {
    start('/', { 'GET /api/userinfo': networkFailure() });
    const dialog = await screen.findByRole('alertdialog', { name: 'Network Error' });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});

describe('pages', () => {
  it('greets the user by first and last name on the dashboard', async () => {
    start('/');
    expect(await screen.findByRole('heading', { name: 'Hi Asha Rao' })).toBeInTheDocument();
    expect(screen.getByText(/depends on the duration you choose/)).toBeInTheDocument();
  });

  it('shows /table, which the spec names without a screen, as the hiring pipeline list with View', async () => {
    start('/table', { 'GET /api/pipeline': EMPTY_LIST });
    expect(await screen.findByRole('heading', { name: 'Hiring Pipeline', level: 1 }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText('No pipelines yet. Create the first one.')).toBeInTheDocument();
  });

  it("shows 'Page not found' for unknown routes with a link to the dashboard", async () => {
    start('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Go to dashboard' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(await screen.findByRole('heading', { name: 'Hi Asha Rao' })).toBeInTheDocument();
  });

  it('sends /source to the applicant source list', async () => {
    // The list it lands on asks for its sources: an empty page.
    start('/source', { 'GET /api/source': { data: [], meta: listMeta(0, 1, 10) } });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/applicant-source'));
  });

  it('sends every API call with the bearer token and the app key', async () => {
    const api = start('/');
    await screen.findByRole('heading', { name: 'Hi Asha Rao' });
    const apiCalls = api.calls.filter((c) => c.path.startsWith('/api/'));
    expect(apiCalls.length).toBeGreaterThan(0);
    for (const call of apiCalls) {
      expect(call.headers.get('Authorization')).toBe('Bearer self-token');
      expect(new URL(call.path, 'http://localhost').searchParams.get('app')).toBe('app-key');
    }
  });
});

describe('keyboard and screen reader (WCAG 2.4.1, 2.4.3)', () => {
  it('makes a skip link the first stop of Tab, which moves focus to the main landmark', async () => {
    start('/');
    await screen.findByRole('heading', { name: 'Hi Asha Rao' });
    const user = userEvent.setup();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it("moves focus to the new page's heading after a navigation, not on the first load", async () => {
    start('/no/such/page');
    const notFound = await screen.findByRole('heading', { name: 'Page not found' });
    expect(notFound).not.toHaveFocus();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Go to dashboard' }));
    // The greeting shows once the user is loaded: focus waits for it.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Hi Asha Rao' })).toHaveFocus());
  });
});

describe('sign-in gate', () => {
  it('sends a visitor without a valid session to the central login with a callback', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    installFakeApi();
    renderApp('/all/job');
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith(
        `/account/login?callback=${encodeURIComponent(window.location.pathname + window.location.search)}`,
      ),
    );
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
  });

  it('/logout clears the session and goes to the central logout', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    signInAsSelf();
    localStorage.setItem('ssoToken', 'old-sso');
    installFakeApi();
    renderApp('/logout');
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`/account/logout?callback=${encodeURIComponent('/')}`));
    for (const key of ['selfToken', 'ssoToken', 'authType', 'appToken']) expect(localStorage.getItem(key)).toBeNull();
  });
});

describe('narrow screens', () => {
  const originalMatchMedia = window.matchMedia;
  afterEach(() => {
    window.matchMedia = originalMatchMedia;
  });

  it('overlays the drawer, closed at first, and closes it after a choice', async () => {
    window.matchMedia = ((query: string) => ({
      ...originalMatchMedia(query),
      matches: query === '(max-width: 767px)',
    })) as typeof window.matchMedia;
    const noApplicants = { data: [], meta: { total: 0, per_page: 10, current_page: 1, last_page: 1, from: null, to: null } };
    start('/', { 'GET /api/v2/application': noApplicants });
    const toggle = await screen.findByRole('button', { name: 'Toggle navigation' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Jobs' })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(toggle);
    // jsdom does not move focus into the modal, so tabster keeps it aria-hidden (and nameless) here.
    const drawer = await screen.findByRole('navigation', { hidden: true });
    expect(drawer).toHaveAttribute('aria-label', 'Main navigation');
    expect(drawer).toHaveAttribute('aria-modal', 'true');
    await user.click(within(drawer).getByText('Applicants'));
    // The Application List is a lazy page: the router commits the new address once it has loaded.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/application'), { timeout: 5000 });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // The list's own Pagination is a navigation landmark too: look for the drawer by its label.
    await waitFor(() => expect(document.querySelector('nav[aria-label="Main navigation"]')).not.toBeInTheDocument());
  });
});
