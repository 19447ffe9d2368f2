import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './tests/support/chromium';

// End-to-end tests in Debian's Chromium (never a downloaded browser) against the real server,
// which tests/e2e/support/global-setup.ts starts on a temporary database with demo data, once per
// worker, so workers never share demo data. One worker: on CI's two cores, two (each with its
// browser and server) took 22.8 min against 19 for one, and pushed three tests past their waits.
const ci = Boolean(process.env.CI);

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/e2e',
  globalSetup: './tests/e2e/support/global-setup.ts',
  globalTeardown: './tests/e2e/support/global-teardown.ts',
  fullyParallel: false,
  workers: 1,
  retries: ci ? 1 : 0,
  forbidOnly: ci,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    // Set by global setup before the workers start; the fixtures in support/ read it as well.
    baseURL: process.env.E2E_BASE_URL,
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1366, height: 900 },
    locale: 'en-US',
    timezoneId: 'UTC',
    screenshot: 'on',
    trace: 'retain-on-failure',
    video: 'off',
    launchOptions: {
      ...CHROMIUM_LAUNCH_OPTIONS,
      // Playwright turns on GPU rasterization, which without a GPU goes through SwiftShader's emulated
      // GL: Skia's own software rasterizer draws the same pixels (screenshots byte for byte) with about
      // a sixth less of Chromium's CPU. Not in the shared options: the browser benchmarks keep theirs.
      args: [...CHROMIUM_LAUNCH_OPTIONS.args, '--disable-gpu-rasterization'],
    },
  },
});
