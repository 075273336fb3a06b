import type { QueryClient } from '@tanstack/query-core';
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
import { clearSessionCache } from '../query/clear-on-logout';
import { queryKeys, sessionQueryOptions } from '../query/keys';
import { type AccountFlows, createAccountFlows } from './account';
import type { CrossTab } from './cross-tab';
import { isAuthenticatedUser } from './is-authenticated';
import type { PendingEmailStore } from './pending-email';
import { emitSessionChanges } from './session-events';
import type { TokenStore } from './token-store';

export type LoginResult = { status: 'authenticated'; user: User } | { status: 'unverified'; email: string };

export interface Session extends AccountFlows {
  /** The cached user, if any (verified or not). */
  getUser(): User | null;
  isAuthenticated(): boolean;
  /** The session query's function: the user, or null. Throws (and forgets the token) on an auth failure. */
  verifySession(): Promise<User | null>;
  /** Asks the server again now, sharing a check already in flight. */
  refetch(): Promise<User | null>;
  login(body: LoginBody): Promise<LoginResult>;
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
  queryClient: QueryClient;
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
  const { http, tokens, pendingEmail, bus, queryClient, crossTab } = options;
  const getUser = () => queryClient.getQueryData<User | null>(queryKeys.session) ?? null;

  function fail(message: string): never {
    showToast(bus, 'error', message);
    throw new Error(message);
  }

  function endSession(reason: LogoutReason) {
    tokens.remove();
    clearSessionCache(queryClient);
    bus.emit('session:logout', { reason });
  }

  const session: Session = {
    ...createAccountFlows(http, pendingEmail),
    getUser,
    isAuthenticated: () => isAuthenticatedUser(getUser()),

    async verifySession() {
      if (!tokens.get()) throw new Error('No access token found');
      try {
        const res = await http.get(AUTH_PATHS.verifySession, { schema: verifySessionResponse, silent: true });
        return res.data.user;
      } catch (error) {
        if (!isAuthFailure(error)) return null;
        tokens.remove();
        throw error;
      }
    },

    refetch: () => queryClient.fetchQuery({ ...sessionQueryOptions({ session }), staleTime: 0 }),

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
      queryClient.setQueryData(queryKeys.session, user);
      crossTab.announce('login');
      return { status: 'authenticated', user };
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
      queryClient.setQueryData(queryKeys.session, res.data);
      return { user: res.data, message: res.message ?? 'PIN set successfully' };
    },

    dispose() {
      offChanges();
      offRemote();
      offRefreshFailed();
    },
  };

  const offChanges = emitSessionChanges(queryClient, bus);
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
