import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS } from '../../apps/host/e2e/chromium-flags';

// Started by run.ts, which serves the examples and Owo first.
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  workers: 1,
  retries: 0,
  reporter: 'list',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  use: { trace: 'off', launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS } },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
});
