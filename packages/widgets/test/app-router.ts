import type { OwoApp } from '../src/app/app.element';
import type { OwoNavigateEvent } from '../src/events/owo-navigate';

/**
 * The page as a host router would be: test/forms.ts cancels every owo-navigate (so leaving /app never
 * loads a page); for paths inside /app this listener then does what the host's router does: it pushes
 * the entry and sets the element's `path`. Returns the page's address from before, to go back to.
 */
export function routeLikeAHost(): string {
  const startUrl = location.href;
  document.addEventListener('owo-navigate', (event: OwoNavigateEvent) => {
    const { to, replace } = event.detail;
    if (!to.startsWith('/app')) return;
    if (replace) history.replaceState(null, '', to);
    else history.pushState(null, '', to);
    (event.target as OwoApp).path = to;
  });
  return startUrl;
}

export const shadowOf = (host: HTMLElement) => host.shadowRoot as ShadowRoot;
export const textOf = (host: HTMLElement) => shadowOf(host).textContent ?? '';
export const headingOf = (host: HTMLElement) => shadowOf(host).querySelector('h1')?.textContent ?? '';
