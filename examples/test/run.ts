/**
 * The examples step of `pnpm test`: packs @owo/core and @owo/widgets and checks the tarballs (publint,
 * attw), installs them into copies of the three examples outside the workspace, builds those, imports the
 * packed build on Node (ssr.test.ts), then runs each example's journey in Chromium (examples.spec.ts)
 * against an Owo server on 127.0.0.1 with each example on its own localhost port: another site.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type OwoServer, startOwo } from '../../apps/host/e2e/partner-servers';
import { checkTarballs, packPackages } from '../../scripts/check-packages';
import { prepareExamples } from './prepare-examples';
import { type StaticSite, serveFolder } from './static-site';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
// Overridable so two checkouts on one machine can run side by side (as apps/host's journeys).
const OWO_PORT = Number(process.env.E2E_API_PORT ?? 4310);
const SITE_PORT = Number(process.env.E2E_WEB_PORT ?? 5310) + 1;
const NAMES = ['plain-html', 'react-vite', 'vue-vite'] as const;

const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
const work = mkdtempSync(join(tmpdir(), 'owo-examples-'));
const sites: StaticSite[] = [];
let owo: OwoServer | undefined;
let failed = false;

/** Runs a test runner beside this process's servers (so not spawnSync, which would stop them answering). */
async function run(command: string, args: string[], env: Record<string, string>) {
  const child = spawn(command, args, { cwd: HERE, stdio: 'inherit', env: { ...process.env, ...env } });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) failed = true;
}

try {
  const tarballs = packPackages(join(work, 'packs'));
  checkTarballs(tarballs);
  console.info(`examples: packages built, packed and checked (${seconds()})`);

  const owoOrigin = `http://127.0.0.1:${OWO_PORT}`;
  const partners = NAMES.map((_, i) => `http://localhost:${SITE_PORT + i}`);
  // Owo serves the script-tag build packPackages just made at /widgets/v1/, as dist/site lays it out.
  const siteDir = join(work, 'owo-site');
  mkdirSync(join(siteDir, 'widgets'), { recursive: true });
  cpSync(join(ROOT, 'packages/widgets/dist/standalone'), join(siteDir, 'widgets/v1'), {
    recursive: true,
    filter: (source) => !source.includes('/.vite'),
  });
  const starting = startOwo({ port: OWO_PORT, siteDir, partners }).then((server) => {
    owo = server;
  });
  const [examples] = await Promise.all([prepareExamples(work, owoOrigin, tarballs), starting]);
  console.info(`examples: installed and built, Owo up (${seconds()})`);

  for (const [i, name] of NAMES.entries()) sites.push(await serveFolder(examples.sites[name], SITE_PORT + i));
  const env = {
    OWO_EXAMPLES_OWO: owoOrigin,
    OWO_EXAMPLES_SITES: JSON.stringify(Object.fromEntries(NAMES.map((name, i) => [name, partners[i]]))),
    OWO_EXAMPLES_PROJECT: examples.reactProject,
  };
  await run('pnpm', ['exec', 'vitest', 'run'], env);
  await run('pnpm', ['exec', 'playwright', 'test'], env);
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  for (const site of sites) await site.stop();
  await (owo as OwoServer | undefined)?.stop();
  rmSync(work, { recursive: true, force: true });
  console.info(`examples: ${failed ? 'FAILED' : 'passed'} in ${seconds()}`);
}
process.exit(failed ? 1 : 0);
