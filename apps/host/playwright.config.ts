import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS } from './e2e/chromium-flags';

// Overridable so two checkouts on one machine can run their journeys side by side.
export const API_PORT = Number(process.env.E2E_API_PORT ?? 4310);
export const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 5310);
export const BASE_URL = `http://127.0.0.1:${WEB_PORT}`;

// One fresh database per run. Workers load this file too and inherit the runner's environment,
// so only the runner creates the directory, and removes it when it exits (after the servers stop).
if (!process.env.OWO_E2E_DATA_DIR) {
  const dataDir = mkdtempSync(join(tmpdir(), 'owo-e2e-'));
  process.env.OWO_E2E_DATA_DIR = dataDir;
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}

export default defineConfig({
  testDir: './e2e',
  workers: 1,
  retries: 0,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    trace: 'off',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // Builds the site and starts the one production server, as `pnpm start` does.
    command: 'node ../../scripts/start.mjs',
    url: `${BASE_URL}/`,
    reuseExistingServer: false,
    timeout: 300_000,
    // start.mjs stops the server's process group on SIGTERM; SIGKILL would orphan it.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(WEB_PORT),
      DATA_DIR: process.env.OWO_E2E_DATA_DIR,
      // The sandbox's late answers (08022222222, a gift-card review) in seconds, not ten: the bills journey
      // waits for them.
      SANDBOX_BILLS_LATE_MS: '3000',
      BILLS_REQUERY_AFTER_MS: '1000',
      // A card labelled SANDBOX-LATE is created by the issuer after 3 s: the cards journey sees it pending.
      SANDBOX_CARDS_LATE_MS: '3000',
      CARD_REQUERY_AFTER_MS: '1000',
      // An identity check under review decided, and a referral bonus paid, within a journey's wait.
      SANDBOX_IDENTITY_REVIEW_MS: '3000',
      REFERRAL_SWEEP_MS: '2000',
      // Referral links name the site the journey runs on.
      PUBLIC_URL: BASE_URL,
    },
  },
});
