// The page's entry: the stylesheet, and nothing else before first paint. Pre-rendered pages paint from
// their HTML and CSS alone; once that first frame is on screen the app's code loads (main.tsx) and
// hydrates them, so a slow connection spends its first bytes on what the visitor sees.
import './styles/index.css';

/** Runs `then` after the next frame has been painted (a frame's callbacks run just before it paints). */
function afterFirstPaint(then: () => void): void {
  requestAnimationFrame(() => setTimeout(then, 0));
}

afterFirstPaint(() => {
  // The page's own route chunks, named by the pre-renderer (scripts/prerender.mjs), load beside the
  // app's so hydration does not wait on a waterfall.
  const preload = document.getElementById('root')?.dataset.preload?.split(' ') ?? [];
  for (const href of preload) {
    const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href });
    document.head.append(link);
  }
  import('./main').catch((error: unknown) => {
    console.error('Owo: the page failed to load', error);
  });
});
