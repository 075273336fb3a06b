// Builds @owo/core and @owo/widgets, packs them as npm would publish them (`pnpm pack`: publishConfig's
// exports, `workspace:*` turned into the real version) and checks each tarball with publint and
// are-the-types-wrong. The packages are ESM only, so attw runs with `--profile esm-only` (CommonJS
// resolution, node10 and node16-from-CJS, is not checked). Part of `pnpm test` through examples/test,
// which installs these same tarballs into the examples.
// Usage: pnpm check:packages [folder for the tarballs]
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, posix, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PACKAGES = ['core', 'widgets'];

const run = (command: string, args: string[], cwd = ROOT) =>
  execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/** Builds and packs both packages into `dest`; returns the tarball paths by package name. */
export function packPackages(dest: string): Record<string, string> {
  mkdirSync(dest, { recursive: true });
  const tarballs: Record<string, string> = {};
  for (const name of PACKAGES) {
    const dir = join(ROOT, 'packages', name);
    run('pnpm', ['run', 'build'], dir);
    const { name: packageName, version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    run('pnpm', ['pack', '--pack-destination', dest], dir);
    tarballs[packageName] = join(dest, `${packageName.replace('@', '').replace('/', '-')}-${version}.tgz`);
  }
  return tarballs;
}

/** Every relative module specifier in a .js or .d.ts file (`from './x.js'`, `import('./y.js')`). */
const RELATIVE_IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)(['"])(\.{1,2}\/[^'"]+)\1/g;

/** The files an `exports` map names; a `*` in a target matches any part of a path, as in a subpath pattern. */
function exportTargets(exports: unknown, files: string[]): string[] {
  if (typeof exports === 'string') {
    const target = posix.normalize(exports);
    if (!target.includes('*')) return [target];
    const literal = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const pattern = new RegExp(`^${target.split('*').map(literal).join('.+')}$`);
    return files.filter((file) => pattern.test(file));
  }
  if (exports && typeof exports === 'object') {
    return Object.values(exports).flatMap((value) => exportTargets(value, files));
  }
  return [];
}

/**
 * The files of an unpacked package (`dir`, holding package.json) that no import of it can reach: from
 * each target of its `exports`, through every relative import of the .js and .d.ts files, each module's
 * declarations beside its JavaScript. Docs-only, story and test code (a demo element, story helpers, a
 * test server) is reached by nothing a partner imports, so it shows here. package.json and README.md
 * are read by tools, not imported.
 */
export function unreachableFiles(dir: string): string[] {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'));
  const present = new Set(files);
  const { exports } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const reached = new Set(['package.json', 'README.md']);
  const queue = exportTargets(exports, files);
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (reached.has(file) || !present.has(file)) continue;
    reached.add(file);
    const declarations = file.replace(/\.js$/, '.d.ts');
    if (declarations !== file) queue.push(declarations);
    if (!/\.(?:js|d\.ts)$/.test(file)) continue;
    for (const [, , specifier] of readFileSync(join(dir, file), 'utf8').matchAll(RELATIVE_IMPORT)) {
      const target = posix.join(posix.dirname(file), specifier as string);
      // A declaration file imports another module's declarations by its JavaScript name.
      queue.push(target, target.replace(/\.js$/, '.d.ts'));
    }
  }
  return files.filter((file) => !reached.has(file));
}

/** Unpacks a tarball into a temporary folder and lists what no export reaches (see unreachableFiles). */
function unreachableInTarball(tarball: string): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'owo-tarball-'));
  try {
    run('tar', ['-xzf', tarball, '-C', dir]);
    const root = join(dir, 'package');
    if (!existsSync(join(root, 'package.json'))) throw new Error(`${tarball}: no package/package.json`);
    return unreachableFiles(root);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The tarballs' contents (nothing no export reaches: no docs-only, story or test code), then publint and
 * attw on each; throws with what they found.
 */
export function checkTarballs(tarballs: Record<string, string>): void {
  for (const [name, tarball] of Object.entries(tarballs)) {
    const manifest = JSON.parse(run('tar', ['-xOzf', tarball, 'package/package.json']));
    const dependencies: Record<string, string> = manifest.dependencies ?? {};
    const leftover = Object.entries(dependencies).filter(([, spec]) => spec.startsWith('workspace:'));
    if (leftover.length > 0) throw new Error(`${name}: workspace dependencies in the tarball: ${leftover}`);
    const stray = unreachableInTarball(tarball);
    if (stray.length > 0) {
      throw new Error(
        `${name}: files no export reaches (docs, story or test code?):\n  ${stray.join('\n  ')}`,
      );
    }
    console.info(`${name}: every file in the tarball is reached from its exports`);
    const checks: [string, string[]][] = [
      ['publint', ['--strict', tarball]],
      ['attw', [tarball, '--profile', 'esm-only', '--format', 'ascii']],
    ];
    for (const [tool, args] of checks) {
      try {
        const output = run('pnpm', ['exec', tool, ...args]);
        // publint's verdict, or attw's one line per entry point and resolution mode.
        const summary = output
          .split('\n')
          .filter((line) => /^"|All good|^(?:node16 \(from ESM\)|bundler):|No problems/.test(line));
        const options = args.filter((arg) => arg !== tarball).join(' ');
        console.info(`${name}: ${tool} ${options} passed\n  ${summary.join('\n  ')}`);
      } catch (error) {
        const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
        throw new Error(`${name}: ${tool} failed\n${stdout}${stderr}`);
      }
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dest = process.argv[2] ? resolve(process.argv[2]) : mkdtempSync(join(tmpdir(), 'owo-pack-'));
  try {
    checkTarballs(packPackages(dest));
    console.info(`Tarballs checked in ${dest}`);
  } finally {
    if (!process.argv[2]) rmSync(dest, { recursive: true, force: true });
  }
}
