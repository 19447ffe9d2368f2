import { expect, test } from './support/fixtures';

test('the server answers GET /api/health with status ok', async ({ page, baseURL }) => {
  expect(baseURL).toMatch(/^https?:\/\//);
  const response = await page.goto('/api/health');
  expect(response?.status()).toBe(200);
  expect(await response?.json()).toEqual({ status: 'ok' });
});
