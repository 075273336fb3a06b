/**
 * Each example copied out of the workspace, installed with npm from the packed tarballs (not workspace
 * links) and built as its README says, so each runs as a partner's own project would.
 */
import { execFile } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';

const EXAMPLES = fileURLToPath(new URL('..', import.meta.url));
const exec = promisify(execFile);

export interface Examples {
  /** Built folders to serve, by example name. */
  sites: { 'plain-html': string; 'react-vite': string; 'vue-vite': string };
  /** The React example's installed folder: the packed packages and one React, as a partner has them. */
  reactProject: string;
}

function copyExample(name: string, work: string): string {
  const dest = join(work, name);
  cpSync(join(EXAMPLES, name), dest, {
    recursive: true,
    filter: (source) => !/[\\/](?:node_modules|dist)$/.test(source),
  });
  return dest;
}

/** The example's dependencies on @owo/* point at the tarballs; overrides keep @owo/widgets' own @owo/core on it too. */
function useTarballs(project: string, tarballs: Record<string, string>) {
  const file = join(project, 'package.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  for (const [name, tarball] of Object.entries(tarballs)) manifest.dependencies[name] = `file:${tarball}`;
  manifest.overrides = { '@owo/core': '$@owo/core' };
  writeFileSync(file, JSON.stringify(manifest, null, 2));
}

/** Runs npm in `project`; returns how long it took and what it warned. */
async function npm(project: string, args: string[], env: Record<string, string> = {}) {
  const started = Date.now();
  const { stderr } = await exec('npm', args, {
    cwd: project,
    env: { ...process.env, ...env },
    maxBuffer: 64 * 1024 * 1024,
  });
  return { ms: Date.now() - started, stderr };
}

/**
 * What a partner's install must not show: a package whose `engines` excludes this Node (npm's
 * EBADENGINE warning; Owo supports Node 20), and, in the Vue project, React's types (it type-checks
 * Owo's declarations without them).
 */
function checkInstall(project: string, stderr: string, withoutReactTypes: boolean) {
  const engines = stderr.split('\n').filter((line) => /EBADENGINE/.test(line));
  if (engines.length > 0) {
    throw new Error(
      `npm install in ${project} warned about engines (${process.version}):\n${engines.join('\n')}`,
    );
  }
  if (withoutReactTypes && existsSync(join(project, 'node_modules/@types/react'))) {
    throw new Error(`npm install in ${project} installed @types/react, which a Vue project does not need`);
  }
}

/**
 * One React in the bundle: the built chunks' source maps list the React and React DOM modules bundled;
 * each must come from one place (a second copy would sit under another node_modules folder). Returns the
 * bundle's size, raw and gzip -9.
 */
function checkReactBundle(dist: string): { files: number; bytes: number; gzip: number } {
  const assets = join(dist, 'assets');
  const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
  const sources = new Set<string>();
  for (const script of scripts) {
    // The bundler's own runtime chunk has no sources, and no map.
    if (!existsSync(join(assets, `${script}.map`))) continue;
    const map = JSON.parse(readFileSync(join(assets, `${script}.map`), 'utf8')) as { sources: string[] };
    for (const source of map.sources) sources.add(source);
  }
  for (const module of ['react/cjs/react.production.js', 'react-dom/cjs/react-dom-client.production.js']) {
    const copies = [...sources].filter((source) => source.endsWith(`node_modules/${module}`));
    if (copies.length !== 1) {
      throw new Error(`the React example bundles ${copies.length} copies of ${module}: ${copies.join(', ')}`);
    }
  }
  let bytes = 0;
  let gzip = 0;
  for (const script of scripts) {
    const code = readFileSync(join(assets, script));
    bytes += statSync(join(assets, script)).size;
    gzip += gzipSync(code, { level: 9 }).length;
  }
  return { files: scripts.length, bytes, gzip };
}

export async function prepareExamples(
  work: string,
  owoOrigin: string,
  tarballs: Record<string, string>,
): Promise<Examples> {
  const plain = copyExample('plain-html', work);
  const page = join(plain, 'index.html');
  writeFileSync(page, readFileSync(page, 'utf8').replaceAll('https://owo.example', owoOrigin));

  const react = copyExample('react-vite', work);
  const vue = copyExample('vue-vite', work);
  // Warnings shown, so checkInstall can read an engines warning.
  const install = ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=warn'];
  await Promise.all(
    [react, vue].map(async (project) => {
      useTarballs(project, tarballs);
      const { ms, stderr } = await npm(project, install);
      checkInstall(project, stderr, project === vue);
      console.info(`examples: npm install in ${project}: ${(ms / 1000).toFixed(1)} s, no engine warning`);
    }),
  );
  const env = { VITE_OWO_ORIGIN: owoOrigin };
  // Each build type-checks first, skipLibCheck off so Owo's declarations are checked too: the React
  // example with tsc --noEmit, the Vue one with vue-tsc --noEmit and no React types installed.
  await Promise.all([
    npm(react, ['run', 'build', '--', '--sourcemap'], env),
    npm(vue, ['run', 'build'], env),
  ]);

  const size = checkReactBundle(join(react, 'dist'));
  console.info(
    `examples: React 19 + Vite bundle (React, the app, every element via @owo/widgets/define, lazy chunks included): ` +
      `${size.files} scripts, ${(size.bytes / 1024).toFixed(1)} KB, ${(size.gzip / 1024).toFixed(1)} KB gzip -9, one React`,
  );
  return {
    sites: { 'plain-html': plain, 'react-vite': join(react, 'dist'), 'vue-vite': join(vue, 'dist') },
    reactProject: react,
  };
}
