import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT || 4000}`;
// In development the site talks to the API on its own origin through this proxy; in production one
// server serves both (scripts/start.mjs). xfwd: it names each visitor in X-Forwarded-For (trusted from
// loopback with TRUST_PROXY), so visitors keep their own sign-in and rate limits.
const proxy = { '/api': { target: apiTarget, changeOrigin: false, xfwd: true } };

const inPackage = (...names: string[]) => new RegExp(`node_modules[\\\\/](?:${names.join('|')})[\\\\/]`);

/**
 * The site's own modules every area uses: the router and what it draws on every page (the shell, the
 * loading and error screens, the logo, the page's title), and the auth helpers the account area uses too.
 * One small chunk of their own ('shell'), not the site's chunk, which holds the public pages' shared
 * modules (content, cards, forms) and came with any one of them: 14 KB gzip that the /app screens and the
 * sign-in page downloaded and never used (issue 25).
 */
const SHELL_MODULES =
  /apps[\\/]host[\\/]src[\\/](?:router\.tsx|layouts[\\/]site-shell\.tsx|components[\\/](?:not-found-screen|route-error|page-loading|logo)\.tsx|hooks[\\/](?:use-page-meta|use-hydrated)\.tsx?|content[\\/]products\.ts|auth[\\/](?:return-path|use-owo-navigate|screen-meta)\.tsx?)$/;

/** The /app area's own modules and what they share with the site (the page title's template). */
const AREA_MODULES = /apps[\\/]host[\\/]src[\\/](?:app[\\/]|page-title\.ts$)/;

/**
 * What more than one /app screen uses from Owo's packages, in two chunks: the API's contracts and
 * queries and the formats (core: a site page may use some, as the top bar reads the wallet), and the
 * money flow's parts (widgets: only the area's screens and elements import them, and with them the
 * area's own chunk). Not what the public pages and the sign-in page use too (SHARED_WITH_THE_SITE).
 */
const APP_DATA_MODULES =
  /packages[\\/]core[\\/]src[\\/](?:format|transactions|wallet|bills|settings|tiers|transfers|cards|rewards)[\\/]/;
const APP_WIDGET_MODULES =
  /packages[\\/]widgets[\\/]src[\\/](?:money[\\/]|app[\\/]screens[\\/](?:screen\.(?:tsx|css)|history[\\/]transaction-list\.(?:tsx|css)|home[\\/]hidden-balance\.ts))/;
const SHARED_WITH_THE_SITE =
  /packages[\\/](?:core[\\/]src[\\/](?:format[\\/](?:money|date|valid-date)|cards[\\/]fees|rewards[\\/]schedule|frame[\\/]secrets-frame)|widgets[\\/]src[\\/]frame[\\/]use-secrets-frame)\.ts$/;

/**
 * Fewer, larger chunks for what every page loads: a page's scripts share a handful of connections, so
 * thirty small files cost more round trips than a dozen larger ones (/auth/login: 30 scripts -> 15).
 * React, React Router, Owo's session runtime, the widgets' element plumbing and the site's shared modules
 * are a chunk each; the rest (the money features, each page, each screen) keeps the default split, so a
 * page evaluates only what it uses.
 */
const chunkGroups = [
  // What the page's entry imports besides itself: Vite's preload helper, and the /app area's prefetch with
  // the token store's key it reads. A group of their own, so the entry does not import the runtime chunk
  // (and React with it) before the first paint, nor wait for it to start the /app area's first requests.
  {
    name: 'boot',
    test: (id: string) =>
      /vite[\\/]preload-helper/.test(id) ||
      /packages[\\/]core[\\/]src[\\/](?:http[\\/]prefetch|session[\\/]token-store)\.ts$/.test(id),
    priority: 60,
  },
  { name: 'react', test: inPackage('react', 'react-dom', 'scheduler'), priority: 50 },
  { name: 'react-router', test: inPackage('react-router', 'cookie', 'set-cookie-parser'), priority: 40 },
  // Owo's session runtime (what every page's account controls and the elements start with) and the
  // widgets' element plumbing: two chunks, so neither evaluates in one long task.
  {
    name: 'owo-runtime',
    test: (id: string) =>
      /packages[\\/]core[\\/]src[\\/](?:bus|contract|http|navigation|react|session|theme|runtime\.ts)/.test(
        id,
      ) || inPackage('zod', 'ky', 'jotai').test(id),
    priority: 30,
  },
  {
    name: 'owo-elements',
    test: (id: string) =>
      /packages[\\/]widgets[\\/]src[\\/](?:internal[\\/]|react\.ts)/.test(id) ||
      inPackage('@r2wc', '@lit').test(id),
    priority: 30,
  },
  { name: 'shell', test: SHELL_MODULES, priority: 25, includeDependenciesRecursively: false },
  // The few small modules both the site's pages and the /app screens use (formats, fee and points
  // tables, the secrets frame's hook, the page title's template): one chunk, not seven of 150 to 800 bytes.
  {
    name: 'owo-common',
    test: (id: string) =>
      SHARED_WITH_THE_SITE.test(id) || /apps[\\/]host[\\/]src[\\/]page-title\.ts$/.test(id),
    priority: 16,
    includeDependenciesRecursively: false,
  },
  // Two chunks for what the /app screens share, not twenty of 150 to 2,500 bytes each: on HTTP/1.1 a
  // page's scripts share six connections, and /app/services/airtime's 29 queued for round trips (issue 25).
  // Only those modules: what they import keeps its own chunks.
  {
    name: 'owo-app-data',
    test: (id: string) => APP_DATA_MODULES.test(id) && !SHARED_WITH_THE_SITE.test(id),
    minShareCount: 2,
    priority: 15,
    includeDependenciesRecursively: false,
  },
  {
    name: 'owo-app-parts',
    test: APP_WIDGET_MODULES,
    minShareCount: 2,
    priority: 15,
    includeDependenciesRecursively: false,
  },
  // The site's own modules that more than one public page's chunk uses (hooks, icons, content...). Not
  // the /app area's, nor the page title they share: a visit that starts in the area loads neither this
  // chunk nor the shell's, which need React Router (src/app/app-main.tsx).
  {
    name: 'site',
    test: (id: string) =>
      /apps[\\/]host[\\/]src[\\/]/.test(id) && !SHELL_MODULES.test(id) && !AREA_MODULES.test(id),
    minShareCount: 2,
    priority: 20,
    // Only the site's modules: what they import from Owo's packages keeps its own chunks.
    includeDependenciesRecursively: false,
  },
];

export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  server: { proxy },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // scripts/prerender.mjs reads it to preload each pre-rendered page's route chunks.
    manifest: true,
    // The browser's chunks; the pre-renderer's build (--ssr) keeps the default split.
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: chunkGroups } } },
  },
}));
