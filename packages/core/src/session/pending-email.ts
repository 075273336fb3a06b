import type { StorageLike } from './storage';

export const PENDING_EMAIL_KEY = 'pending-verification-email';

export interface PendingEmailStore {
  get(): string | null;
  set(email: string): void;
  clear(): void;
}

/** The address waiting for its verification code, kept so a reload of verify-email still knows it. */
export function createPendingEmailStore(storage: StorageLike): PendingEmailStore {
  return {
    get: () => storage.getItem(PENDING_EMAIL_KEY) || null,
    set: (email) => storage.setItem(PENDING_EMAIL_KEY, email.trim().toLowerCase()),
    clear: () => storage.removeItem(PENDING_EMAIL_KEY),
  };
}
