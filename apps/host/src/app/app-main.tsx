// A visit that starts in the /app area (a cold load of /app/...): the area alone, without the site's
// router, pages or layouts. The element routes /app/* itself on the History API; leaving the area (to
// sign in again, to a public page) loads the site's router then and hands the page over to it, on the
// entry the element asked for and with its state ({ from } for the sign-in), so no page reloads either
// way. Lighthouse on /app/home: React Router was 29 KB of the 190 KB of script before the first screen
// could draw (issue 25).
import { historyEntry, sameSitePath } from '@owo/core';
import type { OwoNavigateEvent } from '@owo/widgets';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { whenIdle } from '../next-task';
import { AppArea } from './app-area';
import { inAppArea } from './area-path';

const container = document.getElementById('root');
if (!container) throw new Error('Owo: the #root element is missing from index.html');
const root = createRoot(container);
let leaving = false;

/** Hands the page to the site's router at `path`: the area unmounts, main.tsx starts the router there. */
function leaveArea(path: string, state: unknown, replace: boolean): void {
  if (leaving) return;
  leaving = true;
  if (replace) history.replaceState(historyEntry(state, true), '', path);
  else history.pushState(historyEntry(state, false), '', path);
  // Once the element's own React work is done: the move is often asked from its effects (its guard), and
  // a root must not be unmounted while React is committing another.
  queueMicrotask(() => {
    root.unmount();
    import('../main').catch((error: unknown) => {
      console.error('Owo: the page failed to load', error);
      // The site's code did not arrive: a page load gets there anyway (the state is in the entry).
      location.reload();
    });
  });
}

/** Moves inside the area are the element's own; any other path on this site goes through leaveArea. */
function onOwoNavigate(event: OwoNavigateEvent): void {
  const { to, state, replace } = event.detail;
  const path = sameSitePath(to);
  if (path === null || inAppArea(path)) return;
  event.preventDefault();
  leaveArea(path, state, replace ?? false);
}

startTransition(() => {
  root.render(
    <StrictMode>
      <AppArea onOwoNavigate={onOwoNavigate} />
      <owo-toaster></owo-toaster>
    </StrictMode>,
  );
});

// The page's toaster, once the area is up and the main thread idle (main.tsx does the same for the site).
function defineToaster() {
  import('@owo/widgets/elements/toaster').catch((error: unknown) => {
    console.error('Owo: the widgets failed to load', error);
  });
}
whenIdle(defineToaster);
