import type { User } from '@owo/core/contract';

/** Who is signed in, as a page may show it. Never a token. */
export type SessionUser = Pick<
  User,
  'id' | 'firstName' | 'lastName' | 'email' | 'isEmailVerified' | 'isPinSet'
>;

export interface SessionChangeDetail {
  /** The signed-in person, or null once nobody is. */
  user: SessionUser | null;
}

export function toSessionUser(user: User | null): SessionUser | null {
  if (!user) return null;
  const { id, firstName, lastName, email, isEmailVerified, isPinSet } = user;
  return { id, firstName, lastName, email, isEmailVerified, isPinSet };
}

/**
 * The page's session changed: a sign-in, a sign-out, another tab, or the first session check answering.
 * Dispatched on `document`, once per change, whichever Owo element (or `Owo.session`) caused it.
 */
export class OwoSessionChangeEvent extends Event {
  static readonly type = 'owo-session-change';
  readonly detail: SessionChangeDetail;

  constructor(user: User | null) {
    super(OwoSessionChangeEvent.type);
    this.detail = { user: toSessionUser(user) };
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'owo-session-change': OwoSessionChangeEvent;
  }
}
