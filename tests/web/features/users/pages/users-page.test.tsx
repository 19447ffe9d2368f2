import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { users } from '../../../../../src/server/db/schema';
import type { UserAccount } from '../../../../../src/shared/contract/users-manage';
import { createTestApp, type TestApp, type TestUser } from '../../../../support/test-app';
import { useInProcessApi } from '../../../../support/web-api';
import { findRow } from '../../../../support/find-row';
import { renderApp } from '../../../app/render-app';

let t: TestApp;
let admin: TestUser;
let recruiter: TestUser;
let employee: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await t.factories.tenant('web-users');
  admin = await t.factories.user(tenant, 'admin');
  recruiter = await t.factories.user(tenant, 'recruiter');
  employee = await t.factories.user(tenant, 'employee');
  await t.factories.user(await t.factories.tenant('web-users-other'), 'admin', { email: 'stranger@other.test' });
});
afterAll(() => t.close());

// The first render loads the lazy page; allow it more than the default second.
const table = () => screen.findByRole('table', { name: 'Users' }, { timeout: 10_000 });
const rowOf = (text: string) => findRow(() => screen.getByText(text, { selector: 'td, td *' }));
const serverRow = async (email: string) =>
  ((await t.call('GET', '/api/user-accounts?limit=100', { as: admin })).body.data as UserAccount[]).find((row) => row.email === email);
const act = async (user: ReturnType<typeof userEvent.setup>, rowText: string, name: string, action: string) => {
  await user.click(await within(await rowOf(rowText)).findByRole('button', { name: `Actions for ${name}` }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
};
const nameOf = (u: TestUser) => `${u.email.split('@')[0].replace(/^\w+-/, 'Test')} ${u.role}`;

describe('Users page', () => {
  it("lists the workspace's people with name, e-mail, role, active and last sign-in, never another workspace's", async () => {
    await t.db
      .update(users)
      .set({ lastSignInAt: new Date('2026-11-20T08:00:00Z') })
      .where(eq(users.id, recruiter.id));
    useInProcessApi(t, admin);
    renderApp('/users');
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' }, { timeout: 10_000 })).toBeInTheDocument();
    const headers = within(await table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Name', 'E-mail', 'Role', 'Active', 'Last sign-in']));
    const row = await rowOf(recruiter.email);
    expect(within(row).getByText('Recruiter')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(within(row).getByText('20/11/2026')).toBeInTheDocument();
    expect(within(await rowOf(admin.email)).getByText(/\(you\)$/)).toBeInTheDocument();
    expect(screen.queryByText('stranger@other.test')).not.toBeInTheDocument();
    expect(
      within(await screen.findByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name: 'Users' }),
    ).toBeInTheDocument();
  });

  it('searches by e-mail through the address', async () => {
    const { calls } = useInProcessApi(t, admin);
    const user = userEvent.setup();
    renderApp('/users');
    await table();
    await user.type(screen.getByRole('searchbox'), 'employee');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toContain('search=employee'));
    await rowOf(employee.email);
    await waitFor(() => expect(screen.queryByText(recruiter.email)).not.toBeInTheDocument());
    expect(calls.some((call) => call.path.startsWith('/api/user-accounts?') && call.path.includes('search=employee'))).toBe(true);
  });

  it('adds a user, refusing a bad e-mail first, and shows the one-time link with its expiry and Copy', async () => {
    const { calls } = useInProcessApi(t, admin);
    const user = userEvent.setup();
    renderApp('/users');
    await table();
    await user.click(screen.getByRole('button', { name: 'Add user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add user' });
    await user.type(within(dialog).getByRole('textbox', { name: /First name/ }), 'Meera');
    await user.type(within(dialog).getByRole('textbox', { name: /E-mail/ }), 'not-an-address');
    await user.click(within(dialog).getByRole('button', { name: 'Add user' }));
    expect(await within(dialog).findByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.clear(within(dialog).getByRole('textbox', { name: /E-mail/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /E-mail/ }), 'meera@web-users.test');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Role/ }), 'Recruiter');
    await user.click(within(dialog).getByRole('button', { name: 'Add user' }));

    const linkDialog = await screen.findByRole('dialog', { name: 'Sign-in link for Meera' });
    expect(within(linkDialog).getByText(/It works once and expires in 7 days, on 29 November 2026 at/)).toBeInTheDocument();
    const link = within(linkDialog).getByRole('textbox', { name: 'Sign-in link' }) as HTMLInputElement;
    expect(link.value).toMatch(/^http:\/\/localhost(:\d+)?\/account\/welcome\?code=[\w-]{43}$/);
    await user.click(within(linkDialog).getByRole('button', { name: 'Copy link' }));
    // user-event puts its own clipboard in place of the browser's.
    expect(await navigator.clipboard.readText()).toBe(link.value);
    expect(await within(linkDialog).findByText('Copied.')).toBeInTheDocument();
    await user.click(within(linkDialog).getByRole('button', { name: 'Done' }));

    const row = await rowOf('meera@web-users.test');
    expect(within(row).getByText('Recruiter')).toBeInTheDocument();
    expect(within(row).getByText('Link sent, unused until 29/11/2026')).toBeInTheDocument();
    expect(await serverRow('meera@web-users.test')).toMatchObject({ role: 'recruiter', active: true });
  });

  it("changes a role, and shows the server's refusal when the workspace's last admin would lose the admin role", async () => {
    useInProcessApi(t, admin);
    const user = userEvent.setup();
    renderApp('/users');
    await table();
    await act(user, employee.email, nameOf(employee), 'Change role');
    const dialog = await screen.findByRole('dialog', { name: `Change role of ${nameOf(employee)}` });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Role/ }), 'Hiring manager');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(await rowOf(employee.email)).getByText('Hiring manager')).toBeInTheDocument();
    expect((await serverRow(employee.email))?.role).toBe('hiring_manager');

    await act(user, admin.email, `${nameOf(admin)}`, 'Change role');
    const own = await screen.findByRole('dialog', { name: `Change role of ${nameOf(admin)}` });
    await user.selectOptions(within(own).getByRole('combobox', { name: /Role/ }), 'Employee');
    await user.click(within(own).getByRole('button', { name: 'Save' }));
    expect(
      await within(own).findByText(`${nameOf(admin)} is the last active admin of this workspace. Make someone else an admin first.`),
    ).toBeInTheDocument();
    expect((await serverRow(admin.email))?.role).toBe('admin');
  });

  it('deactivates and activates a user after asking, and offers no Deactivate on the admin themselves', async () => {
    useInProcessApi(t, admin);
    const user = userEvent.setup();
    renderApp('/users');
    await table();
    await act(user, recruiter.email, nameOf(recruiter), 'Deactivate');
    const confirm = await screen.findByRole('alertdialog', { name: `Deactivate ${nameOf(recruiter)}` });
    await user.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    expect(await within(await rowOf(recruiter.email)).findByText('Inactive')).toBeInTheDocument();
    expect((await serverRow(recruiter.email))?.active).toBe(false);

    await act(user, recruiter.email, nameOf(recruiter), 'Activate');
    await user.click(
      within(await screen.findByRole('alertdialog', { name: `Activate ${nameOf(recruiter)}` })).getByRole('button', { name: 'Activate' }),
    );
    expect(await within(await rowOf(recruiter.email)).findByText('Active')).toBeInTheDocument();

    await user.click(await within(await rowOf(admin.email)).findByRole('button', { name: `Actions for ${nameOf(admin)}` }));
    expect(await screen.findByRole('menuitem', { name: 'Deactivate' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('makes a new sign-in link for a user', async () => {
    useInProcessApi(t, admin);
    const user = userEvent.setup();
    renderApp('/users');
    await table();
    await act(user, employee.email, nameOf(employee), 'New sign-in link');
    await user.click(
      within(await screen.findByRole('alertdialog', { name: `New sign-in link for ${nameOf(employee)}` })).getByRole('button', {
        name: 'Make link',
      }),
    );
    const linkDialog = await screen.findByRole('dialog', { name: `Sign-in link for ${nameOf(employee)}` });
    expect((within(linkDialog).getByRole('textbox', { name: 'Sign-in link' }) as HTMLInputElement).value).toContain(
      '/account/welcome?code=',
    );
  });

  it('is refused to a user who is not an admin, and has no menu entry for them', async () => {
    useInProcessApi(t, recruiter);
    renderApp('/users');
    expect(await screen.findByText('You do not have permission to do this.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Users' })).not.toBeInTheDocument();
    expect(
      within(await screen.findByRole('navigation', { name: 'Main navigation' })).queryByRole('link', { name: 'Users' }),
    ).not.toBeInTheDocument();
  });
});
