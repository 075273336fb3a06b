#!/usr/bin/env node
// Builds the host site, starts the API on its embedded database and serves the site, which reaches
// the API through its own origin (/api is proxied). Ctrl+C stops both.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

const apiPort = Number(process.env.PORT ?? 4000);
const webPort = Number(process.env.WEB_PORT ?? 5173);
const children = new Set();

function run(command, args, env = {}) {
  // Each child leads its own process group, so stopping it reaches pnpm's grandchildren (tsx, node, vite).
  const child = spawn(command, args, { stdio: 'inherit', detached: true, env: { ...process.env, ...env } });
  children.add(child);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (!stopping) {
      console.error(`${args.join(' ')} stopped (${signal ?? code}); stopping the rest.`);
      stop(code || 1);
    }
  });
  return child;
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  setTimeout(() => process.exit(code), 3000).unref();
  if (children.size === 0) process.exit(code);
  else
    Promise.all([...children].map((c) => new Promise((r) => c.on('exit', r)))).then(() => process.exit(code));
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

async function waitFor(url, seconds) {
  for (let i = 0; i < seconds * 4; i++) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

const build = spawnSync(
  'pnpm',
  ['--filter', '@owo/host...', '--filter', '@owo/docs', '--if-present', 'build'],
  {
    stdio: 'inherit',
  },
);
if (build.status !== 0) process.exit(build.status ?? 1);
// The site's Resources links point at /docs/: the component docs are served from the site's own origin.
const siteDocs = new URL('../apps/host/dist/docs', import.meta.url);
rmSync(siteDocs, { recursive: true, force: true });
cpSync(new URL('../docs/dist', import.meta.url), siteDocs, { recursive: true });

// Local use: the dev mailbox and demo account (OWO_DEV_TOOLS), and the site's proxy on this machine is
// trusted to name each visitor (X-Forwarded-For), so sign-in limits count visitors, not the proxy.
run('pnpm', ['--filter', '@owo/api', 'start'], {
  PORT: String(apiPort),
  OWO_DEV_TOOLS: '1',
  TRUST_PROXY: 'loopback',
});
try {
  await waitFor(`http://127.0.0.1:${apiPort}/api/v1/health`, 90);
} catch (error) {
  console.error(error.message);
  stop(1);
}
run(
  'pnpm',
  [
    '--filter',
    '@owo/host',
    'exec',
    'vite',
    'preview',
    '--host',
    '127.0.0.1',
    '--port',
    String(webPort),
    '--strictPort',
  ],
  {
    API_PORT: String(apiPort),
  },
);
await waitFor(`http://127.0.0.1:${webPort}/`, 30);
console.info(`
  Owo is running.
    Site:  http://localhost:${webPort}/
    API:   http://localhost:${apiPort}/api/v1  (reference: http://localhost:${webPort}/api/v1/docs)
    Demo login: demo@owo.ng / Demo@Owo2026!  (new accounts read their codes at /api/v1/dev/mailbox?email=...)
  Ctrl+C stops both.
`);
