import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { nextTask, whenIdle } from './next-task';
import { routes } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('Owo: the #root element is missing from index.html');

/**
 * Loads the lazy routes the current URL matches and puts their components in place, so the router's
 * first render is the page the build pre-rendered (a lazy route would render its fallback instead).
 */
async function resolveLazyMatches(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

// No <RuntimeProvider> here: the parts that read the session (the top bar's account controls, the auth
// screens) load with the core runtime after first paint and provide it themselves; it is one runtime
// per page either way (getRuntime()).
// Each step below runs in a task of its own (nextTask), so none keeps the main thread for long; the
// render is a transition, which React splits into slices too.
async function start(root: HTMLElement) {
  // The build pre-renders the public pages and the auth frame (scripts/prerender.mjs): those are
  // hydrated; the /app shell only holds a spinner and is rendered over.
  const prerendered = root.dataset.prerendered !== undefined;
  if (prerendered) await resolveLazyMatches();
  await nextTask();
  const app = (
    <StrictMode>
      <RouterProvider router={createBrowserRouter(routes)} />
    </StrictMode>
  );
  startTransition(() => {
    if (prerendered) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}

/**
 * Registers the elements every page has, <owo-theme-toggle> and <owo-toaster>, once the page is up and
 * the main thread is idle: they upgrade in place when the code arrives. The auth screens and the /app
 * area import their own elements; a public page loads no other.
 */
function defineWidgets() {
  const elements = [import('@owo/widgets/elements/theme-toggle'), import('@owo/widgets/elements/toaster')];
  Promise.all(elements).catch((error: unknown) => {
    console.error('Owo: the widgets failed to load', error);
  });
}

start(container)
  .catch((error: unknown) => {
    console.error('Owo: the page failed to start', error);
  })
  .finally(() => {
    whenIdle(defineWidgets);
  });
