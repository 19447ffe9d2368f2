import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answers, questionGroups, questions } from '../../../../../src/server/db/schema';
import { createTestApp, type TestApp } from '../../../../support/test-app';
import { holdRequests, useInProcessApi } from '../../../../support/web-api';
import { findRow } from '../../../../support/find-row';
import { resizableWindow } from '../../../../support/resizable-window';
import { statusWorld, type StatusWorld } from '../../../../server/modules/application-status-change/application-status-fixture';
import { renderApp } from '../../../app/render-app';

let t: TestApp;
let w: StatusWorld;
const ids: Record<string, number> = {};
const slow = { timeout: 8000 };
const REASON = 'Answered "No" to "Can you work weekends?"';

beforeAll(async () => {
  t = await createTestApp();
  w = await statusWorld(t, 'web-applicant-flags');
  const appId = w.appId;
  // A careers-site application: campaign, consent, a knockout answer that flagged it.
  ids.asha = await w.applicant(w.job.pipeline, [[w.stage.screen, w.status.screening]], {
    firstName: 'Asha',
    lastName: 'Rao',
    utmSource: 'linkedin',
    utmMedium: 'social',
    utmCampaign: 'spring-hiring',
    consentAt: new Date(Date.UTC(2026, 10, 20, 9, 30)),
    consentNotice: 'We keep your data for a year.',
    flagReason: REASON,
  });
  ids.bala = await w.applicant(w.job.pipeline, [[w.stage.screen, w.status.screening]], { firstName: 'Bala', lastName: 'Iyer' });
  const [group] = await t.db.insert(questionGroups).values({ appId, questionGroupName: 'Engineering screen' }).returning();
  const question = async (text: string, fields: Partial<typeof questions.$inferInsert>) =>
    (
      await t.db
        .insert(questions)
        .values({ appId, questionGroupId: group.id, question: text, ...fields })
        .returning()
    )[0].id;
  const years = await question('Years of TypeScript?', { type: 'number', sortOrder: 1 });
  const weekends = await question('Can you work weekends?', { type: 'yes_no', sortOrder: 2, knockoutAnswers: ['No'] });
  await t.db.insert(answers).values([
    { appId, questionId: years, applicationId: ids.asha, answer: '4' },
    { appId, questionId: weekends, applicationId: ids.asha, answer: 'No' },
  ]);
});
afterAll(() => t.close());

const card = (title: string) => screen.getByRole('region', { name: title });
const location = () => screen.getByTestId('location');

describe('Applicant page: a careers application', () => {
  it('says the flag and its reason by the name, lists the screening answers with the flagged one marked, the campaign and the consent', async () => {
    useInProcessApi(t, w.users.recruiter);
    renderApp(`/application/view/${ids.asha}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Rao' }, slow)).toBeInTheDocument();
    expect(screen.getByText('Flagged for review')).toBeInTheDocument();
    expect(screen.getByText(REASON)).toBeInTheDocument();
    const answersCard = card('Screening answers');
    const items = await within(answersCard).findAllByRole('listitem', undefined, slow);
    expect(items.map((item) => item.textContent)).toEqual(['Years of TypeScript?4', 'Can you work weekends?NoFlagged']);
    expect(within(items[1]).getByText('Flagged')).toBeInTheDocument();
    const applicant = card('Applicant');
    for (const text of ['linkedin', 'social', 'spring-hiring']) expect(within(applicant).getByText(text)).toBeInTheDocument();
    expect(within(applicant).getByText(/^Consented to the privacy notice on .*2026/)).toBeInTheDocument();
  });

  it('shows a placeholder while the answers load, and says why an applicant has none', async () => {
    useInProcessApi(t, w.users.recruiter);
    const held = holdRequests((_method, path) => path.includes(`/application/${ids.bala}/answers`));
    renderApp(`/application/view/${ids.bala}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bala Iyer' }, slow)).toBeInTheDocument();
    expect(within(card('Screening answers')).getByLabelText('Loading screening answers')).toBeInTheDocument();
    held.release();
    expect(
      await within(card('Screening answers')).findByText(
        'No screening answers: this applicant did not apply on the careers site, or the job asks no questions.',
        undefined,
        slow,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Flagged for review')).not.toBeInTheDocument();
    expect(screen.queryByText(/Consented to the privacy notice/)).not.toBeInTheDocument();
    expect(within(card('Applicant')).queryByText('Campaign')).not.toBeInTheDocument();
  });
});

describe.each([
  ['Application List', '/application', 'Applications'],
  ['Applicants of the job', () => `/job/application/${w.job.pipeline}`, 'Applicants'],
])('%s: flagged applicants', (_name, path, tableName) => {
  const at = () => (typeof path === 'string' ? path : path());

  it("marks a flagged row 'Flagged', its reason the badge's description, reachable by keyboard", async () => {
    useInProcessApi(t, w.users.recruiter);
    renderApp(at());
    await screen.findByRole('table', { name: tableName }, slow);
    const asha = await findRow(() => screen.getByText('Asha Rao'));
    const badge = within(asha).getByText('Flagged');
    await waitFor(() => expect(badge).toHaveAccessibleDescription(REASON), slow);
    expect(badge).toHaveAttribute('tabindex', '0');
    expect(within(await findRow(() => screen.getByText('Bala Iyer'))).queryByText('Flagged')).not.toBeInTheDocument();
  });

  it("'Flagged only' lists the flagged applicants and keeps the filter in the address", async () => {
    const { calls } = useInProcessApi(t, w.users.recruiter);
    const user = userEvent.setup();
    renderApp(at());
    await findRow(() => screen.getByText('Bala Iyer'));
    await user.click(screen.getByRole('checkbox', { name: 'Flagged only' }));
    await waitFor(() => expect(screen.queryByText('Bala Iyer')).not.toBeInTheDocument(), slow);
    expect(screen.getByText('Asha Rao')).toBeInTheDocument();
    expect(location()).toHaveTextContent(/[?&]flagged=1/);
    expect(calls.some((call) => call.method === 'GET' && /[?&]flagged=1/.test(call.path))).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Flagged only' }));
    expect(await findRow(() => screen.getByText('Bala Iyer'))).toBeInTheDocument();
    expect(location()).not.toHaveTextContent('flagged');
  });

  it("at 360 px the flagged applicant's card carries the badge, and the filter is there", async () => {
    resizableWindow(360);
    useInProcessApi(t, w.users.recruiter);
    renderApp(at());
    const cards = await screen.findByRole('list', { name: tableName }, slow);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const asha = (await within(cards).findByText('Asha Rao', undefined, slow)).closest('li');
    expect(asha && within(asha).getByText('Flagged')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Flagged only' })).toBeInTheDocument();
  });

  it('a link with flagged=1 opens with the box ticked', async () => {
    useInProcessApi(t, w.users.recruiter);
    renderApp(`${at()}?flagged=1`);
    await findRow(() => screen.getByText('Asha Rao'));
    expect(screen.getByRole('checkbox', { name: 'Flagged only' })).toBeChecked();
    expect(screen.queryByText('Bala Iyer')).not.toBeInTheDocument();
  });
});
