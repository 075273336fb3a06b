#!/usr/bin/env node
// Builds what the production server serves and lays it out in one folder, dist/site (SITE_DIR):
//   /              the host site (apps/host/dist), its public pages pre-rendered to HTML
//   /widgets/v1/   the standalone widgets (owo.js, one entry per element, hashed chunks)
//   /docs/         the component docs (Histoire)
//   /packages/     @owo/core and @owo/widgets as npm publishes them (`pnpm pack`: owo-core-0.1.0.tgz,
//                  owo-widgets-0.1.0.tgz), for `npm install https://<owo>/packages/<name>-<version>.tgz`
// then precompresses it (.br, .gz). Any static server can serve the folder; `pnpm start` serves it
// from the API's own process.
import { spawnSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { precompress } from './precompress.mjs';

const root = (path) => fileURLToPath(new URL(`../${path}`, import.meta.url));
export const SITE_DIR = root('dist/site');
/** The packages partners install, served packed under /packages/. */
const PACKED = ['core', 'widgets'];

/**
 * `alsoBuild`: more pnpm filters built in the same run (`pnpm start` adds the API's), so a package both
 * need, such as @owo/core, is built once.
 */
export function buildSite({ alsoBuild = [] } = {}) {
  const filters = ['@owo/host...', '@owo/docs', ...alsoBuild].flatMap((filter) => ['--filter', filter]);
  const build = spawnSync('pnpm', [...filters, '--if-present', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  rmSync(SITE_DIR, { recursive: true, force: true });
  // apps/host's build pre-renders the public pages (apps/host/scripts/prerender.mjs) into dist/ and
  // dist/prerendered/; its vite manifest (.vite/) served the pre-renderer, not visitors.
  cpSync(root('apps/host/dist'), SITE_DIR, {
    recursive: true,
    filter: (source) => !source.includes('/.vite'),
  });
  // The widgets' build manifest (.vite/) is for scripts/size.mjs, not for visitors.
  cpSync(root('packages/widgets/dist/standalone'), `${SITE_DIR}/widgets/v1`, {
    recursive: true,
    filter: (source) => !source.includes('/.vite'),
  });
  cpSync(root('docs/dist'), `${SITE_DIR}/docs`, { recursive: true });
  // Built above (apps/host depends on both), so packing is only tarring: publishConfig's exports, and
  // `workspace:*` turned into the version.
  for (const name of PACKED) {
    const pack = spawnSync('pnpm', ['pack', '--pack-destination', `${SITE_DIR}/packages`], {
      cwd: root(`packages/${name}`),
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (pack.status !== 0) process.exit(pack.status ?? 1);
  }
  const files = precompress(SITE_DIR);
  console.info(`Site laid out in ${SITE_DIR} (${files} files precompressed).`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildSite();
