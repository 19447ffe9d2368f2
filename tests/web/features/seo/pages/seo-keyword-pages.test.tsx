import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SEO_KEYWORDS_REQUIRED, SEO_TITLE_REQUIRED } from '../../../../../src/shared/contract/seo';
import { createTestApp, type TestApp, type TestUser } from '../../../../support/test-app';
import { useInProcessApi } from '../../../../support/web-api';
import { renderApp } from '../../../app/render-app';
import { findRow } from '../../../../support/find-row';
import { saveEmptyCreateForm } from '../../../../support/record-pages';

interface Row {
  id: number;
  title: string;
  keywords: string[];
}

let t: TestApp;
let admin: TestUser;
let manager: TestUser;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await t.factories.tenant('web-seo-keyword');
  admin = await t.factories.user(tenant, 'admin');
  manager = await t.factories.user(tenant, 'hiring_manager');
  for (const [title, keywords] of [
    ['Engineering Jobs', ['react developer', 'node.js jobs']],
    ['Sales Careers', ['b2b sales', 'inside sales', 'account executive', 'sdr jobs']],
  ] as const) {
    ids[title] = ((await t.call('POST', '/api/seo-keyword', { as: admin, json: { title, keywords } })).body.data as Row).id;
  }
});
afterAll(() => t.close());

const slow = { timeout: 10_000 };
const rowOf = (name: string) => findRow(() => screen.getByRole('cell', { name }));
const heading = (name: string) => screen.findByRole('heading', { name, level: 1 }, slow);
const location = () => screen.getByTestId('location').textContent;
const serverRows = async () => (await t.call('GET', '/api/seo-keyword?limit=100', { as: admin })).body.data as Row[];

describe('SEO keyword screens', () => {
  it("lists keyword sets under the title 'SEO-Keyword' with their first keywords", async () => {
    useInProcessApi(t, admin);
    renderApp('/seo-keyword');
    expect(await heading('SEO-Keyword')).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'SEO keyword sets' }, slow)).toBeInTheDocument();
    expect(within(await rowOf('Sales Careers')).getByText('b2b sales, inside sales, account executive +1 more')).toBeInTheDocument();
  });

  it('creates a set: keywords are confirmed with Enter; an empty form shows the messages and sends nothing', async () => {
    const { calls } = useInProcessApi(t, admin);
    const user = userEvent.setup();
    await saveEmptyCreateForm(user, { list: '/seo-keyword', heading: 'Create SEO-Keyword', path: '/seo-keyword/create' });
    expect(await screen.findByText(SEO_TITLE_REQUIRED)).toBeInTheDocument();
    expect(screen.getByText(SEO_KEYWORDS_REQUIRED)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Campus Hiring');
    const keywords = screen.getByRole('textbox', { name: /Keywords/ });
    await user.type(keywords, 'graduate trainee{Enter}freshers jobs{Enter}');
    expect(screen.getByRole('button', { name: 'Remove graduate trainee' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe('/seo-keyword'));
    expect(await rowOf('Campus Hiring')).toBeInTheDocument();
    expect((await serverRows()).find((row) => row.title === 'Campus Hiring')?.keywords).toEqual(['graduate trainee', 'freshers jobs']);
  });

  it('edits a set: removes a keyword and adds one', async () => {
    useInProcessApi(t, admin);
    const user = userEvent.setup();
    renderApp('/seo-keyword');
    await user.click(within(await rowOf('Engineering Jobs')).getByRole('button', { name: 'Edit' }));
    expect(await heading('Edit SEO-Keyword')).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /Title/ })).toHaveValue('Engineering Jobs');
    await user.click(screen.getByRole('button', { name: 'Remove node.js jobs' }));
    await user.type(screen.getByRole('textbox', { name: /Keywords/ }), 'backend developer{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe('/seo-keyword'));
    expect((await serverRows()).find((row) => row.id === ids['Engineering Jobs'])?.keywords).toEqual([
      'react developer',
      'backend developer',
    ]);
  });

  it('views a set with the fields disabled and Save hidden; other childPaths are not pages', async () => {
    useInProcessApi(t, admin);
    const first = renderApp(`/seo-keyword/view/${ids['Sales Careers']}`);
    expect(await heading('View SEO-Keyword')).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /Title/ })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /Keywords/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    first.unmount();
    renderApp(`/seo-keyword/rename/${ids['Sales Careers']}`);
    expect(await heading('Page not found')).toBeInTheDocument();
  });

  it('offers only View to a user who may read but not write', async () => {
    useInProcessApi(t, manager);
    renderApp('/seo-keyword');
    const row = await rowOf('Sales Careers');
    expect(within(row).getByRole('button', { name: 'View' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create' })).not.toBeInTheDocument();
  });
});
