/**
 * How the password-reset steps pass things on: owo-forgot-password → owo-verify-reset-password →
 * owo-reset-password may be three pages (a partner with no router) or three routes.
 *
 * The email travels in navigation state too, but the reset token never does: navigation state is the
 * owo-navigate event's detail, which any script on the page can read, and a router may keep it in
 * history. So the token stays here, in this tab's sessionStorage (it survives the page load of a
 * partner with no router, and dies with the tab), under one key, and is removed once the password is
 * reset. It is not an auth token: it works once, for 15 minutes, and only to set a new password.
 */
export const RESET_HANDOVER_KEY = 'owo:password-reset';

export interface ResetHandover {
  email: string;
  resetToken?: string;
}

// Where sessionStorage is missing or refuses (privacy modes, sandboxed frames, a full quota), the
// handover still works between elements on one page, from memory.
let memory: ResetHandover | null = null;
let inMemory = false;

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

function parse(raw: string | null): ResetHandover | null {
  try {
    const value = raw ? (JSON.parse(raw) as Partial<ResetHandover> | null) : null;
    if (typeof value?.email !== 'string') return null;
    return typeof value.resetToken === 'string'
      ? { email: value.email, resetToken: value.resetToken }
      : { email: value.email };
  } catch {
    return null;
  }
}

function read(): ResetHandover | null {
  const store = storage();
  if (inMemory || !store) return memory;
  try {
    return parse(store.getItem(RESET_HANDOVER_KEY));
  } catch {
    return memory;
  }
}

function write(value: ResetHandover | null): void {
  memory = value;
  try {
    const store = storage();
    if (!store) throw new Error('no sessionStorage');
    if (value) store.setItem(RESET_HANDOVER_KEY, JSON.stringify(value));
    else store.removeItem(RESET_HANDOVER_KEY);
    inMemory = false;
  } catch {
    inMemory = true;
  }
}

export const resetHandover = {
  /** The email the reset is for, if a step on this tab knows it. */
  email: (): string | null => read()?.email ?? null,
  /** The token owo-verify-reset-password received, if it is for `email` (or any, without one). */
  token(email?: string | null): string | null {
    const value = read();
    if (!value?.resetToken) return null;
    return !email || value.email === email ? value.resetToken : null;
  },
  /** A new reset starts: any token from an earlier one is dropped. */
  start: (email: string): void => write({ email }),
  verified: (email: string, resetToken: string): void => write({ email, resetToken }),
  clear: (): void => write(null),
};
