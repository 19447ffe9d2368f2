import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { applicantSources, applicantStatuses, applications, jobs } from '../../../../../src/server/db/schema';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import { AddApplicantDrawer } from '../../../../../src/web/features/applications/components/add-applicant-drawer';
import { AddApplicantButton } from '../../../../../src/web/features/applications/components/add-applicant-button';
import { ApiSWRProvider } from '../../../../../src/web/lib/swr';
import { createTestApp, type TestApp, type TestUser } from '../../../../support/test-app';
import { useInProcessApi } from '../../../../support/web-api';
import { renderUi } from '../../../ui/render-ui';

let t: TestApp;
let recruiter: TestUser;
let employee: TestUser;
const ids: Record<string, number> = {};
const slow = { timeout: 10_000 };

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await t.factories.tenant('web-add-applicant');
  recruiter = await t.factories.user(tenant, 'recruiter');
  const other = await t.factories.user(tenant, 'recruiter');
  employee = await t.factories.user(tenant, 'employee');
  const job = async (jobTitle: string, recruitingManagerId: number) =>
    (await t.db.insert(jobs).values({ appId: tenant.id, jobTitle, recruitingManagerId }).returning())[0].id;
  ids.own = await job('Data Analyst', recruiter.id);
  ids.others = await job('Designer', other.id);
  await t.db.insert(applicantStatuses).values({ appId: tenant.id, name: 'Applied' });
  ids.source = (await t.db.insert(applicantSources).values({ appId: tenant.id, source: 'Campus', identifier: 'campus' }).returning())[0].id;
});
afterAll(() => t.close());

function open(props: { jobId?: number } = {}) {
  const onAdded = vi.fn();
  const onClose = vi.fn();
  const view = renderUi(
    <ApiSWRProvider isolatedCache>
      <AddApplicantDrawer {...props} open onClose={onClose} onAdded={onAdded} />
    </ApiSWRProvider>,
  );
  return { ...view, onAdded, onClose };
}

const field = (name: RegExp | string) => screen.getByRole('textbox', { name });
const pdf = (body = '%PDF-1.4\n%%EOF\n', name = 'cv.pdf', type = 'application/pdf') => new File([body], name, { type });

async function fill(user: ReturnType<typeof open>['user'], email: string) {
  await user.type(field(/First name/), 'Asha');
  await user.type(field(/Last name/), 'Rao');
  await user.type(field(/E-mail/), email);
  await user.type(field(/Mobile no/), '+91 98765 43210');
  await user.type(screen.getByRole('spinbutton', { name: /Experience/ }), '3');
}

describe('AddApplicantDrawer', () => {
  it('adds an applicant to the chosen job and reports the new id', async () => {
    useInProcessApi(t, recruiter);
    const { user, onAdded, onClose } = open();
    const job = await screen.findByRole('combobox', { name: /Job/ }, slow);
    await user.selectOptions(job, 'Data Analyst');
    await fill(user, 'asha@example.com');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Source' }), 'Campus');
    expect(screen.getByText('PDF, up to 5 MB')).toBeInTheDocument();
    await user.upload(document.querySelector<HTMLInputElement>('input[type=file]')!, pdf());
    expect(screen.getByText(/cv\.pdf/)).toBeInTheDocument();
    // jsdom's FormData drops a File's bytes on the way to the in-process API: the upload itself is
    // covered by the server tests and the e2e run, so the picked file is removed again here.
    await user.click(screen.getByRole('button', { name: 'Remove the resume' }));
    expect(screen.queryByText(/cv\.pdf/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(onAdded).toHaveBeenCalledTimes(1), slow);
    const [row] = await t.db
      .select()
      .from(applications)
      .where(eq(applications.id, onAdded.mock.calls[0][0] as number));
    expect(row).toMatchObject({ jobId: ids.own, firstName: 'Asha', experience: 3, sourceId: ids.source });
    expect(row.resumePath).toBeNull();
    expect(onClose).toHaveBeenCalled();
  });

  it("says the schema's messages for empty fields and a file that is not a PDF, sending nothing", async () => {
    const { calls } = useInProcessApi(t, recruiter);
    const { onAdded } = open({ jobId: ids.own });
    // The picker's accept list would filter the wrong file out before the form could say why.
    const user = userEvent.setup({ applyAccept: false });
    await screen.findByRole('textbox', { name: /First name/ }, slow);
    expect(screen.queryByRole('combobox', { name: /Job/ })).not.toBeInTheDocument();
    await user.upload(document.querySelector<HTMLInputElement>('input[type=file]')!, pdf('hello', 'notes.txt', 'text/plain'));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Please enter the first name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter the phone number.')).toBeInTheDocument();
    expect(screen.getByText('The resume must be a PDF file.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    expect(onAdded).not.toHaveBeenCalled();
  });

  it("puts the server's refusal on its field: a job the recruiter does not recruit for", async () => {
    useInProcessApi(t, recruiter);
    const { user, onAdded } = open();
    await user.selectOptions(await screen.findByRole('combobox', { name: /Job/ }, slow), 'Designer');
    await fill(user, 'other@example.com');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Job not found.', undefined, slow)).toBeInTheDocument();
    expect(onAdded).not.toHaveBeenCalled();
  });

  it('AddApplicantButton opens the drawer for a job and then the new applicant; hidden without write rights', async () => {
    function Applicant() {
      return <p>{`Applicant page ${useParams().id}`}</p>;
    }
    const page = () =>
      renderUi(
        <ApiSWRProvider isolatedCache>
          <MemoryRouter initialEntries={['/job/application']}>
            <Routes>
              <Route path="/job/application" element={<AddApplicantButton jobId={ids.own} />} />
              <Route path="/application/view/:id" element={<Applicant />} />
            </Routes>
          </MemoryRouter>
        </ApiSWRProvider>,
      );
    useInProcessApi(t, employee);
    const hidden = page();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Add applicant' })).not.toBeInTheDocument());
    hidden.unmount();

    useInProcessApi(t, recruiter);
    const { user } = page();
    await user.click(await screen.findByRole('button', { name: 'Add applicant' }, slow));
    await screen.findByRole('dialog', { name: 'Add applicant' });
    await fill(user, 'button@example.com');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const shown = await screen.findByText(/^Applicant page \d+$/, undefined, slow);
    const [row] = await t.db
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.applicantEmail, 'button@example.com'));
    expect(shown).toHaveTextContent(`Applicant page ${row.id}`);
  });
});
