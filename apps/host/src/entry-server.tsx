// Pre-rendering (build time, Node): renders each public page and the auth frame to static HTML with the
// same routes the browser uses, so the built pages paint before any JavaScript runs; main.tsx then
// hydrates them. scripts/prerender.mjs runs this module from vite's SSR build.
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { APP_DESCRIPTION } from './app/app-meta';
import { type AuthScreenName, authScreenMeta } from './auth/screen-meta';
import { LogoMark } from './components/logo';
import { products } from './content/products';
import { type PageMeta, PageMetaCollector } from './hooks/use-page-meta';
import { pageTitle } from './page-title';
import { routes } from './router';

/**
 * One page to pre-render: the path it is rendered at, the file the server answers with, and the source
 * modules of its lazy routes (their chunks are preloaded so hydration does not wait on a waterfall).
 */
export interface PrerenderTarget {
  path: string;
  file: string;
  modules: string[];
  /** For a page whose content sets none while pre-rendered (an auth screen shows the session check). */
  meta?: PageMeta;
}

const page = (name: string) => `src/pages/${name}-page.tsx`;
/** The header and footer every public page is drawn in (a lazy route of its own, as each page is). */
const PUBLIC_LAYOUT = 'src/layouts/public-layout.tsx';

/** The public pages but the home page, with their route modules. */
const PUBLIC_PAGES: Record<string, string> = {
  '/about': page('about'),
  '/contact': page('contact'),
  '/faqs': page('faqs'),
  '/terms': page('terms'),
  '/privacy': page('privacy'),
  '/blogs': page('blogs'),
  '/pricing': page('pricing'),
  '/activity': page('activity'),
  ...Object.fromEntries(products.map(({ slug }) => [`/${slug}`, page('product')])),
};

const AUTH_PATHS = Object.keys(authScreenMeta).map((screen) => `/auth/${screen}`);
const AUTH_MODULES = ['src/auth/auth-layout.tsx', 'src/auth/auth-screens.tsx'];
const widget = (path: string) => `../../packages/widgets/src/${path}.tsx`;
/**
 * The screen each auth element loads once it connects (on Owo's own site, not in the secrets frame):
 * preloaded with the page, it no longer waits for the element's code to ask for it (issue 25).
 */
const AUTH_SCREEN_WIDGETS: Record<AuthScreenName, string> = {
  login: widget('login/login-screen'),
  register: widget('register/register'),
  'forgot-password': widget('forgot-password/forgot-password'),
  'verify-email': widget('verify-email/verify-email'),
  'verify-reset-password': widget('verify-reset-password/verify-reset-password'),
  'reset-password': widget('reset-password/reset-password'),
};

/** Where pre-rendered pages other than the home page live in the built site (not served as files). */
export const PRERENDERED_DIR = 'prerendered';

const fileFor = (path: string) => `${PRERENDERED_DIR}${path}.html`;

/**
 * Every page rendered at build time. A blog post comes from the API, so /blog-detail/:id gets the
 * post page's loading state (one file for every id); an unknown path gets the Page Not Found screen.
 */
export const PRERENDER_TARGETS: PrerenderTarget[] = [
  { path: '/', file: 'index.html', modules: [PUBLIC_LAYOUT, page('home')] },
  ...Object.entries(PUBLIC_PAGES).map(([path, module]) => ({
    path,
    file: fileFor(path),
    modules: [PUBLIC_LAYOUT, module],
  })),
  ...(Object.entries(authScreenMeta) as [AuthScreenName, readonly [string, string]][]).map(
    ([screen, [title, description]]) => ({
      path: `/auth/${screen}`,
      file: fileFor(`/auth/${screen}`),
      modules: [...AUTH_MODULES, AUTH_SCREEN_WIDGETS[screen]],
      meta: { title: pageTitle(title), description },
    }),
  ),
  { path: '/blog-detail/post', file: fileFor('/blog-detail'), modules: [PUBLIC_LAYOUT, page('blog-detail')] },
  { path: '/auth/unknown', file: fileFor('/auth'), modules: ['src/auth/auth-layout.tsx'] },
  { path: '/page-not-found', file: fileFor('/404'), modules: [PUBLIC_LAYOUT] },
];

/** An /app/* shell: the spinner the route shows while its code loads (mounted over, not hydrated). */
export interface AppShell {
  file: string;
  /** The area's entry, which draws it without the site's router (not src/main.tsx). */
  entry: string;
  /** The screen's module on a screen's own shell, whose chunks are preloaded with the entry's. */
  modules: string[];
}

const appShell = (path: string, screen?: string): AppShell => ({
  file: fileFor(path),
  entry: 'src/app/app-main.tsx',
  modules: screen ? [widget(`app/screens/${screen}`)] : [],
});

/** Any /app path: the app's chunks; each screen's chunk is asked for once the app's code runs. */
const APP_SHELL = appShell('/app');
/**
 * The /app pages a visit starts on (the sidebar's, and a service's or a settings tab's page under
 * theirs), each with its screen's chunks preloaded beside the app's: the screen no longer waits for
 * the app's code to run before its own is asked for (issue 25).
 */
const SCREEN_SHELLS = {
  '/app/home': appShell('/app/home', 'home/home-screen'),
  '/app/history': appShell('/app/history', 'history/history-screen'),
  '/app/cards': appShell('/app/cards', 'cards/cards-screen'),
  '/app/services': appShell('/app/services', 'services/services-screen'),
  '/app/settings': appShell('/app/settings', 'settings/settings-screen'),
  '/app/notifications': appShell('/app/notifications', 'notifications/notifications-screen'),
} satisfies Record<string, AppShell>;

export { APP_DESCRIPTION };

/** Every /app shell the build writes. */
export const APP_SHELLS: AppShell[] = [APP_SHELL, ...Object.values(SCREEN_SHELLS)];

/**
 * Which file the server answers with for a path no file serves (apps/api's site fallback): an exact
 * path, else the longest matching prefix, else `fallback`. /app/* gets the shell: the account area
 * routes inside `<owo-app>`, in the browser only.
 */
export function prerenderManifest() {
  return {
    exact: {
      ...Object.fromEntries(
        [...Object.keys(PUBLIC_PAGES), ...AUTH_PATHS].map((path) => [path, fileFor(path)]),
      ),
      '/auth': fileFor('/auth'),
      '/app': APP_SHELL.file,
      ...Object.fromEntries(Object.entries(SCREEN_SHELLS).map(([path, shell]) => [path, shell.file])),
    },
    prefixes: {
      '/blog-detail/': fileFor('/blog-detail'),
      '/auth/': fileFor('/auth'),
      '/app/': APP_SHELL.file,
      // A service's page and a settings tab are drawn by their section's screen.
      '/app/services/': SCREEN_SHELLS['/app/services'].file,
      '/app/settings/': SCREEN_SHELLS['/app/settings'].file,
    },
    fallback: fileFor('/404'),
  };
}

async function toHtml(element: React.ReactNode): Promise<string> {
  // Every part inline, however large: React would otherwise move a big Suspense boundary's content to
  // the end of the page with an inline script to put it in place, which the CSP does not allow.
  const { prelude } = await prerenderToNodeStream(element, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  let html = '';
  for await (const chunk of prelude) html += chunk;
  return html;
}

async function render(path: string): Promise<{ html: string; meta: PageMeta }> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://owo.invalid${path}`));
  if (context instanceof Response) throw new Error(`Pre-rendering ${path}: the route redirected`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const meta: PageMeta = {};
  const html = await toHtml(
    <StrictMode>
      <PageMetaCollector value={meta}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </PageMetaCollector>
    </StrictMode>,
  );
  return { html, meta };
}

/** Renders `path` with the app's routes; `meta` is the title and description the page set. */
export async function renderPage(path: string): Promise<{ html: string; meta: PageMeta }> {
  const result = await render(path);
  if (result.html.includes('<template') || result.html.includes('<!--$?'))
    throw new Error(`Pre-rendering ${path}: a part was still loading (it would need an inline script)`);
  return result;
}

/**
 * The /app/* shell's content, painted until the account area's code arrives: the mark and a visible
 * line (a spinner alone is not content a browser counts as painted).
 */
export async function renderAppShell(): Promise<string> {
  return toHtml(
    <div className="page-loading app-loading" role="status">
      <LogoMark size={48} />
      <p>Opening your account…</p>
    </div>,
  );
}
