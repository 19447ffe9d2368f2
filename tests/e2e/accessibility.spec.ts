import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';

// axe-core is injected as a script, which our CSP forbids; this file alone bypasses it to audit.
test.use({ bypassCSP: true });

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

async function seriousViolations(page: Page) {
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: { exclude: string[][] }) => Promise<{ violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[] }> } }).axe;
    // Tabster's focus-trap sentinels are aria-hidden focusable <i> elements by design (Fluent UI).
    return (await axe.run({ exclude: [['[data-tabster-dummy]']] })).violations;
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}

test('axe finds no serious violation on the sign-in, shell, job priority and set-up pages', async ({ page }) => {
  await page.goto('/account/login');
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/account/profile');
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/account/login?app=acme');
  await page.getByLabel('E-mail').fill('recruiter@acme.test');
  await page.getByLabel('Password').fill('hireloop-demo');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/job-priority');
  await expect(page.getByRole('table', { name: 'Job priorities' }).getByRole('cell').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Add New Priority' }).click();
  expect(await seriousViolations(page)).toEqual([]);

  const setUpPages = ['/applicant-source', '/source/create', '/applicant-status', '/applicant-status/create', '/stages', '/status', '/hiring-pipeline', '/hiring-process', '/general-settings', '/groupview', '/group/create'];
  for (const path of ['/referral-settings', '/no/such/page', ...setUpPages]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page), path).toEqual([]);
  }
});
