import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Hashed build output, whose name changes when its bytes do: vite's assets (`name-hash.ext`) and the
 * widgets' chunks (every file under chunks/, named by hash).
 */
const HASHED = /\/assets\/[^/]+-[\w-]{8,}\.\w+$|\/chunks\/[^/]+\.js$/;

/**
 * Cache-Control for a file of the site: a year for hashed files, revalidation (ETag) for the rest. The
 * packed packages are among the rest: their names carry the version, but this repository rebuilds a
 * version's tarball with every change until the version is bumped, so a cached copy must be checked.
 */
export function cacheControlFor(urlPath: string): string {
  return HASHED.test(urlPath) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** sha256 sources of every inline script in the site's top-level HTML pages (the theme-before-paint one). */
export function inlineScriptHashes(siteDir: string): string[] {
  const hashes = new Set<string>();
  const pages = readdirSync(siteDir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.html') && !file.startsWith('docs/') && !file.startsWith('widgets/'),
  );
  for (const page of pages) {
    const html = readFileSync(join(siteDir, page), 'utf8');
    for (const [, body] of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
      if (body?.trim()) hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
    }
  }
  return [...hashes].sort();
}

/**
 * The site's CSP: scripts and styles from this origin only (inline scripts by hash, never
 * 'unsafe-inline'), no framing. The API keeps its own `default-src 'none'`.
 */
export function siteCsp(scriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The component docs (Histoire) inline their styles and evaluate story code; they hold no session, so
 * they get a looser policy of their own, still unframeable.
 */
export const DOCS_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'self'",
].join('; ');
