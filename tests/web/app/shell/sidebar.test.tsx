import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { locateRoute, menuLinks, MENUS } from '../../../../src/web/app/menus';
import { installFakeApi, permissionsReply, signInAsSelf } from '../fake-api';
import { renderApp } from '../render-app';

const REFERRAL_COUNTS = { total: 0, inProgress: 0, hired: 0, payable: 0, chat: 0 };
const NO_ROWS = { data: [], meta: { total: 0, per_page: 10, current_page: 1, last_page: 1, from: null, to: null } };

async function openApp(path: string) {
  signInAsSelf();
  // The Application List and the referral landing are real pages now: they ask for their data.
  installFakeApi({ 'GET /api/v2/application': NO_ROWS, 'GET /api/referral-summary': { data: REFERRAL_COUNTS } });
  renderApp(path);
  const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
  await within(nav).findAllByRole('link');
  return nav;
}

/** Visible top-level labels (links and group headers) in document order. */
function topLevelLabels(nav: HTMLElement): string[] {
  return Array.from(nav.querySelectorAll('.fui-NavItem, .fui-NavCategoryItem')).map((el) => el.textContent?.trim() ?? '');
}

describe('sidebar menus (spec 000 §2 Sidebar)', () => {
  it('keeps both menus sorted by order number', () => {
    const orders = (id: 'dashboard' | 'referral') =>
      MENUS[id].entries.flatMap((e) => (e.type === 'link' ? [e.order] : [e.order, ...e.children.map((c) => c.order)]));
    expect(orders('dashboard')).toEqual([1, 2, 3]);
    expect(orders('referral')).toEqual([4, 4.1, 4.2, 5, 6, 7, 8, 9, 10, 11, 12, 13, 13.5, 14, 15, 16, 17, 20, 21, 22, 23]);
  });

  it('gives every entry the route of the spec', () => {
    const routes = (id: 'dashboard' | 'referral') => Object.fromEntries(menuLinks(MENUS[id].entries).map((l) => [l.label, l.route]));
    expect(routes('dashboard')).toEqual({ Dashboard: '/', Jobs: '/all/job', Applicants: '/application' });
    expect(routes('referral')).toEqual({
      Referrals: '/referrals',
      'Refer a candidate': '/refer',
      'My referrals': '/my-referrals',
      'Referrals Settings': '/referral-settings',
      'Referral Amount': '/referral-amount',
      'Referrer Eligibility': '/referrer-eligibility',
      'General Settings': '/general-settings',
      'Applicant Source': '/applicant-source',
      'Applicant Status': '/applicant-status',
      'SEO Keyword': '/seo-keyword',
      'SEO Graph': '/seo-graph',
      Users: '/users',
      'Hiring Pipeline': '/hiring-pipeline',
      Stages: '/stages',
      Status: '/status',
      'Question Group': '/question-template',
      Group: '/groupview',
      'Job priority': '/job-priority',
    });
  });

  it('renders the Dashboard menu in order with its routes on a dashboard route', async () => {
    const nav = await openApp('/');
    expect(topLevelLabels(nav)).toEqual(['Dashboard', 'Jobs', 'Applicants']);
    expect(within(nav).getByRole('link', { name: 'Jobs' })).toHaveAttribute('href', '/all/job');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  it('renders the Referral menu in order on a referral route', async () => {
    const nav = await openApp('/referrals');
    expect(topLevelLabels(nav)).toEqual([
      'Referrals',
      'Refer a candidate',
      'My referrals',
      'Referrals Settings',
      'Referral Amount',
      'Referrer Eligibility',
      'General Settings',
      'Set-Up',
      'Hiring Process',
      'Questions',
      'Group',
      'Job priority',
    ]);
    expect(within(nav).getByRole('link', { name: 'Job priority' })).toHaveAttribute('href', '/job-priority');
  });

  it('keeps the Dashboard menu with Applicants current on Duplicate Records, a page of the applicants', async () => {
    const nav = await openApp('/duplicate-records');
    expect(topLevelLabels(nav)).toEqual(['Dashboard', 'Jobs', 'Applicants']);
    expect(within(nav).getByRole('link', { name: 'Applicants' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens the group holding the current route and highlights its entry', async () => {
    const nav = await openApp('/seo-graph/edit/4');
    const seoGraph = within(nav).getByRole('link', { name: 'SEO Graph' });
    expect(seoGraph).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Set-Up' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('button', { name: 'Hiring Process' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('link', { name: 'Stages' })).not.toBeInTheDocument();
  });

  it('expands and collapses a group on click', async () => {
    const nav = await openApp('/referrals');
    const user = userEvent.setup();
    const group = within(nav).getByRole('button', { name: 'Hiring Process' });
    await user.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'true');
    expect(await within(nav).findByRole('link', { name: 'Stages' })).toHaveAttribute('href', '/stages');
    await user.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves between the menu switch and the entries with the arrow keys, wrapping at the ends, and with Home and End', async () => {
    const nav = await openApp('/');
    const user = userEvent.setup();
    const link = (name: string) => within(nav).getByRole('link', { name });
    // Looked up each time: the button is rendered anew inside its tooltip once the tooltip's code is in.
    const switchMenu = () => within(nav).getByRole('button', { name: 'Switch to Referral menu' });
    link('Dashboard').focus();
    await user.keyboard('{ArrowDown}');
    expect(link('Jobs')).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(switchMenu()).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(link('Applicants')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(switchMenu()).toHaveFocus();
    await user.keyboard('{End}');
    expect(link('Applicants')).toHaveFocus();
  });

  it('navigates with a click on an entry', async () => {
    const nav = await openApp('/');
    await userEvent.setup().click(within(nav).getByRole('link', { name: 'Applicants' }));
    // A lazy page: the router commits the new address once the page has loaded.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/application'), { timeout: 5000 });
    expect(within(nav).getByRole('link', { name: 'Applicants' })).toHaveAttribute('aria-current', 'page');
  });

  it('switches to the first entry of the other menu with the header icon', async () => {
    const nav = await openApp('/all/job');
    const user = userEvent.setup();
    await user.click(within(nav).getByRole('button', { name: 'Switch to Referral menu' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/referrals$/);
    expect(topLevelLabels(nav)[0]).toBe('Referrals');
    await user.click(within(nav).getByRole('button', { name: 'Switch to Dashboard menu' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(topLevelLabels(nav)).toEqual(['Dashboard', 'Jobs', 'Applicants']);
  });

  it('hides entries the user has no permission for, and sends an employee from the landing to My referrals', async () => {
    signInAsSelf();
    installFakeApi({
      'GET /api/v2/permissions': permissionsReply(['dashboard:read', 'referrals:refer', 'chat:use'], 'employee'),
      'GET /api/my-referrals': NO_ROWS,
    });
    renderApp('/referrals');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await waitFor(() => expect(topLevelLabels(nav)).toEqual(['Referrals', 'Refer a candidate', 'My referrals']));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/my-referrals$/), { timeout: 5000 });
  });

  it('maps routes without a menu entry to the entry they belong to', () => {
    expect(locateRoute('/job/view/12')).toEqual({ menuId: 'dashboard', linkId: 'jobs', groupId: null });
    expect(locateRoute('/question-list/3')).toEqual({ menuId: 'referral', linkId: 'question-group', groupId: 'questions' });
    expect(locateRoute('/hiring-process')).toEqual({ menuId: 'referral', linkId: null, groupId: 'hiring-process' });
    expect(locateRoute('/applicationv1')?.linkId).toBe('applicants');
    expect(locateRoute('/duplicate-records')).toEqual({ menuId: 'dashboard', linkId: 'applicants', groupId: null });
    expect(locateRoute('/application/trash')).toEqual({ menuId: 'dashboard', linkId: 'applicants', groupId: null });
    expect(locateRoute('/nowhere')).toBeNull();
  });

  it('ignores trailing slashes, and a long run of them inside an address costs no backtracking', () => {
    expect(locateRoute('/job/view/12///')?.linkId).toBe('jobs');
    const started = performance.now();
    expect(locateRoute(`/${'/'.repeat(200_000)}x`)).toBeNull();
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
