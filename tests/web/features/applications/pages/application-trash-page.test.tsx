import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { applications } from '../../../../../src/server/db/schema';
import { TRASH_DELETE_MESSAGE } from '../../../../../src/shared/contract/application-trash';
import { createTestApp, type TestApp, type TestUser } from '../../../../support/test-app';
import { createApplication, createJob } from '../../../../support/job-factory';
import { useInProcessApi } from '../../../../support/web-api';
import { findRow } from '../../../../support/find-row';
import { renderApp } from '../../../app/render-app';

let t: TestApp;
let admin: TestUser;
let recruiter: TestUser;
let emptyAdmin: TestUser;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await t.factories.tenant('web-trash');
  admin = await t.factories.user(tenant, 'admin');
  recruiter = await t.factories.user(tenant, 'recruiter');
  emptyAdmin = await t.factories.user(await t.factories.tenant('web-trash-empty'), 'admin');
  const job = await createJob(t.db, tenant.id, { jobTitle: 'Data Analyst', recruitingManagerId: recruiter.id });
  for (const firstName of ['Keeping', 'Binned', 'Returning'])
    ids[firstName] = (await createApplication(t.db, tenant.id, job.id, { firstName, lastName: 'Person' })).id;
  // Deleted on 22/11/2026 (the test clock) by the admin.
  await t.call('POST', '/api/multiple-application-delete', { as: admin, json: { applicantId: [ids.Returning] } });
});
afterAll(() => t.close());

const deletedAt = async (id: number) =>
  (await t.db.select({ at: applications.deletedAt }).from(applications).where(eq(applications.id, id)))[0].at;

describe('Deleting applicants (the DELETE confirmation)', () => {
  it('says where deleted applicants go and moves the selected one to the trash after DELETE is typed', async () => {
    useInProcessApi(t, admin);
    const user = userEvent.setup();
    renderApp('/application');
    await user.click(await screen.findByRole('checkbox', { name: 'Select Binned Person' }, { timeout: 5000 }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete applicant' });
    expect(dialog).toHaveTextContent(TRASH_DELETE_MESSAGE);
    expect(dialog).not.toHaveTextContent('cannot access it anymore');
    const ok = within(dialog).getByRole('button', { name: 'Ok' });
    expect(ok).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox'), 'DELETE');
    await user.click(ok);
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Select Binned Person' })).not.toBeInTheDocument());
    expect(await deletedAt(ids.Binned)).not.toBeNull();
    expect(await deletedAt(ids.Keeping)).toBeNull();
  });
});

describe('Deleted Applications (/application/trash)', () => {
  it('shows who deleted each applicant, when, and when it is removed for good (DD/MM/YYYY)', async () => {
    useInProcessApi(t, admin);
    renderApp('/application/trash');
    expect(await screen.findByRole('heading', { name: 'Deleted Applications', level: 1 }, { timeout: 5000 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Deleted applications' });
    for (const header of ['Name', 'Email', 'Job Title', 'Deleted on', 'Deleted by', 'Removed for good on']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const row = await findRow(() => screen.getByRole('cell', { name: 'Returning Person' }));
    expect(within(row).getByRole('cell', { name: '22/11/2026' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: '22/12/2026' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: 'Data Analyst' })).toBeInTheDocument();
  });

  it('restores the selected applicants after a confirmation', async () => {
    useInProcessApi(t, admin);
    const user = userEvent.setup();
    renderApp('/application/trash');
    await user.click(await screen.findByRole('checkbox', { name: 'Select Returning Person' }, { timeout: 5000 }));
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Restore applicant' });
    expect(dialog).toHaveTextContent('Returning Person comes back to the applicant lists');
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Returning Person' })).not.toBeInTheDocument());
    expect(await deletedAt(ids.Returning)).toBeNull();
  });

  it('says so when the trash is empty', async () => {
    useInProcessApi(t, emptyAdmin);
    renderApp('/application/trash');
    expect(await screen.findByText('The trash is empty.', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('tells a non-admin the trash is not theirs to see', async () => {
    useInProcessApi(t, recruiter);
    renderApp('/application/trash');
    expect(await screen.findByRole('heading', { name: 'Deleted Applications', level: 1 }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText(/permission/i)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
