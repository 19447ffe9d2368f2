import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { questionGroups, questions } from '../../../../../src/server/db/schema';
import type { Question } from '../../../../../src/shared/contract/question';
import { findRow } from '../../../../support/find-row';
import { createTestApp, type TestApp, type TestUser } from '../../../../support/test-app';
import { useInProcessApi } from '../../../../support/web-api';
import { renderApp } from '../../../app/render-app';

// Issue 35: the Questions List's order (Move up / Move down) and the question form's
// 'Flag applications that answer'.

let t: TestApp;
let admin: TestUser;
let manager: TestUser;
let groupId: number;

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await t.factories.tenant('web-question-order');
  admin = await t.factories.user(tenant, 'admin');
  manager = await t.factories.user(tenant, 'hiring_manager');
  const [group] = await t.db
    .insert(questionGroups)
    .values({ appId: admin.appId, questionGroupName: 'Order screening', description: 'In order' })
    .returning();
  groupId = group.id;
  await t.db.insert(questions).values(
    ['First?', 'Second?', 'Third?'].map((question, i) => ({
      appId: admin.appId,
      questionGroupId: groupId,
      question,
      sortOrder: i + 1,
    })),
  );
});
afterAll(() => t.close());

const slow = { timeout: 10_000 };
const heading = (name: string) => screen.findByRole('heading', { name, level: 1 }, slow);
const location = () => screen.getByTestId('location').textContent;
const rowOf = (name: string) => findRow(() => screen.getByRole('cell', { name }));
const shownOrder = () =>
  screen
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '')
    .filter((text) => /^(First|Second|Third)\?$/.test(text));
const stored = async () =>
  ((await t.call('GET', `/api/question-group/${groupId}?limit=100`, { as: admin })).body.data as Question[]).map((q) => q.question);

describe('Questions List order', () => {
  it('moves a question up and down with named buttons, by keyboard too; the ends cannot move further', async () => {
    const { calls } = useInProcessApi(t, admin);
    const user = userEvent.setup();
    renderApp(`/question-list/${groupId}`);
    await rowOf('Third?');
    expect(shownOrder()).toEqual(['First?', 'Second?', 'Third?']);
    expect(screen.getByRole('button', { name: 'Move First? up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Third? down' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move Third? up' }));
    await waitFor(() => expect(shownOrder()).toEqual(['First?', 'Third?', 'Second?']));
    expect(calls.some((call) => call.method === 'POST' && call.path.includes('/move'))).toBe(true);
    const down = screen.getByRole('button', { name: 'Move First? down' });
    down.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(shownOrder()).toEqual(['Third?', 'First?', 'Second?']));
    expect(await stored()).toEqual(['Third?', 'First?', 'Second?']);
  });

  it('offers no moves to a reader, nor while the list is searched', async () => {
    useInProcessApi(t, manager);
    const first = renderApp(`/question-list/${groupId}`);
    await rowOf('Second?');
    expect(screen.queryByRole('button', { name: /^Move / })).not.toBeInTheDocument();
    first.unmount();
    useInProcessApi(t, admin);
    renderApp(`/question-list/${groupId}?search=second`);
    await rowOf('Second?');
    expect(screen.queryByRole('button', { name: /^Move / })).not.toBeInTheDocument();
  });
});

describe('Flag applications that answer', () => {
  it('offers Yes and No for a yes/no question, the options for a choice question, nothing for text; saves the ticked answers', async () => {
    useInProcessApi(t, admin);
    const user = userEvent.setup();
    renderApp(`/question-create/${groupId}`);
    expect(await heading('Create Question')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Flag applications that answer' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Question/ }), 'Need a work visa?');
    await user.selectOptions(screen.getByRole('combobox', { name: /Type/ }), 'yes_no');
    const flags = await screen.findByRole('group', { name: 'Flag applications that answer' });
    expect(
      within(flags)
        .getAllByRole('checkbox')
        .map((box) => box.closest('span, div')?.textContent),
    ).toEqual(['Yes', 'No']);
    expect(screen.getByText('Flagged applications are marked for review, never rejected automatically.')).toBeInTheDocument();
    await user.click(within(flags).getByRole('checkbox', { name: 'Yes' }));
    await user.selectOptions(screen.getByRole('combobox', { name: /Type/ }), 'single_choice');
    await user.type(await screen.findByRole('textbox', { name: /Options/ }), 'Day{Enter}Night{Enter}');
    const choices = screen.getByRole('group', { name: 'Flag applications that answer' });
    expect(within(choices).getByRole('checkbox', { name: 'Day' })).not.toBeChecked();
    await user.click(within(choices).getByRole('checkbox', { name: 'Night' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe(`/question-list/${groupId}`));
    const saved = ((await t.call('GET', `/api/question-group/${groupId}?search=visa`, { as: admin })).body.data as Question[])[0];
    expect(saved).toMatchObject({ type: 'single_choice', options: ['Day', 'Night'], knockoutAnswers: ['Night'] });
  });

  it('shows the stored flags when editing, and drops them when the type no longer offers them', async () => {
    const [row] = await t.db
      .insert(questions)
      .values({
        appId: admin.appId,
        questionGroupId: groupId,
        question: 'Relocate?',
        type: 'yes_no',
        knockoutAnswers: ['No'],
        sortOrder: 9,
      })
      .returning();
    useInProcessApi(t, admin);
    const user = userEvent.setup();
    renderApp(`/question-edit/${row.id}`);
    expect(await heading('Edit Question')).toBeInTheDocument();
    const flags = await screen.findByRole('group', { name: 'Flag applications that answer' }, slow);
    expect(within(flags).getByRole('checkbox', { name: 'No' })).toBeChecked();
    await user.selectOptions(screen.getByRole('combobox', { name: /Type/ }), 'short_text');
    expect(screen.queryByRole('group', { name: 'Flag applications that answer' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe(`/question-list/${groupId}`));
    expect((await t.call('GET', `/api/question/${row.id}`, { as: admin })).body.data).toMatchObject({
      type: 'short_text',
      knockoutAnswers: [],
    });
  });
});
