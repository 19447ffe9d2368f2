import { expect } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { createTestApp, type TestApp, type TestUser } from '../../../../../support/test-app';
import { configureJobForm, createJobLookups, type JobLookups } from '../../../../../support/job-factory';

// One app with every job-form lookup and the seed's mandatory-field configuration, and the steps
// a recruiter takes to fill the job form in the browser.

export interface JobFormWorld {
  t: TestApp;
  admin: TestUser;
  recruiter: TestUser;
  manager: TestUser;
  l: JobLookups;
}

export async function createJobFormWorld(key: string, mandatory?: readonly string[]): Promise<JobFormWorld> {
  const t = await createTestApp();
  const tenant = await t.factories.tenant(key);
  const admin = await t.factories.user(tenant, 'admin');
  const recruiter = await t.factories.user(tenant, 'recruiter');
  const manager = await t.factories.user(tenant, 'hiring_manager');
  await configureJobForm(t.db, tenant.id, mandatory);
  const l = await createJobLookups(t.db, tenant.id);
  return { t, admin, recruiter, manager, l };
}

export const slow = { timeout: 10_000 };

/** The job form has loaded its configuration and lists (the first render also loads the page chunk). */
export async function formReady(name = 'Create job') {
  const form = await screen.findByRole('form', { name }, slow);
  await waitFor(() => expect(within(form).getAllByRole('option', { name: /Engineer \d/ }).length).toBeGreaterThan(0), slow);
  return form;
}

export const select = (label: string) => screen.getByRole('combobox', { name: label });

/** Picks one option of a searchable picker (users, skills); the app has few, so no typing is needed. */
export async function pick(user: UserEvent, label: string, option: RegExp) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }, slow));
}

/** Quill listens for DOM mutations of its editing area. */
export async function describeJob(html: string) {
  (await screen.findByRole('textbox', { name: 'Description' }, slow)).innerHTML = html;
}

/** Every field the seed's configuration marks mandatory (spec §5), plus skills and description. */
export async function fillMandatoryFields(
  user: UserEvent,
  w: JobFormWorld,
  title = 'Platform Engineer',
  experience: readonly [label: string, option: string] = ['Experience (years)', '3-5'],
) {
  const { l } = w;
  await user.type(screen.getByRole('textbox', { name: 'Job Title' }), title);
  await user.selectOptions(select('Position'), l.designation.designation);
  await user.selectOptions(select(experience[0]), experience[1]);
  await user.selectOptions(select('Job Type'), l.jobType.jobType);
  await user.selectOptions(select('Location'), l.location.locationDisplay);
  await user.selectOptions(select('Group'), l.group.groupName);
  await user.selectOptions(select('Department'), l.department.departmentName);
  await user.selectOptions(select('Hiring Pipeline'), l.pipeline.name);
  await user.selectOptions(select('Question Group'), l.questionGroup.questionGroupName);
  await pick(user, 'Hiring Manager', /hiring_manager \d/);
  await pick(user, 'Recruiting Manager', /recruiter \d/);
  await pick(user, 'Skills', /TypeScript/);
  await describeJob('<p>Runs our platform.</p>');
}
