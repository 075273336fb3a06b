import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SIGNED_IN_COOKIE } from '../modules/auth/refresh-cookie';
import { cacheControlFor, DOCS_CSP, inlineScriptHashes, siteCsp } from './site-policy';

/** Where the served widget script lives: a versioned path partners put in their script tags. */
export const WIDGETS_PATH = '/widgets/v1/';
const DOCS_PATH = '/docs/';
/** The packed npm packages (scripts/build-site.mjs): `npm install <origin>/packages/owo-widgets-0.1.0.tgz`. */
export const PACKAGES_PATH = '/packages/';

/** Where apps/host's build keeps its pre-rendered pages, and the manifest naming which path gets which. */
const PRERENDERED_MANIFEST = 'prerendered/manifest.json';

/** apps/host's scripts/prerender.mjs output: the page file for a path no file serves. */
export interface PrerenderManifest {
  exact: Record<string, string>;
  prefixes: Record<string, string>;
  fallback: string;
}

/**
 * The page for a site path: its pre-rendered file (an exact path, else the longest matching prefix, else
 * the Page Not Found page), or index.html for a build without pre-rendered pages.
 */
export function pageFor(path: string, manifest: PrerenderManifest | null): string {
  if (!manifest) return 'index.html';
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const exact = manifest.exact[trimmed];
  if (exact) return exact;
  const prefix = Object.keys(manifest.prefixes)
    .filter((candidate) => trimmed.startsWith(candidate))
    .sort((a, b) => b.length - a.length)[0];
  return prefix ? (manifest.prefixes[prefix] as string) : manifest.fallback;
}

function readManifest(dir: string): PrerenderManifest | null {
  const file = join(dir, PRERENDERED_MANIFEST);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PrerenderManifest) : null;
}

/** The signed-in area: a visitor with no session on the site is sent to sign in. */
const APP_AREA = /^\/app(?:\/|$)/;

/**
 * Where the page's own guard sends a signed-out visitor: the login page, with the page they asked for
 * as `from` (the login screen reads it; it accepts same-site paths only).
 */
export function signInPath(url: string): string {
  return `/auth/login?${new URLSearchParams({ from: url })}`;
}

/** Answers a request no route matched, or returns false to leave it to the JSON 404. */
export type SiteFallback = (req: FastifyRequest, reply: FastifyReply) => FastifyReply | false;

/**
 * Serves the built site from `dir` (apps/host's build, with the docs under docs/, the standalone widgets
 * under widgets/v1/ and the packed packages under packages/, as scripts/build-site.mjs lays it out):
 * precompressed .br/.gz files, immutable caching for hashed names, the site's CSP on pages, CORS on the
 * widget script so partner pages can load it as a module. Returns the SPA fallback for unknown page paths.
 */
export async function serveSite(app: FastifyInstance, dir: string): Promise<SiteFallback> {
  const pageCsp = siteCsp(inlineScriptHashes(dir));
  const manifest = readManifest(dir);

  const headersFor = (reply: FastifyReply, urlPath: string) => {
    reply.header('cache-control', cacheControlFor(urlPath));
    if (urlPath.startsWith(WIDGETS_PATH)) {
      // A module script from another origin is a CORS request; no credentials ride on it.
      reply.header('access-control-allow-origin', '*');
      reply.header('cross-origin-resource-policy', 'cross-origin');
    } else if (urlPath.startsWith(PACKAGES_PATH)) {
      // A gzipped tar as it is (no content-encoding: the bytes are the file npm checks the integrity of);
      // the static server knows no type for .tgz.
      reply.header('content-type', 'application/gzip');
    } else if (urlPath.startsWith(DOCS_PATH)) {
      reply.header('content-security-policy', DOCS_CSP);
    } else {
      reply.header('content-security-policy', pageCsp);
    }
  };

  await app.register(fastifyStatic, {
    root: dir,
    preCompressed: true,
    cacheControl: false,
    serveDotFiles: false,
    index: ['index.html'],
    redirect: false,
    // The pre-rendered pages are answers to page paths (below), not files of their own.
    allowedPath: (pathname) => !pathname.startsWith('/api/') && !pathname.startsWith('/prerendered/'),
    setHeaders: (reply, filePath) => {
      // The file sent may be the precompressed copy: its headers are those of the original.
      const urlPath = `/${relative(dir, filePath).split(sep).join('/')}`.replace(/\.(?:br|gz)$/, '');
      headersFor(reply as unknown as FastifyReply, urlPath);
    },
  });

  return (req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    if (path.startsWith('/api/') || path.startsWith(WIDGETS_PATH)) return false;
    // A missing file (a stale hashed chunk, a typo) is a 404, not the app's HTML.
    if (/\.\w+$/.test(path.split('/').pop() ?? '')) return false;
    // Signed out (no SIGNED_IN_COOKIE), /app/* would only load the app to be sent to sign in: the
    // login page comes at once instead. The cookie is a hint; the page still checks the session.
    if (APP_AREA.test(path) && !req.cookies[SIGNED_IN_COOKIE]) {
      return reply.header('cache-control', 'no-store').redirect(signInPath(req.url), 302);
    }
    const page = path.startsWith(DOCS_PATH) ? 'docs/index.html' : pageFor(path, manifest);
    if (!existsSync(join(dir, page))) return false;
    return reply.sendFile(page);
  };
}
