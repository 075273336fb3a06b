import type { NavigationMode } from '../internal/navigate';

/** SPEC.md 2's auth routes and 4's default landing page. */
export const LOGIN_DEFAULTS = {
  home: '/app/home',
  verifyEmailPath: '/auth/verify-email',
  forgotPasswordPath: '/auth/forgot-password',
  registerPath: '/auth/register',
} as const;

export interface LoginProps {
  /** Where to go after signing in when no `from` is given. Default '/app/home'. */
  redirectTo?: string;
  /** The page the person asked for before being sent here (a router's navigation state); wins over redirectTo. */
  from?: string;
  verifyEmailPath?: string;
  forgotPasswordPath?: string;
  registerPath?: string;
  /** "event": only dispatch owo-navigate, never load a page. */
  navigation?: NavigationMode;
}
