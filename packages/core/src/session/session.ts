import { atom } from 'jotai/vanilla';
import type { EventBus } from '../bus/event-bus';
import type { LogoutReason } from '../bus/events';
import { showToast } from '../bus/toast';
import {
  type LoginBody,
  loginResponse,
  setTransactionPinResponse,
  type User,
  verifySessionResponse,
} from '../contract';
import type { HttpClient } from '../http/client';
import { AUTH_PATHS } from '../http/endpoints';
import { DEFAULT_ERROR_MESSAGE, isApiError } from '../http/errors';
import { type AccountFlows, createAccountFlows } from './account';
import type { CrossTab } from './cross-tab';
import { isAuthenticatedUser } from './is-authenticated';
import type { JotaiStore, StoreAtom } from './jotai-store';
import type { PendingEmailStore } from './pending-email';
import { emitSessionChanges } from './session-events';
import type { TokenStore } from './token-store';

/** What the page knows of the signed-in user; the session atom's value. */
export interface SessionSnapshot {
  /** The user (verified or not), or null: none. */
  user: User | null;
  /** The first session check (or a sign-in, sign-out) has answered: until then `user` means nothing yet. */
  checked: boolean;
  /**
   * The last check got no answer (offline, Owo down): `user` is whoever was known before, perhaps
   * nobody, which then means "cannot tell", not "signed out". The next answer clears it.
   */
  unreachable: boolean;
}

export type LoginResult = { status: 'authenticated'; user: User } | { status: 'unverified'; email: string };

export interface Session extends AccountFlows {
  /** The jotai atom (in the runtime's store) holding the user; read it, the session writes it. */
  readonly atom: StoreAtom<SessionSnapshot>;
  /** The cached user, if any (verified or not). */
  getUser(): User | null;
  /** The atom's current value: a stable object until the session changes (for useSyncExternalStore). */
  getSnapshot(): SessionSnapshot;
  /** Calls `listener` after every change of the snapshot; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /**
   * Replaces the cached user as a session check answering would (no request, no token change): for the
   * query layer's ['auth','user'] entry and tests.
   */
  setUser(user: User | null): void;
  isAuthenticated(): boolean;
  /**
   * The session query's function: the user, or null, written to the atom. Throws (and forgets the token)
   * on an auth failure. A check already in flight is shared.
   */
  verifySession(): Promise<User | null>;
  /** Asks the server again now, sharing a check already in flight. */
  refetch(): Promise<User | null>;
  login(body: LoginBody): Promise<LoginResult>;
  /**
   * Picks up a session that began on Owo's origin for this page (the secrets frame signed in): trades
   * the refresh cookie for an access token, then asks who it is. Null when there is none to pick up.
   */
  resume(): Promise<User | null>;
  /** Always ends the local session, whatever the server answers. */
  logout(options?: { allDevices?: boolean }): Promise<void>;
  setTransactionPin(body: { pin: string }): Promise<{ user: User; message: string }>;
  dispose(): void;
}

export interface SessionOptions {
  http: HttpClient;
  tokens: TokenStore;
  pendingEmail: PendingEmailStore;
  bus: EventBus;
  /** The runtime's jotai store, which holds the session atom. */
  store: JotaiStore;
  crossTab: CrossTab;
}

export const NO_USER_MESSAGE = 'Login failed: No user data received';
export const UNVERIFIED_MESSAGE = 'Please verify your email first';

// SPEC.md 8: a session check failing for these reasons means the token is bad, not that the network is.
function isAuthFailure(error: unknown): boolean {
  if (isApiError(error) && error.status === 401) return true;
  return error instanceof Error && /401|auth|token/i.test(error.message);
}

export function createSession(options: SessionOptions): Session {
  const { http, tokens, pendingEmail, bus, store, crossTab } = options;
  const sessionAtom = atom<SessionSnapshot>({ user: null, checked: false, unreachable: false });
  const getSnapshot = () => store.get(sessionAtom);
  const getUser = () => getSnapshot().user;
  // Bumped by every write that is not a check's answer, so a check that started before a sign-in or a
  // sign-out does not overwrite what it said.
  let generation = 0;
  let inFlight: Promise<User | null> | null = null;

  function write(user: User | null, fromCheck = false) {
    if (!fromCheck) generation += 1;
    const current = getSnapshot();
    if (current.user === user && current.checked && !current.unreachable) return;
    store.set(sessionAtom, { user, checked: true, unreachable: false });
  }

  /** Asks the server; the answer goes to the atom unless a sign-in or sign-out came after the question. */
  async function check(): Promise<User | null> {
    const started = generation;
    const answer = (user: User | null): User | null => {
      if (generation === started) write(user, true);
      else if (!getSnapshot().checked) store.set(sessionAtom, { ...getSnapshot(), checked: true });
      return getUser();
    };
    if (!tokens.get()) {
      answer(getUser());
      throw new Error('No access token found');
    }
    try {
      const res = await http.get(AUTH_PATHS.verifySession, { schema: verifySessionResponse, silent: true });
      return answer(res.data.user);
    } catch (error) {
      // No answer at all (offline, Owo down) says nothing about the session: whoever was signed in still
      // is, and nobody known means Owo could not be asked (the elements say so, with Retry).
      if (isApiError(error) && (error.code === 'NETWORK_ERROR' || error.code === 'TIMEOUT')) {
        if (generation === started)
          store.set(sessionAtom, { user: getUser(), checked: true, unreachable: true });
        return getUser();
      }
      if (!isAuthFailure(error)) return answer(null);
      tokens.remove();
      answer(getUser());
      throw error;
    }
  }

  function fail(message: string): never {
    showToast(bus, 'error', message);
    throw new Error(message);
  }

  function endSession(reason: LogoutReason) {
    tokens.remove();
    write(null);
    bus.emit('session:logout', { reason });
  }

  const session: Session = {
    ...createAccountFlows(http, pendingEmail),
    atom: sessionAtom,
    getUser,
    getSnapshot,
    subscribe: (listener) => store.sub(sessionAtom, listener),
    setUser: (user) => write(user),
    isAuthenticated: () => isAuthenticatedUser(getUser()),

    verifySession() {
      inFlight ??= check().finally(() => {
        inFlight = null;
      });
      return inFlight;
    },

    refetch: () => session.verifySession(),

    async login(body) {
      const raw = await http.post<unknown>(AUTH_PATHS.login, { json: body });
      if (!(raw as { data?: { user?: unknown } } | undefined)?.data?.user) fail(NO_USER_MESSAGE);
      const parsed = loginResponse.safeParse(raw);
      if (!parsed.success) fail(DEFAULT_ERROR_MESSAGE);
      const { user, accessToken } = parsed.data.data;
      if (!user.isEmailVerified) {
        pendingEmail.set(user.email);
        showToast(bus, 'warning', UNVERIFIED_MESSAGE);
        return { status: 'unverified', email: user.email.toLowerCase() };
      }
      if (!accessToken) fail('Login failed: No access token received');
      tokens.set(accessToken);
      pendingEmail.clear();
      write(user);
      crossTab.announce('login');
      return { status: 'authenticated', user };
    },

    async resume() {
      if (!(await http.renew())) return null;
      const user = await check().catch(() => null);
      if (user) crossTab.announce('login');
      return user;
    },

    async logout({ allDevices = false } = {}) {
      try {
        await http.post(AUTH_PATHS.logout, { json: { allDevices }, silent: true });
      } catch {
        // SPEC.md 4: the local session ends whatever the server says; the person asked to leave.
      }
      endSession('user');
      crossTab.announce('logout');
    },

    async setTransactionPin(body) {
      const res = await http.post(AUTH_PATHS.setTransactionPin, {
        json: body,
        schema: setTransactionPinResponse,
        fallbackMessage: 'Failed to set PIN',
      });
      write(res.data);
      return { user: res.data, message: res.message ?? 'PIN set successfully' };
    },

    dispose() {
      offChanges();
      offRemote();
      offRefreshFailed();
      offLogout();
    },
  };

  const offChanges = emitSessionChanges(session, bus);
  // However the session ended (here, a failed refresh in the http client), no user stays cached.
  const offLogout = bus.on('session:logout', () => write(null));
  const offRemote = crossTab.subscribe((signal) => {
    if (signal === 'login') {
      session.refetch().catch(() => {});
      return;
    }
    // Both the storage event and the channel report one logout; only the first finds a user to drop.
    if (getUser() !== null) endSession('other-tab');
  });
  // A refresh that failed here failed for every tab: they share the refresh cookie.
  const offRefreshFailed = bus.on('session:logout', ({ reason }) => {
    if (reason === 'refresh-failed') crossTab.announce('logout');
  });

  return session;
}
