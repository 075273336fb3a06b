import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { BASE_URL } from '../playwright.config';

// The production server serves @owo/core and @owo/widgets as `pnpm pack` made them during the build
// (scripts/build-site.mjs), so a partner installs them with npm from Owo's own origin, as the README says.

const exec = promisify(execFile);
const ROOT = new URL('../../../', import.meta.url);
const PACKAGES = ['core', 'widgets'].map((name) => {
  const { version } = JSON.parse(readFileSync(new URL(`packages/${name}/package.json`, ROOT), 'utf8'));
  return { name: `@owo/${name}`, file: `owo-${name}-${version}.tgz`, version };
});

let work: string;
test.beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'owo-packages-e2e-'));
});
test.afterAll(() => rmSync(work, { recursive: true, force: true }));

for (const { name, file, version } of PACKAGES) {
  test(`GET /packages/${file} is ${name}'s packed package: a gzipped tar with its package.json`, async ({
    request,
  }) => {
    const res = await request.get(`/packages/${file}`, { headers: { 'accept-encoding': 'identity' } });
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('application/gzip');
    expect(res.headers()['content-encoding']).toBeUndefined();
    const bytes = await res.body();
    // gzip's magic number, then tar itself reads it.
    expect([...bytes.subarray(0, 2)]).toEqual([0x1f, 0x8b]);
    const tarball = join(work, file);
    writeFileSync(tarball, bytes);
    const { stdout } = await exec('tar', ['-xOzf', tarball, 'package/package.json']);
    const manifest = JSON.parse(stdout);
    expect(manifest).toMatchObject({ name, version });
    // As npm publishes it: the workspace's links turned into versions, publishConfig's exports applied.
    expect(JSON.stringify(manifest.dependencies ?? {})).not.toContain('workspace:');
    expect(JSON.stringify(manifest.exports)).toContain('./dist/');
  });
}

test('npm installs both packages from their URLs on this Node, with no engine warning', async () => {
  test.setTimeout(240_000);
  const project = join(work, 'partner-app');
  mkdirSync(project);
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'partner-app', private: true }));
  const urls = PACKAGES.map(({ file }) => `${BASE_URL}/packages/${file}`);
  const { stderr } = await exec(
    'npm',
    ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=warn', ...urls],
    { cwd: project, maxBuffer: 16 * 1024 * 1024 },
  );
  expect(stderr).not.toContain('EBADENGINE');
  for (const { name, version } of PACKAGES) {
    const installed = JSON.parse(readFileSync(join(project, 'node_modules', name, 'package.json'), 'utf8'));
    expect(installed.version).toBe(version);
  }
  const { dependencies } = JSON.parse(readFileSync(join(project, 'package.json'), 'utf8'));
  expect(dependencies['@owo/widgets']).toBe(urls[1]);
});
