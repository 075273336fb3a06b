/**
 * The real Owo API for browser tests (DESIGN.md: real parts in tests), as a @web/test-runner plugin.
 *
 * When the test server starts, this starts `pnpm --filter @owo/api dev` (tsx) as a child process, without
 * waiting for it: the API boots (about 5 s: PGlite creates, migrates and seeds its database) while
 * Chromium launches and the first test files bundle. It runs with
 *   - a free port on 127.0.0.1, which tests reach as http://localhost:<port>: the runner's page is
 *     http://localhost:<port> too, so the refresh cookie is same-site;
 *   - a fresh temporary DATA_DIR (removed afterwards), so every run starts from the seeded demo data;
 *   - CORS_ORIGINS allowing the runner's origin (the API answers credentialed requests only from those);
 *   - every rate limit off (RATE_LIMIT_* = 0): a run signs up and signs in far more often per minute
 *     than a person, from one IP. The per-account lock after 5 wrong passwords stays on: use a fresh
 *     account per test.
 *
 * A test asks for it at GET /__owo/api, which answers `{ "url": "http://localhost:<port>" }` once the API
 * is healthy, or `{ "error": "...the API's log..." }` if it failed to start: only the tests that need it fail. The
 * browser half is test/api.ts (`useTestApi()`, the dev mailbox, ready-made accounts). The child's whole
 * process group is stopped with the test server, and killed if the runner exits another way.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const API_INFO_PATH = '/__owo/api';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const READY_TIMEOUT_MS = 60_000;
const LOG_LINES_KEPT = 40;

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts the API and resolves with its base URL once /api/v1/health answers. */
async function startApi({ origins }) {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'owo-widgets-api-'));
  const log = [];
  const child = spawn('pnpm', ['--filter', '@owo/api', 'dev'], {
    cwd: repoRoot,
    // Its own process group: pnpm, tsx and node stop together (see stop()).
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CORS_ORIGINS: origins.join(','),
      // The tests read codes from the dev mailbox and sign in as the demo account.
      OWO_DEV_TOOLS: '1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_LOGIN: '0',
      RATE_LIMIT_AUTH: '0',
      RATE_LIMIT_FORMS: '0',
      RATE_LIMIT_GLOBAL: '0',
      // Pending bill purchases settle within a browser test's time.
      SANDBOX_BILLS_LATE_MS: '1500',
      BILLS_REQUERY_AFTER_MS: '300',
      // So does a card the issuer creates late (a label with SANDBOX-LATE).
      SANDBOX_CARDS_LATE_MS: '1500',
      CARD_REQUERY_AFTER_MS: '300',
      // An identity check under review is decided, and a referral bonus paid, within a test's time.
      SANDBOX_IDENTITY_REVIEW_MS: '1500',
      REFERRAL_SWEEP_MS: '1000',
    },
  });
  const keep = (chunk) => {
    log.push(...String(chunk).split('\n').filter(Boolean));
    log.splice(0, Math.max(0, log.length - LOG_LINES_KEPT));
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  let running = true;
  exited.then(() => {
    running = false;
  });
  const killGroup = (signal) => {
    try {
      process.kill(-(/** @type {number} */ (child.pid)), signal);
    } catch {
      // Already gone.
    }
  };
  const killOnExit = () => killGroup('SIGKILL');
  process.once('exit', killOnExit);

  const stop = async () => {
    process.off('exit', killOnExit);
    if (running) {
      killGroup('SIGTERM');
      const done = await Promise.race([exited.then(() => true), sleep(10_000).then(() => false)]);
      if (!done) killGroup('SIGKILL');
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  const url = `http://localhost:${port}`;
  const started = Date.now();
  while (Date.now() - started < READY_TIMEOUT_MS) {
    if (!running) break;
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
      if (res.ok) return { url, stop };
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  await stop();
  throw new Error(
    `The Owo API did not become healthy on port ${port} within ${READY_TIMEOUT_MS / 1000} s.\n${log.join('\n')}`,
  );
}

/** @returns {import('@web/test-runner').TestRunnerPlugin} */
export function apiServer() {
  /** @type {Promise<{ url: string, stop(): Promise<void> }> | undefined} */
  let api;
  return {
    name: 'owo-api-server',
    serverStart({ config }) {
      const origins = [`http://${config.hostname}:${config.port}`, `http://127.0.0.1:${config.port}`];
      api = startApi({ origins });
      // Reported to the tests that ask for it (below), not here: the others run without the API.
      api.catch(() => {});
    },
    async serve(context) {
      if (context.path !== API_INFO_PATH) return undefined;
      try {
        if (!api) throw new Error('The test server has not started the API.');
        const { url } = await api;
        return { body: JSON.stringify({ url }), type: 'json' };
      } catch (error) {
        // The dev server answers every plugin response with 200; the browser half reads `error`.
        return {
          body: JSON.stringify({ error: String(error instanceof Error ? error.message : error) }),
          type: 'json',
        };
      }
    },
    async serverStop() {
      const running = await api?.catch(() => undefined);
      await running?.stop();
    },
  };
}
