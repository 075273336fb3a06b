import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageFor } from '../src/site/serve-site';
import { openTestDatabase, type TestDatabase } from './support/databases';
import { startServer, type TestServer } from './support/server';

const THEME_SCRIPT = "document.documentElement.classList.add('light');";
const INDEX = `<!doctype html><html><head><script>${THEME_SCRIPT}</script></head><body><div id="root"></div><script type="module" src="/assets/index-AbCd1234.js"></script></body></html>`;
const ASSET = `console.log(${JSON.stringify('x'.repeat(2000))});`;
/** Stands for a packed package: gzipped bytes (the real ones are checked in apps/host e2e/packages.spec.ts). */
const TARBALL = gzipSync('package/package.json '.repeat(100));

/** A built site as scripts/build-site.mjs lays it out, precompressed. */
function fakeSite(): string {
  const dir = mkdtempSync(join(tmpdir(), 'owo-site-'));
  const write = (path: string, body: string | Buffer) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), body);
  };
  write('index.html', INDEX);
  write('robots.txt', 'User-agent: *\n');
  write('assets/index-AbCd1234.js', ASSET);
  write('assets/index-AbCd1234.js.br', brotliCompressSync(ASSET));
  write('assets/index-AbCd1234.js.gz', gzipSync(ASSET));
  write('widgets/v1/owo.js', "import './chunks/core-Zx9y8w7v.js';");
  write('widgets/v1/chunks/core-Zx9y8w7v.js', 'export {};');
  write('docs/index.html', '<!doctype html><title>Docs</title>');
  write('packages/owo-widgets-0.1.0.tgz', TARBALL);
  return dir;
}

const get = (server: TestServer, path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { headers });

describe('one production server: the site beside the API', () => {
  let database: TestDatabase;
  let server: TestServer;
  let siteDir: string;

  beforeAll(async () => {
    siteDir = fakeSite();
    database = await openTestDatabase('pglite');
    server = await startServer(database.db, {
      siteDir,
      rateLimits: { login: 0, auth: 0, forms: 0, global: 3 },
    });
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
    rmSync(siteDir, { recursive: true, force: true });
  });

  it('serves pages under a strict CSP: inline scripts by hash only, no framing, nosniff, a referrer policy', async () => {
    const res = await get(server, '/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await res.text()).toBe(INDEX);
    const csp = res.headers.get('content-security-policy') ?? '';
    const hash = createHash('sha256').update(THEME_SCRIPT).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('sends the precompressed brotli or gzip copy, and caches hashed files for a year', async () => {
    const br = await get(server, '/assets/index-AbCd1234.js', { 'accept-encoding': 'gzip, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await br.text()).toBe(ASSET);
    const gz = await get(server, '/assets/index-AbCd1234.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const plain = await get(server, '/assets/index-AbCd1234.js', { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(ASSET);
  });

  it("answers the site's routes with the app and unknown API paths with a JSON 404", async () => {
    const page = await get(server, '/app/home', { accept: 'text/html', cookie: 'owo_signed_in=1' });
    expect(page.status).toBe(200);
    expect(await page.text()).toBe(INDEX);
    const docs = await get(server, '/docs/story/login');
    expect(await docs.text()).toContain('<title>Docs</title>');
    const api = await get(server, '/api/v1/no-such-route');
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ status: false, code: 'NOT_FOUND' });
    const stale = await get(server, '/assets/index-Old00000.js');
    expect(stale.status).toBe(404);
    expect(stale.headers.get('content-type')).toMatch(/json/);
  });

  it('sends a visitor with no session on the site from /app/... to sign in, naming the page asked for', async () => {
    const signedOut = await fetch(`${server.url}/app/history?type=debit`, { redirect: 'manual' });
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get('location')).toBe('/auth/login?from=%2Fapp%2Fhistory%3Ftype%3Ddebit');
    expect(signedOut.headers.get('cache-control')).toBe('no-store');
    const area = await fetch(`${server.url}/app`, { redirect: 'manual' });
    expect(area.headers.get('location')).toBe('/auth/login?from=%2Fapp');
    // Only the /app area: a public path that merely starts with "app" is the site's page.
    const other = await fetch(`${server.url}/apps-and-more`, { redirect: 'manual' });
    expect(other.status).toBe(200);
    const signedIn = await fetch(`${server.url}/app/history`, {
      redirect: 'manual',
      headers: { cookie: 'owo_signed_in=1' },
    });
    expect(signedIn.status).toBe(200);
    expect(await signedIn.text()).toBe(INDEX);
  });

  it('serves the widget script so a page on any origin can load it as a module', async () => {
    const res = await get(server, '/widgets/v1/owo.js', { origin: 'https://shop.example' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const chunk = await get(server, '/widgets/v1/chunks/core-Zx9y8w7v.js');
    expect(chunk.headers.get('cache-control')).toContain('immutable');
    expect(chunk.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('serves a packed package as the gzipped file it is, for npm install <url>', async () => {
    const res = await get(server, '/packages/owo-widgets-0.1.0.tgz', { 'accept-encoding': 'gzip, br' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/gzip');
    // Not content-encoding gzip: a client would unpack it, and npm checks the integrity of the file.
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(Buffer.from(await res.arrayBuffer()).equals(TARBALL)).toBe(true);
    // Rebuilt under the same version until it is bumped: revalidated, never cached as immutable.
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('etag')).toBeTruthy();
    const missing = await get(server, '/packages/owo-widgets-9.9.9.tgz');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toMatch(/json/);
  });

  it("does not count the site's files against the API's per-address budget", async () => {
    for (let i = 0; i < 6; i++) expect((await get(server, '/robots.txt')).status).toBe(200);
  });

  it('never serves the API paths from the folder', async () => {
    mkdirSync(join(siteDir, 'api', 'v1'), { recursive: true });
    writeFileSync(join(siteDir, 'api', 'v1', 'secret.txt'), 'no');
    const res = await get(server, '/api/v1/secret.txt');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ status: false });
  });
});

describe('pre-rendered pages (apps/host scripts/prerender.mjs)', () => {
  const page = (name: string) =>
    `<!doctype html><html><head><title>${name} | Owo</title><script>${THEME_SCRIPT}</script></head><body><div id="root" data-prerendered><h1>${name}</h1></div></body></html>`;
  const manifest = {
    exact: {
      '/about': 'prerendered/about.html',
      '/auth': 'prerendered/auth.html',
      '/app': 'prerendered/app.html',
    },
    prefixes: {
      '/blog-detail/': 'prerendered/blog-detail.html',
      '/auth/': 'prerendered/auth.html',
      '/app/': 'prerendered/app.html',
    },
    fallback: 'prerendered/404.html',
  };
  let database: TestDatabase;
  let server: TestServer;
  let siteDir: string;

  beforeAll(async () => {
    siteDir = fakeSite();
    writeFileSync(join(siteDir, 'index.html'), page('Home'));
    mkdirSync(join(siteDir, 'prerendered'));
    for (const name of ['about', 'auth', 'app', 'blog-detail', '404'])
      writeFileSync(join(siteDir, 'prerendered', `${name}.html`), page(name));
    writeFileSync(join(siteDir, 'prerendered', 'manifest.json'), JSON.stringify(manifest));
    database = await openTestDatabase('pglite');
    server = await startServer(database.db, { siteDir });
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
    rmSync(siteDir, { recursive: true, force: true });
  });

  it("answers each path with its own pre-rendered page, under the site's CSP", async () => {
    const cases: Array<[path: string, page: string]> = [
      ['/', 'Home'],
      ['/about', 'about'],
      ['/about/', 'about'],
      ['/blog-detail/42', 'blog-detail'],
      ['/auth/login-nope', 'auth'],
      ['/app', 'app'],
      ['/app/home', 'app'],
      ['/no-such-page/here', '404'],
    ];
    for (const [path, name] of cases) {
      // Signed in, so /app/* gets its shell rather than the way to sign in.
      const res = await get(server, path, { accept: 'text/html', cookie: 'owo_signed_in=1' });
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toContain(`<h1>${name}</h1>`);
      expect(res.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
    }
  });

  it('does not serve the pre-rendered files or their manifest at their own paths', async () => {
    for (const path of ['/prerendered/about.html', '/prerendered/manifest.json']) {
      const res = await get(server, path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).toMatch(/json/);
    }
  });
});

describe('pageFor', () => {
  const manifest = {
    exact: { '/auth/login': 'login.html' },
    prefixes: { '/auth/': 'auth.html', '/a/': 'a.html' },
    fallback: '404.html',
  };

  it('prefers the exact path, then the longest prefix, then the fallback; index.html without a manifest', () => {
    expect(pageFor('/auth/login', manifest)).toBe('login.html');
    expect(pageFor('/auth/login/', manifest)).toBe('login.html');
    expect(pageFor('/auth/other', manifest)).toBe('auth.html');
    expect(pageFor('/a/b', manifest)).toBe('a.html');
    expect(pageFor('/elsewhere', manifest)).toBe('404.html');
    expect(pageFor('/elsewhere', null)).toBe('index.html');
  });
});

describe('the API alone (no SITE_DIR)', () => {
  let database: TestDatabase;
  let server: TestServer;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    server = await startServer(database.db);
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it('answers / with a JSON 404 and keeps its API CSP', async () => {
    const res = await get(server, '/', { accept: 'text/html' });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
  });
});
