import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

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

/** TOOLCHAIN.md's launch flags for Debian's chromium. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

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
    },
  },
});
