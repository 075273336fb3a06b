import type { FrameTheme } from '../contract/frame';
import { FRAME_PATH, type FrameView } from './constants';

/**
 * Owo's origin when this page must show secrets in Owo's frame, else null (DESIGN.md, "Secrets stay on
 * their origin"). The page is Owo's own when the API is on its host: the API base is relative, or
 * names the page's host (any port: a browser's cookies do not tell ports apart, so another port of
 * Owo's host is inside Owo's session boundary already). A first-party proxy (the partner serves Owo's
 * API on its own origin) is the partner's choice to carry everything itself: no frame.
 */
export function secretsFrameOrigin(apiBase: string, page: Pick<Location, 'href'>): string | null {
  let api: URL;
  let here: URL;
  try {
    here = new URL(page.href);
    api = new URL(apiBase || '/', here);
  } catch {
    return null;
  }
  return api.hostname === here.hostname ? null : api.origin;
}

/** The frame's address for one view, embedded in the page of origin `parent`. */
export function secretsFrameUrl(
  owoOrigin: string,
  view: FrameView,
  parent: string,
  theme: FrameTheme,
): string {
  return `${owoOrigin}${FRAME_PATH}?${new URLSearchParams({ parent, view, theme })}`;
}
