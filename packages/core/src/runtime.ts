import { createStore } from 'jotai/vanilla';
import { createEventBus, type EventBus } from './bus/event-bus';
import { FRAME_PARENT_HEADER } from './frame/constants';
import { createHttpClient, type HttpClient } from './http/client';
import type { LockManagerLike } from './http/refresh';
import { type CrossTabOptions, createCrossTab } from './session/cross-tab';
import type { JotaiStore } from './session/jotai-store';
import { createPendingEmailStore } from './session/pending-email';
import { createSession, type Session } from './session/session';
import { defaultStorage, type StorageLike } from './session/storage';
import { createTokenStore } from './session/token-store';

/** Bumped with the package; a page holding two copies compares it to warn about the mismatch. */
export const OWO_VERSION = '0.1.0';

const RUNTIME_KEY = Symbol.for('owo.runtime');
const CONFIG_KEY = Symbol.for('owo.runtime.config');

export interface RuntimeConfig {
  /** Origin (and optional path) of the Owo API; '' (the default) means the page's own origin. */
  apiBase: string;
  /**
   * Only in Owo's secrets frame: the origin of the partner page it is embedded in, sent with every
   * request (FRAME_PARENT_HEADER) so the API treats the session and payments as that partner's.
   */
  frameParent?: string;
}

export interface OwoRuntime {
  readonly version: string;
  readonly config: Readonly<RuntimeConfig>;
  readonly bus: EventBus;
  readonly http: HttpClient;
  /**
   * Holds the session atom. Nothing else is built here: the TanStack QueryClient is made on first use
   * (getQueryClient(runtime)), and so is each feature's API (notificationsApi(runtime), walletApi(runtime)...).
   */
  readonly store: JotaiStore;
  readonly session: Session;
  /** Stops listening to other tabs and drops the cache; for tests and teardown. */
  dispose(): void;
  /** Runs `callback` on dispose(): for the parts made on first use (the QueryClient). */
  onDispose(callback: () => void): void;
}

export interface RuntimeOptions extends Partial<RuntimeConfig>, CrossTabOptions {
  fetch?: typeof globalThis.fetch;
  /** Where the token and pending email live; localStorage by default. */
  storage?: StorageLike;
  /** navigator.locks by default; null for none. */
  locks?: LockManagerLike | null;
}

/** A runtime of its own, not the page's: for tests, and for hosts that want isolation. */
export function createRuntime(options: RuntimeOptions = {}): OwoRuntime {
  const config: RuntimeConfig = Object.freeze({
    apiBase: options.apiBase ?? '',
    ...(options.frameParent ? { frameParent: options.frameParent } : {}),
  });
  const storage = options.storage ?? defaultStorage();
  const bus = createEventBus();
  const tokens = createTokenStore(storage);
  const http = createHttpClient({
    apiBase: config.apiBase,
    tokens,
    bus,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.locks === undefined ? {} : { locks: options.locks }),
    ...(config.frameParent ? { headers: { [FRAME_PARENT_HEADER]: config.frameParent } } : {}),
  });
  const store: JotaiStore = createStore();
  const crossTab = createCrossTab(options);
  const session = createSession({
    http,
    tokens,
    pendingEmail: createPendingEmailStore(storage),
    bus,
    store,
    crossTab,
  });
  const disposers: (() => void)[] = [];

  return {
    version: OWO_VERSION,
    config,
    bus,
    http,
    store,
    session,
    dispose() {
      for (const callback of disposers.splice(0)) callback();
      session.dispose();
      crossTab.close();
    },
    onDispose(callback) {
      disposers.push(callback);
    },
  };
}

const COPY_WARNED_KEY = Symbol.for('owo.copies.warned');

type RuntimeGlobal = {
  [RUNTIME_KEY]?: OwoRuntime;
  [CONFIG_KEY]?: Partial<RuntimeConfig>;
  [COPY_WARNED_KEY]?: true;
};
const slot = globalThis as RuntimeGlobal;
/** The runtimes this copy of the module made: one found on the page that is not here came from another copy. */
const madeHere = new WeakSet<OwoRuntime>();

/**
 * Tells the page, once whatever the number of copies, that Owo is loaded more than once. Each copy has
 * its own module state, so the "once" lives on globalThis. Called by getRuntime and by the widgets when
 * an element is already registered by another copy.
 */
export function warnSecondCopy(what: string, otherVersion: string | undefined): void {
  if (slot[COPY_WARNED_KEY]) return;
  slot[COPY_WARNED_KEY] = true;
  console.warn(
    `[owo] A second copy of Owo (${what} ${OWO_VERSION}) found ${otherVersion ? `Owo ${otherVersion}` : 'another copy'} ` +
      'on this page and shares its runtime. Load Owo once per page.',
  );
}

/**
 * Sets the page's configuration; call it before any widget mounts. It lives on globalThis so a second
 * bundle copy creating the runtime still sees it.
 */
export function configureRuntime(config: Partial<RuntimeConfig>): void {
  if (slot[RUNTIME_KEY]) {
    console.warn('[owo] configureRuntime() was called after the runtime started; the new config is ignored.');
    return;
  }
  slot[CONFIG_KEY] = { ...slot[CONFIG_KEY], ...config };
}

/**
 * The page's one runtime (DESIGN.md 1), created on first use and shared by every widget and bundle copy;
 * a copy that finds another copy's runtime uses it, with one warning per page.
 */
export function getRuntime(config?: Partial<RuntimeConfig>): OwoRuntime {
  const existing = slot[RUNTIME_KEY];
  if (!existing) {
    const runtime = createRuntime({ ...slot[CONFIG_KEY], ...config });
    madeHere.add(runtime);
    slot[RUNTIME_KEY] = runtime;
    return runtime;
  }
  if (!madeHere.has(existing)) warnSecondCopy('@owo/core', existing.version);
  return existing;
}
