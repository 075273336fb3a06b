// The runtime's type from core itself: ./runtime (React) would put React's types in the declarations of
// @owo/widgets' main entry.
import type { OwoRuntime as Runtime } from '@owo/core';
import { OwoLogoutEvent } from '../events/owo-logout';
import { OwoSessionChangeEvent, type SessionUser, toSessionUser } from '../events/owo-session-change';
import { getRuntime, isAuthenticatedUser } from './runtime';

/** `window.Owo`: the session for plain pages, shared by every copy of the bundle on the page. */
export interface OwoPageApi {
  readonly version: string;
  readonly session: {
    /** The signed-in person, or null; asks the API (renewing the session if needed) on the first call. */
    getUser(): Promise<SessionUser | null>;
    /** Signs out here (or on every device); `owo-logout` and `owo-session-change` follow. */
    signOut(options?: { allDevices?: boolean }): Promise<void>;
  };
}

declare global {
  var Owo: OwoPageApi | undefined;
}

// One bridge per page runtime, whichever bundle copy connects first.
const BRIDGED = Symbol.for('owo.page-session.bridged');
const slot = globalThis as { [BRIDGED]?: WeakSet<Runtime> };

/**
 * Tells the page about the session with DOM events on `document`: `owo-session-change` once per change
 * of who is signed in (or of what the event says of them) and `owo-logout` whenever the session ends, whatever ended it (a Logout button, Owo.session.signOut,
 * another tab, a refresh that failed). Once per runtime, so one event per change.
 *
 * Both go out a task after the change, in the order the changes happened, so the element that made a
 * change has told the page first (`owo-login-success` before `owo-session-change`): a page reacting to
 * the change by removing that element (Vue re-renders on the next microtask) would otherwise leave the
 * element's event nowhere to go.
 */
export function bridgeSessionEvents(runtime: Runtime = getRuntime()): Runtime {
  slot[BRIDGED] ??= new WeakSet();
  if (slot[BRIDGED].has(runtime) || typeof document === 'undefined') return runtime;
  slot[BRIDGED].add(runtime);
  const later = (event: Event) => setTimeout(() => document.dispatchEvent(event));
  // What the page was last told: a session check answering with the same person (on reconnect, on
  // focus, every 5 minutes) is a new object in the session but no change to the page.
  let told: string | undefined;
  runtime.bus.on('session:changed', ({ user }) => {
    const event = new OwoSessionChangeEvent(user);
    const state = JSON.stringify(event.detail.user);
    if (state === told) return;
    told = state;
    later(event);
  });
  runtime.bus.on('session:logout', ({ reason }) => later(new OwoLogoutEvent({ reason })));
  return runtime;
}

/** Installs `window.Owo` (once per page); the runtime starts only when a method is first called. */
export function installPageApi(version: string): void {
  if (globalThis.Owo) return;
  globalThis.Owo = Object.freeze({
    version,
    session: Object.freeze({
      async getUser() {
        const { session } = bridgeSessionEvents();
        if (!session.getSnapshot().checked) await session.verifySession().catch(() => null);
        const user = session.getUser();
        return isAuthenticatedUser(user) ? toSessionUser(user) : null;
      },
      signOut: (options?: { allDevices?: boolean }) => bridgeSessionEvents().session.logout(options),
    }),
  });
}
