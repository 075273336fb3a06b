// Builds @owo/core and @owo/widgets, packs them as npm would publish them (`pnpm pack`: publishConfig's
// exports, `workspace:*` turned into the real version) and checks each tarball with publint and
// are-the-types-wrong. The packages are ESM only, so attw runs with `--profile esm-only` (CommonJS
// resolution, node10 and node16-from-CJS, is not checked). Part of `pnpm test` through examples/test,
// which installs these same tarballs into the examples.
// Usage: pnpm check:packages [folder for the tarballs]
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
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

/** publint and attw on each tarball; throws with their output when either finds a problem. */
export function checkTarballs(tarballs: Record<string, string>): void {
  for (const [name, tarball] of Object.entries(tarballs)) {
    const manifest = JSON.parse(run('tar', ['-xOzf', tarball, 'package/package.json']));
    const dependencies: Record<string, string> = manifest.dependencies ?? {};
    const leftover = Object.entries(dependencies).filter(([, spec]) => spec.startsWith('workspace:'));
    if (leftover.length > 0) throw new Error(`${name}: workspace dependencies in the tarball: ${leftover}`);
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
