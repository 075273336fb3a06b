// Apart from navigate.ts (React) so an element's declared props, which use them, need no React types.

/**
 * What a widget hands the next screen. Only these public values, by type: a token, PIN or password
 * must never travel here, because every listener on the page (and a router's history) can read it.
 */
export interface NavigationState {
  /** The address a verification or reset step is for. */
  email?: string;
  /** The page the person asked for before being sent to sign in. */
  from?: string;
}

/** How the element leaves when nobody handles its owo-navigate: a page load, or (navigation="event") nothing. */
export type NavigationMode = 'page' | 'event';
