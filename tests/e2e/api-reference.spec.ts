import { axeViolations } from './support/axe';
import { expect, fitsNarrowScreen, test } from './support/fixtures';

test('the API reference reads offline under the policy: nothing from elsewhere, nothing refused, and it fits 360 px', async ({
  browser,
  page,
  baseURL,
}) => {
  // axe reads every field of 171 operations.
  test.slow();
  const elsewhere: string[] = [];
  const refused: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== new URL(baseURL!).origin) elsewhere.push(request.url());
  });
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) refused.push(message.text());
  });

  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { level: 1, name: 'Hireloop API reference' })).toBeVisible();
  await page.getByRole('link', { name: 'Job priority', exact: true }).click();
  await page.getByText('Create a job priority').click();
  await expect(page.locator('#op-postapijobpriority').getByRole('heading', { name: 'Request body (required)' })).toBeVisible();
  await fitsNarrowScreen(page, 'api-reference-narrow');
  expect(elsewhere).toEqual([]);
  expect(refused).toEqual([]);

  // axe is injected as an inline script, which the page's own policy rightly refuses.
  const audit = await browser.newContext({ baseURL, bypassCSP: true });
  const audited = await audit.newPage();
  await audited.goto('/api/docs');
  await audited.getByText('Create a job priority').click();
  expect(await axeViolations(audited)).toEqual([]);
  await audit.close();
});
