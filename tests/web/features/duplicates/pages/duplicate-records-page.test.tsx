import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { applications } from '../../../../../src/server/db/schema';
import { verhoeffDigit } from '../../../../../src/shared/rules/aadhaar';
import { createTestApp, type TestApp, type TestUser } from '../../../../support/test-app';
import { createApplication, createJob } from '../../../../support/job-factory';
import { useInProcessApi } from '../../../../support/web-api';
import { renderApp } from '../../../app/render-app';

let t: TestApp;
let admin: TestUser;
let recruiter: TestUser;
let emptyAdmin: TestUser;
const ids: Record<string, number> = {};
const document = `12345678901${verhoeffDigit('12345678901')}`;

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await t.factories.tenant('web-duplicates');
  admin = await t.factories.user(tenant, 'admin');
  recruiter = await t.factories.user(tenant, 'recruiter');
  emptyAdmin = await t.factories.user(await t.factories.tenant('web-duplicates-empty'), 'admin');
  const job = await createJob(t.db, tenant.id, { jobTitle: 'Support Engineer' });
  let minute = 0;
  const applicant = async (key: string, fields: Partial<typeof applications.$inferInsert>) => {
    minute += 1;
    ids[key] = (
      await createApplication(t.db, tenant.id, job.id, { createdAt: new Date(Date.UTC(2026, 0, 1, 0, minute)), lastName: 'Rao', ...fields })
    ).id;
  };
  await applicant('mailOld', { firstName: 'Meena', applicantEmail: 'meena@example.test' });
  await applicant('mailNew', { firstName: 'Meena R', applicantEmail: 'MEENA@example.test' });
  await applicant('docOld', { firstName: 'Dev', applicantEmail: 'dev1@example.test', documentNumber: document });
  await applicant('docNew', { firstName: 'Devan', applicantEmail: 'dev2@example.test', documentNumber: document });
});
afterAll(() => t.close());

const groupCard = (value: string) => screen.findByRole('region', { name: value }, { timeout: 5000 });

describe('Duplicate Records (/duplicate-records)', () => {
  it('shows each group as a card: what they share (documents masked), the applications oldest first', async () => {
    useInProcessApi(t, admin);
    renderApp('/duplicate-records');
    expect(await screen.findByRole('heading', { name: 'Duplicate Records', level: 1 }, { timeout: 5000 })).toBeInTheDocument();
    const mail = await groupCard('meena@example.test');
    expect(within(mail).getByText('Same e-mail')).toBeInTheDocument();
    const items = within(mail).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(`#${ids.mailOld} Meena Rao`);
    expect(within(items[0]).getByText('Oldest')).toBeInTheDocument();
    expect(within(items[1]).queryByText('Oldest')).not.toBeInTheDocument();
    expect(items[0]).toHaveTextContent('Applied 01/01/2026');
    const doc = await groupCard(`XXXX-XXXX-${document.slice(-4)}`);
    expect(within(doc).getByText('Same document number')).toBeInTheDocument();
    expect(screen.queryByText(document)).not.toBeInTheDocument();
  });

  it('finds the groups with an applicant matching the search', async () => {
    useInProcessApi(t, admin);
    const user = userEvent.setup();
    renderApp('/duplicate-records');
    await groupCard('meena@example.test');
    await user.type(screen.getByRole('searchbox'), 'devan');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'meena@example.test' })).not.toBeInTheDocument());
    expect(await groupCard(`XXXX-XXXX-${document.slice(-4)}`)).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'nobody here');
    expect(await screen.findByText('No duplicate group has an applicant matching your search.')).toBeInTheDocument();
  });

  it('merges a group into the oldest after a confirmation that says what happens', async () => {
    useInProcessApi(t, admin);
    const user = userEvent.setup();
    renderApp('/duplicate-records');
    const doc = await groupCard(`XXXX-XXXX-${document.slice(-4)}`);
    await user.click(within(doc).getByRole('button', { name: 'Merge into oldest' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Merge into oldest' });
    expect(dialog).toHaveTextContent(`#${ids.docOld} Dev Rao is kept at its current stage and status.`);
    expect(dialog).toHaveTextContent(`#${ids.docNew} Devan Rao`);
    expect(dialog).toHaveTextContent('trash');
    await user.click(within(dialog).getByRole('button', { name: 'Merge' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: `XXXX-XXXX-${document.slice(-4)}` })).not.toBeInTheDocument());
    const [merged] = await t.db.select({ deletedAt: applications.deletedAt }).from(applications).where(eq(applications.id, ids.docNew));
    expect(merged.deletedAt).not.toBeNull();
  });

  it('hides a group marked "Not duplicates"', async () => {
    useInProcessApi(t, admin);
    const user = userEvent.setup();
    renderApp('/duplicate-records');
    const mail = await groupCard('meena@example.test');
    await user.click(within(mail).getByRole('button', { name: 'Not duplicates' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Not duplicates' });
    expect(dialog).toHaveTextContent('shows again if another application with the same e-mail arrives');
    await user.click(within(dialog).getByRole('button', { name: 'Not duplicates' }));
    expect(await screen.findByText('No duplicate applicants found.')).toBeInTheDocument();
  });

  it('says so when there are no duplicates', async () => {
    useInProcessApi(t, emptyAdmin);
    renderApp('/duplicate-records');
    expect(await screen.findByText('No duplicate applicants found.', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('tells a non-admin the page is not theirs and offers no actions', async () => {
    useInProcessApi(t, recruiter);
    renderApp('/duplicate-records');
    expect(await screen.findByText(/permission/i, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Merge into oldest' })).not.toBeInTheDocument();
  });
});
