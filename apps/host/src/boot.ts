// The page's entry: the stylesheet, and nothing else before first paint. Pre-rendered pages paint from
// their HTML and CSS alone; once that first frame is on screen the app's code loads (main.tsx) and
// hydrates them, so a slow connection spends its first bytes on what the visitor sees.
import './styles/index.css';
import { prefetch } from '@owo/core/prefetch';
import { inAppArea } from './app/area-path';
import { firstRequests } from './app/first-requests';
import { nextTask } from './next-task';

/** Runs `then` after the next frame has been painted (a frame's callbacks run just before it paints). */
function afterFirstPaint(then: () => void): void {
  requestAnimationFrame(() => setTimeout(then, 0));
}

/** A visit that starts in the /app area, which draws without the site's router (app/app-main.tsx). */
const startsInAppArea = inAppArea(location.pathname);

// A signed-in tab's first answers (the session, the wallet, the screen's data) are asked for now, while the
// area's code downloads; the runtime takes them as its screens ask (@owo/core/prefetch).
if (startsInAppArea) prefetch(firstRequests(location.pathname, location.search));

/**
 * Runs the app's code in three tasks rather than one long one: React DOM, then the routes (React Router
 * and the page components), then main.tsx, which starts the app with both already evaluated. In the
 * /app area: React DOM, then the area alone.
 */
async function start(): Promise<void> {
  await import('react-dom/client');
  await nextTask();
  if (startsInAppArea) {
    // Owo's runtime, then the API's contracts and the area's elements, then the area itself: each
    // builds its schemas and definitions as it is evaluated, so three tasks rather than one long one.
    await import('@owo/core/react');
    await nextTask();
    await import('./app/app-area');
    await nextTask();
    await import('./app/app-main');
    return;
  }
  await import('./router');
  await nextTask();
  await import('./main');
}

afterFirstPaint(() => {
  // The app's chunks and the page's own route chunks, named by the pre-renderer (scripts/prerender.mjs),
  // all load at once, so the steps of start() do not wait on a waterfall.
  const preload = document.getElementById('root')?.dataset.preload?.split(' ') ?? [];
  for (const href of preload) {
    const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href });
    document.head.append(link);
  }
  start().catch((error: unknown) => {
    console.error('Owo: the page failed to load', error);
  });
});
