import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answers, questionGroups, questions } from '../../../../../src/server/db/schema';
import { QUESTION_GROUP_NAME_REQUIRED } from '../../../../../src/shared/contract/question-group';
import { QUESTION_REQUIRED, type Question } from '../../../../../src/shared/contract/question';
import { createApplication, createJob } from '../../../../support/job-factory';
import { findRow } from '../../../../support/find-row';
import { createTestApp, type TestApp, type TestUser } from '../../../../support/test-app';
import { useInProcessApi } from '../../../../support/web-api';
import { renderApp } from '../../../app/render-app';

let t: TestApp;
let admin: TestUser;
let manager: TestUser;
let groupId: number;
let answeredId: number;

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await t.factories.tenant('web-questions');
  admin = await t.factories.user(tenant, 'admin');
  manager = await t.factories.user(tenant, 'hiring_manager');
  const [group] = await t.db
    .insert(questionGroups)
    .values({ appId: admin.appId, questionGroupName: 'Plant screening', description: 'Shift questions' })
    .returning();
  groupId = group.id;
  await t.db.insert(questionGroups).values({ appId: admin.appId, questionGroupName: 'Spare group', description: 'Unused' });
  const [answered] = await t.db
    .insert(questions)
    .values({ appId: admin.appId, questionGroupId: groupId, question: 'Can you work nights?', type: 'yes_no', required: 1 })
    .returning();
  answeredId = answered.id;
  await t.db.insert(questions).values({ appId: admin.appId, questionGroupId: groupId, question: 'Forklift licence?' });
  const job = await createJob(t.db, admin.appId, { jobTitle: 'Line operator' });
  const application = await createApplication(t.db, admin.appId, job.id, { firstName: 'Meera', lastName: 'Iyer' });
  await t.db.insert(answers).values({ appId: admin.appId, questionId: answeredId, applicationId: application.id, answer: 'Yes' });
});
afterAll(() => t.close());

// Pages load lazily: the first query of a test waits longer than Testing Library's default second.
const slow = { timeout: 10_000 };
const heading = (name: string) => screen.findByRole('heading', { name, level: 1 }, slow);
const location = () => screen.getByTestId('location').textContent;
const rowOf = (name: string) => findRow(() => screen.getByRole('cell', { name }));
const groupQuestions = async () =>
  ((await t.call('GET', `/api/question-group/${groupId}?limit=100`, { as: admin })).body.data as Question[]).map((q) => q.question);

describe('Question screens', () => {
  it('lists the groups, searches them and opens a group\u2019s Questions List, whose Back returns', async () => {
    const { calls } = useInProcessApi(t, admin);
    const user = userEvent.setup();
    renderApp('/question-template');
    expect(await heading('Question Groups')).toBeInTheDocument();
    expect(await rowOf('Spare group')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox'), 'plant');
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Spare group' })).not.toBeInTheDocument());
    expect(calls.some((call) => call.path.includes('search=plant'))).toBe(true);
    await user.click(within(await rowOf('Plant screening')).getByRole('button', { name: 'View questions' }));
    expect(await heading('Questions List')).toBeInTheDocument();
    expect(location()).toBe(`/question-list/${groupId}`);
    expect(await screen.findByText(/Plant screening/)).toBeInTheDocument();
    const row = await rowOf('Can you work nights?');
    expect(within(row).getByRole('cell', { name: 'Yes / No' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(location()).toBe('/question-template'));
  });

  it('creates a group, refusing an empty name with its message first', async () => {
    const { calls } = useInProcessApi(t, admin);
    const user = userEvent.setup();
    renderApp('/question-template');
    await user.click(await screen.findByRole('button', { name: 'Create' }, slow));
    expect(await heading('Create Question Group')).toBeInTheDocument();
    expect(location()).toBe('/questiongroup-create');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(QUESTION_GROUP_NAME_REQUIRED)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: /Question Group Name/ }), 'Warehouse screening');
    await user.type(screen.getByRole('textbox', { name: /Description/ }), 'For pickers');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe('/question-template'));
    expect(await rowOf('Warehouse screening')).toBeInTheDocument();
  });

  it('creates a choice question: options only for the choice types, confirmed with Enter', async () => {
    useInProcessApi(t, admin);
    const user = userEvent.setup();
    renderApp(`/question-create/${groupId}`);
    expect(await heading('Create Question')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(QUESTION_REQUIRED)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Question/ }), 'Which shift suits you?');
    expect(screen.queryByRole('textbox', { name: /Options/ })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: /Type/ }), 'single_choice');
    const optionsBox = await screen.findByRole('textbox', { name: /Options/ });
    await user.type(optionsBox, 'Day{Enter}Night{Enter}');
    await user.click(screen.getByRole('switch', { name: 'Required' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe(`/question-list/${groupId}`));
    const saved = ((await t.call('GET', `/api/question-group/${groupId}?search=shift`, { as: admin })).body.data as Question[])[0];
    expect(saved).toMatchObject({
      question: 'Which shift suits you?',
      type: 'single_choice',
      options: ['Day', 'Night'],
      required: 1,
      status: 1,
    });
  });

  it('edits a question with Back, Cancel and Save', async () => {
    useInProcessApi(t, admin);
    const user = userEvent.setup();
    renderApp(`/question-list/${groupId}`);
    await user.click(within(await rowOf('Forklift licence?')).getByRole('button', { name: 'Edit' }));
    expect(await heading('Edit Question')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    const input = await screen.findByRole('textbox', { name: /^Question/ });
    expect(input).toHaveValue('Forklift licence?');
    await user.clear(input);
    await user.type(input, 'Do you hold a forklift licence?');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe(`/question-list/${groupId}`));
    expect(await groupQuestions()).toContain('Do you hold a forklift licence?');
    await user.click(within(await rowOf('Do you hold a forklift licence?')).getByRole('button', { name: 'Edit' }));
    await heading('Edit Question');
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(location()).toBe(`/question-list/${groupId}`));
  });

  it('shows a question\u2019s answers with the applicant and the job', async () => {
    useInProcessApi(t, admin);
    const user = userEvent.setup();
    renderApp(`/question-list/${groupId}`);
    await user.click(within(await rowOf('Can you work nights?')).getByRole('button', { name: 'View answers' }));
    expect(await heading('Answers')).toBeInTheDocument();
    expect(location()).toBe(`/answers/${answeredId}`);
    expect(await screen.findByText(/Can you work nights\? · Yes \/ No, required/)).toBeInTheDocument();
    const row = await rowOf('Line operator');
    expect(within(row).getByRole('cell', { name: 'Yes' })).toBeInTheDocument();
    expect(within(row).getByText('Meera Iyer')).toBeInTheDocument();
  });

  it('deletes through the DELETE confirmation: a question with answers is archived and its answers stay readable', async () => {
    useInProcessApi(t, admin);
    const user = userEvent.setup();
    renderApp(`/question-list/${groupId}`);
    await user.click(within(await rowOf('Can you work nights?')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('It has 1 answer: it will be archived instead, and its answers stay readable.');
    await user.type(within(dialog).getByRole('textbox'), 'DELETE');
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Can you work nights?' })).not.toBeInTheDocument());
    expect(
      await screen.findAllByText('Question archived: it has answers, which stay readable under its answers.', undefined, slow),
    ).not.toHaveLength(0);
    expect(await groupQuestions()).not.toContain('Can you work nights?');
    const kept = await t.call('GET', `/api/questions/${answeredId}`, { as: admin });
    expect(kept.body.data).toMatchObject({ question: { archived: true }, answers: [{ answer: 'Yes' }] });
  });

  it('offers a reader only viewing: no Create, Edit or Delete', async () => {
    useInProcessApi(t, manager);
    const first = renderApp('/question-template');
    const row = await rowOf('Spare group');
    expect(within(row).getByRole('button', { name: 'View questions' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create' })).not.toBeInTheDocument();
    first.unmount();
    renderApp(`/question-list/${groupId}`);
    const question = await rowOf('Do you hold a forklift licence?');
    expect(within(question).getByRole('button', { name: 'View answers' })).toBeInTheDocument();
    expect(within(question).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });
});
