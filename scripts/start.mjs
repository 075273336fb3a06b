#!/usr/bin/env node
// The production server: builds the site, the served widget script and the docs into dist/site, and the
// API to JavaScript (apps/api/dist, with @owo/core's build beside it), then starts the API with node on
// its embedded database, serving all of them from one origin and one process. tsx is for development
// only (`pnpm dev:api`). Ctrl+C stops it.
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildSite, SITE_DIR } from './build-site.mjs';

const port = Number(process.env.PORT ?? 5173);

async function waitFor(url, seconds) {
  for (let i = 0; i < seconds * 4; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

buildSite({ alsoBuild: ['@owo/api...'] });

// `node dist/server.js` (apps/api's start script). The server leads its own process group, so stopping
// it reaches pnpm's grandchild, node, too.
const server = spawn('pnpm', ['--filter', '@owo/api', 'start'], {
  stdio: 'inherit',
  detached: true,
  // Local dev tools (the dev mailbox, the demo account) are on for `pnpm start` (DESIGN.md, Serving).
  // Referral links name this server unless PUBLIC_URL says where the site really is.
  env: {
    PUBLIC_URL: `http://localhost:${port}`,
    ...process.env,
    PORT: String(port),
    SITE_DIR,
    OWO_DEV_TOOLS: '1',
  },
});
let stopping = false;
server.on('exit', (code, signal) => {
  if (!stopping) console.error(`The server stopped (${signal ?? code}).`);
  process.exit(stopping ? 0 : code || 1);
});
function stop() {
  stopping = true;
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    process.exit(0);
  }
  setTimeout(() => process.exit(0), 12_000).unref();
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

try {
  await waitFor(`http://127.0.0.1:${port}/api/v1/health`, 90);
} catch (error) {
  console.error(error.message);
  stop();
}
console.info(`
  Owo is running on one origin: http://localhost:${port}/
    Site:          http://localhost:${port}/
    API:           http://localhost:${port}/api/v1  (reference: /api/v1/docs)
    Widget script: http://localhost:${port}/widgets/v1/owo.js
    Docs:          http://localhost:${port}/docs/
    Demo login: demo@owo.ng / Demo@Owo2026!  (new accounts read their codes at /api/v1/dev/mailbox?email=...)
  Ctrl+C stops it.
`);
