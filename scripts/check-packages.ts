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
 * Every bare module specifier of an import or export statement or an `import()` in a .js or .d.ts file
 * (`import { x as y } from 'react'`, `export * from "zod"`, `import('@owo/core')`).
 */
const BARE_IMPORT =
  /\b(?:(?:import|export)\s*(?:type\s+)?(?:[\w$*{}\s,]*?\bfrom\s*)?|import\s*\(\s*)(['"])([^'"./][^'"]*)\1/g;

/** The package a bare specifier names: `@owo/core/contract` -> `@owo/core`, `react/jsx-runtime` -> `react`. */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** Modules that carry React's types: React itself and the React bindings of other packages (`@owo/core/react`). */
const REACT_MODULE = /(?:^|\/)react(?:-dom|-query)?(?:\/|$)/;

/** Entries that are React's by design; every other entry's declarations must name no React module. */
const REACT_ENTRIES = new Set(['./react', './jsx']);

interface Unpacked {
  dir: string;
  files: string[];
  exports: Record<string, unknown>;
  manifest: {
    name: string;
    dependencies?: Record<string, string>;
    peerDependencies?: Record<string, string>;
  };
}

function unpacked(dir: string): Unpacked {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'));
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  return { dir, files, exports: manifest.exports, manifest };
}

/**
 * The files reached from `targets`: through every relative import of the .js and .d.ts files, each
 * module's declarations beside its JavaScript; with `typesOnly`, the declarations a type checker reads.
 */
function reach({ dir, files }: Unpacked, targets: string[], typesOnly = false): Set<string> {
  const present = new Set(files);
  const reached = new Set<string>();
  const queue = [...targets];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (reached.has(file) || !present.has(file)) continue;
    const declarations = file.replace(/\.js$/, '.d.ts');
    if (declarations !== file) queue.push(declarations);
    if (typesOnly && !file.endsWith('.d.ts')) continue;
    reached.add(file);
    if (!/\.(?:js|d\.ts)$/.test(file)) continue;
    for (const [, , specifier] of readFileSync(join(dir, file), 'utf8').matchAll(RELATIVE_IMPORT)) {
      const target = posix.join(posix.dirname(file), specifier as string);
      // A declaration file imports another module's declarations by its JavaScript name.
      queue.push(target, target.replace(/\.js$/, '.d.ts'));
    }
  }
  return reached;
}

/** `specifier (file)` for each bare import of the given files that `problem` says is one. */
function bareImports(
  dir: string,
  files: Iterable<string>,
  problem: (specifier: string) => boolean,
): string[] {
  const found: string[] = [];
  for (const file of files) {
    if (!/\.(?:js|d\.ts)$/.test(file)) continue;
    for (const [, , specifier] of readFileSync(join(dir, file), 'utf8').matchAll(BARE_IMPORT)) {
      if (problem(specifier as string)) found.push(`${specifier} (${file})`);
    }
  }
  return found;
}

/** package.json, README.md and licences (a bundled package's, under vendor/) are read, not imported. */
const READ_BY_TOOLS = /^(?:package\.json|README\.md)$|(?:^|\/)LICEN[CS]E(?:\.\w+)?$/i;

/**
 * The files of an unpacked package (`dir`, holding package.json) that no import of it can reach: from
 * each target of its `exports`, through every relative import of the .js and .d.ts files, each module's
 * declarations beside its JavaScript. Docs-only, story and test code (a demo element, story helpers, a
 * test server) is reached by nothing a partner imports, so it shows here.
 */
export function unreachableFiles(dir: string): string[] {
  const pkg = unpacked(dir);
  const reached = reach(pkg, exportTargets(pkg.exports, pkg.files));
  return pkg.files.filter((file) => !reached.has(file) && !READ_BY_TOOLS.test(file));
}

/**
 * What a partner's install would trip on: an import of a package the tarball does not depend on (a
 * devDependency meant to be bundled, such as jotai, that the build left as an import), and a React
 * module named by the declarations of an entry other than `./react` and `./jsx` (a Vue or plain
 * TypeScript project has no React types; with skipLibCheck off each such import is an error).
 */
export function importProblems(dir: string): string[] {
  const pkg = unpacked(dir);
  const installed = new Set([
    pkg.manifest.name,
    ...Object.keys(pkg.manifest.dependencies ?? {}),
    ...Object.keys(pkg.manifest.peerDependencies ?? {}),
  ]);
  const all = reach(pkg, exportTargets(pkg.exports, pkg.files));
  const missing = bareImports(dir, all, (specifier) => {
    return !specifier.startsWith('node:') && !installed.has(packageOf(specifier));
  }).map((found) => `imports a package it does not depend on: ${found}`);
  const frameworkFree = Object.entries(pkg.exports)
    .filter(([entry]) => !REACT_ENTRIES.has(entry))
    .flatMap(([, target]) => exportTargets(target, pkg.files));
  const react = bareImports(dir, reach(pkg, frameworkFree, true), (specifier) =>
    REACT_MODULE.test(specifier),
  ).map((found) => `declarations outside ./react and ./jsx name React: ${found}`);
  return [...missing, ...react];
}

/** Unpacks a tarball into a temporary folder and runs `inspect` on the package folder. */
function inTarball<T>(tarball: string, inspect: (dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'owo-tarball-'));
  try {
    run('tar', ['-xzf', tarball, '-C', dir]);
    const root = join(dir, 'package');
    if (!existsSync(join(root, 'package.json'))) throw new Error(`${tarball}: no package/package.json`);
    return inspect(root);
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
    const stray = inTarball(tarball, unreachableFiles);
    if (stray.length > 0) {
      throw new Error(
        `${name}: files no export reaches (docs, story or test code?):\n  ${stray.join('\n  ')}`,
      );
    }
    console.info(`${name}: every file in the tarball is reached from its exports`);
    const problems = inTarball(tarball, importProblems);
    if (problems.length > 0) throw new Error(`${name}:\n  ${problems.join('\n  ')}`);
    console.info(`${name}: imports only its dependencies; no React types outside ./react and ./jsx`);
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
