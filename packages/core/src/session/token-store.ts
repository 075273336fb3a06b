import type { StorageLike } from './storage';

export const ACCESS_TOKEN_KEY = '@accessToken';

export interface TokenStore {
  get(): string | null;
  set(token: string): void;
  remove(): void;
}

/**
 * The access token lives in storage rather than memory so every tab (and every bundle copy) reads the
 * newest one: a refresh in one tab is picked up by the next request in any other.
 */
export function createTokenStore(storage: StorageLike): TokenStore {
  return {
    get: () => storage.getItem(ACCESS_TOKEN_KEY) || null,
    set: (token) => storage.setItem(ACCESS_TOKEN_KEY, token),
    remove: () => storage.removeItem(ACCESS_TOKEN_KEY),
  };
}
