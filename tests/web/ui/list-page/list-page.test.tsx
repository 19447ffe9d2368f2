import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestApp, type TestApp, type TestUser } from '../../../support/test-app';
import { useInProcessApi } from '../../../support/web-api';
import { renderApp } from '../../app/render-app';
import { NARROW_LIST_QUERY } from '../../../../src/web/ui/data-table/data-table';

let t: TestApp;
let admin: TestUser;
let employee: TestUser;
const longName = 'L'.repeat(100);

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await t.factories.tenant('web-list-kit');
  admin = await t.factories.user(tenant, 'admin');
  employee = await t.factories.user(tenant, 'employee');
  for (const [source, identifier] of [
    ['LinkedIn', 'linkedin'],
    ['Campus', 'campus'],
    [longName, 'long'],
  ]) {
    await t.call('POST', '/api/source', { as: admin, form: { source, identifier, description: `${identifier} hires` } });
  }
});
afterAll(() => t.close());

const slow = { timeout: 10_000 };
const originalMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

function narrowScreen() {
  window.matchMedia = ((query: string) => ({
    ...originalMatchMedia(query),
    matches: query === NARROW_LIST_QUERY,
  })) as typeof window.matchMedia;
}

describe('the list kit', () => {
  it('shows a refused list (403) as the refusal only: no empty state, no pager, no Create', async () => {
    useInProcessApi(t, employee);
    renderApp('/stages');
    expect(await screen.findByRole('alert', undefined, slow)).toHaveTextContent('You do not have permission to do this.');
    expect(screen.queryByText('No stages yet. Create the first one.')).not.toBeInTheDocument();
    expect(screen.queryByText(/Showing \d+ to \d+ of \d+ entries/)).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create' })).not.toBeInTheDocument();
  });

  it('restores the search and page size from the address', async () => {
    const { calls } = useInProcessApi(t, admin);
    renderApp('/applicant-source?search=camp&limit=5');
    const table = await screen.findByRole('table', { name: 'Applicant sources' }, slow);
    expect(await within(table).findByRole('cell', { name: 'Campus' })).toBeInTheDocument();
    expect(within(table).queryByRole('cell', { name: 'LinkedIn' })).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue('camp');
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('5');
    expect(
      calls.some((call) => call.path.startsWith('/api/source') && call.path.includes('search=camp') && call.path.includes('limit=5')),
    ).toBe(true);
  });

  it('writes a search to the address and starts again at page 1', async () => {
    useInProcessApi(t, admin);
    const user = userEvent.setup();
    renderApp('/applicant-source?page=2&limit=5');
    await screen.findByRole('table', { name: 'Applicant sources' }, slow);
    await user.type(screen.getByRole('searchbox'), 'link');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/applicant-source?limit=5&search=link'));
  });

  it('shows rows as cards on a narrow screen: the name heads the card beside its actions, the rest as label and value', async () => {
    narrowScreen();
    useInProcessApi(t, admin);
    renderApp('/applicant-source');
    const cards = await screen.findByRole('list', { name: 'Applicant sources' }, slow);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = (await within(cards).findByRole('heading', { level: 3, name: 'LinkedIn' })).closest('li');
    if (!card) throw new Error('the heading is not inside a card');
    expect(within(card).getByText('Identifier')).toBeInTheDocument();
    expect(within(card).getByText('linkedin')).toBeInTheDocument();
    expect(within(card).getByText('linkedin hires')).toBeInTheDocument();
    for (const action of ['View', 'Edit', 'Delete']) expect(within(card).getByRole('button', { name: action })).toBeInTheDocument();
    expect(within(cards).getByRole('heading', { level: 3, name: longName })).toBeInTheDocument();
    expect(screen.getByText(/Showing 1 to \d+ of \d+ entries/)).toBeInTheDocument();
  });
});
