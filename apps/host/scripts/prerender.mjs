#!/usr/bin/env node
// Pre-renders the site after `vite build` (the browser build, dist/) and `vite build --ssr` (dist-ssr/):
// each public page and the auth frame become static HTML in dist/ that paints before any JavaScript
// runs, with the page's own title and description, and the page's route chunks preloaded. main.tsx
// hydrates them. dist/prerendered/manifest.json tells the server which file answers which path.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const HOST = fileURLToPath(new URL('..', import.meta.url));
const DIST = join(HOST, 'dist');
const SITE_URL = 'https://owo.ng';

const server = await import(pathToFileURL(join(HOST, 'dist-ssr', 'entry-server.js')).href);
const template = readFileSync(join(DIST, 'index.html'), 'utf8');
/** vite's build manifest: source module -> its chunk and the chunks it imports. */
const viteManifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8'));

const escapeHtml = (text) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** The chunk files a source module needs (itself and its static imports), deepest first. */
function chunksOf(module, seen = new Set()) {
  const entry = viteManifest[module];
  // A page names its modules by source path: one the build does not know would be preloaded silently never.
  if (!entry && seen.size === 0) throw new Error(`prerender: the build has no module ${module}`);
  if (!entry || seen.has(module)) return [];
  seen.add(module);
  return [...(entry.imports ?? []).flatMap((id) => chunksOf(id, seen)), entry.file];
}

/** Sets a tag's content attribute in the template's head, failing loudly if the template changed. */
function setContent(html, selector, content) {
  const pattern = new RegExp(`(<meta\\s+${selector}\\s+content=")[^"]*(")`);
  if (!pattern.test(html)) throw new Error(`prerender: index.html has no <meta ${selector}>`);
  return html.replace(pattern, `$1${escapeHtml(content)}$2`);
}

function page({ body, meta, path, modules, prerendered, entry = 'src/main.tsx' }) {
  let html = template;
  if (meta.title) {
    html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`);
    html = setContent(html, 'property="og:title"', meta.title);
    html = setContent(html, 'name="twitter:title"', meta.title);
  }
  if (meta.description) {
    html = setContent(html, 'name="description"', meta.description);
    html = setContent(html, 'property="og:description"', meta.description);
    html = setContent(html, 'name="twitter:description"', meta.description);
  }
  html = setContent(html, 'property="og:url"', `${SITE_URL}${path}`);
  // The app's chunks and the page's route chunks, preloaded by src/boot.ts once the page has painted (a
  // link here would compete with the stylesheet for the first bytes).
  const preloads = [...new Set([entry, ...modules].flatMap((module) => chunksOf(module)))].map(
    (file) => `/${file}`,
  );
  const attributes = [
    'id="root"',
    ...(prerendered ? ['data-prerendered'] : []),
    ...(preloads.length ? [`data-preload="${preloads.join(' ')}"`] : []),
  ];
  // The /app shell shows only "Opening your account" until the app's code runs: its chunks are named in
  // the head, so the browser fetches them beside the stylesheet rather than after the first paint, at a
  // low priority, so the stylesheet and that first paint do not wait behind 200 KB of script (issue 25:
  // Lighthouse's first paint on /app went from 2.5 s to 1.0 s). (Not the auth pages: their frame paints
  // from the HTML, and these links would delay that paint.)
  if (!prerendered) {
    const early = preloads.map((file) => file.slice(1));
    const links = early
      .map((file) => `    <link rel="modulepreload" href="/${file}" fetchpriority="low" />`)
      .join('\n');
    html = html.replace('</head>', `${links}\n  </head>`);
  }
  if (!html.includes('<div id="root"></div>')) throw new Error('prerender: index.html has no empty #root');
  html = html.replace('<div id="root"></div>', `<div ${attributes.join(' ')}>${body}</div>`);
  // A pre-rendered public page reads fine without JavaScript; the message is for the screens that need it.
  if (prerendered && !path.startsWith('/auth')) html = html.replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '');
  return html;
}

function write(file, html) {
  const target = join(DIST, file);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, html);
}

rmSync(join(DIST, server.PRERENDERED_DIR), { recursive: true, force: true });
for (const target of server.PRERENDER_TARGETS) {
  const { html, meta } = await server.renderPage(target.path);
  write(
    target.file,
    page({
      body: html,
      meta: { ...meta, ...target.meta },
      path: target.path,
      modules: target.modules,
      prerendered: true,
    }),
  );
}
const appShellBody = await server.renderAppShell();
for (const shell of server.APP_SHELLS) {
  write(
    shell.file,
    page({
      body: appShellBody,
      meta: { description: server.APP_DESCRIPTION },
      path: '/app/home',
      entry: shell.entry,
      modules: shell.modules,
      prerendered: false,
    }),
  );
}
write(
  join(server.PRERENDERED_DIR, 'manifest.json'),
  `${JSON.stringify(server.prerenderManifest(), null, 2)}\n`,
);
console.info(
  `Pre-rendered ${server.PRERENDER_TARGETS.length} pages and ${server.APP_SHELLS.length} /app shells into ${DIST}.`,
);
// The session runtime the header renders with keeps timers (revalidation); the pages are written.
process.exit(0);
