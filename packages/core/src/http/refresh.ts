import type { EventBus } from '../bus/event-bus';
import type { TokenStore } from '../session/token-store';

/** navigator.locks, or a stand-in with the one method used here. */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export const REFRESH_LOCK_NAME = 'owo-refresh';

export interface TokenRefresherOptions {
  tokens: TokenStore;
  bus: EventBus;
  /** Asks the server for a new access token; throws when it refuses. */
  refreshToken: () => Promise<string>;
  /** Cross-tab mutual exclusion; null where the Web Locks API is missing (one tab is then still safe). */
  locks: LockManagerLike | null;
}

export interface TokenRefresher {
  /**
   * The token to replay a request with after it got a 401 having sent `sentToken`, or null when the
   * session is over. Refreshes at most once however many requests ask at the same time.
   */
  tokenAfter401(sentToken: string): Promise<string | null>;
  /**
   * A new access token from the refresh cookie though no request failed, or null when the cookie holds
   * no session (nothing is signed out: there was no session here to end). Shares a refresh under way.
   */
  renew(): Promise<string | null>;
}

export function createTokenRefresher({
  tokens,
  bus,
  refreshToken,
  locks,
}: TokenRefresherOptions): TokenRefresher {
  let inFlight: Promise<string | null> | null = null;

  async function refreshUnderLock(sentToken: string): Promise<string | null> {
    // Re-read after taking the lock: another tab may have refreshed (or logged out) while we waited.
    // Refreshing again would present a refresh cookie that tab already rotated.
    const stored = tokens.get();
    if (stored !== sentToken) return stored;
    try {
      const token = await refreshToken();
      tokens.set(token);
      return token;
    } catch {
      tokens.remove();
      bus.emit('session:logout', { reason: 'refresh-failed' });
      return null;
    }
  }

  async function renewUnderLock(): Promise<string | null> {
    try {
      const token = await refreshToken();
      tokens.set(token);
      return token;
    } catch {
      return null;
    }
  }

  /**
   * Under the cross-tab lock where there is one. A browser may refuse the lock (SecurityError, in a
   * frame of another site without storage access: Owo's secrets frame): then this tab's single flight
   * is what keeps refreshes apart, as where there is no Web Locks API at all.
   */
  async function underLock(run: () => Promise<string | null>): Promise<string | null> {
    if (!locks) return run();
    let ran = false;
    try {
      return await locks.request(REFRESH_LOCK_NAME, () => {
        ran = true;
        return run();
      });
    } catch (error) {
      if (ran) throw error;
      return run();
    }
  }

  function exclusive(run: () => Promise<string | null>): Promise<string | null> {
    inFlight = underLock(run).finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  return {
    renew() {
      return inFlight ?? exclusive(renewUnderLock);
    },

    tokenAfter401(sentToken) {
      // Whatever token this request carried, the refresh under way yields the newest one.
      if (inFlight) return inFlight;
      const current = tokens.get();
      // A refresh finished after this request left: replay with the newer token instead of refreshing again.
      if (current !== sentToken) return Promise.resolve(current);
      return exclusive(() => refreshUnderLock(sentToken));
    },
  };
}
