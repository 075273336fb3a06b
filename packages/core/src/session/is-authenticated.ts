import type { User } from '../contract';

/** SPEC.md 4: signed in means a user record exists and its email is verified. */
export function isAuthenticatedUser(user: User | null | undefined): user is User {
  return Boolean(user?.isEmailVerified);
}
