/** API paths, relative to the configured apiBase (SPEC.md 7). */
export const AUTH_PATHS = {
  register: 'api/v1/auth/register',
  login: 'api/v1/auth/login',
  refreshToken: 'api/v1/auth/refresh-token',
  verifySession: 'api/v1/auth/verify-session',
  forgotPassword: 'api/v1/auth/forgot-password',
  verifyResetPassword: 'api/v1/auth/verify-reset-password',
  resendResetPassword: 'api/v1/auth/resend-reset-password',
  resetPassword: 'api/v1/auth/reset-password',
  verifyEmail: 'api/v1/auth/verify-email',
  resendEmailVerification: 'api/v1/auth/resend-email-verification',
  setTransactionPin: 'api/v1/auth/set-transaction-pin',
  logout: 'api/v1/auth/logout',
} as const;

// SPEC.md 7 marks these "no retry": repeating them would send a second email or spend a one-time code.
const NO_RETRY = new Set<string>([
  AUTH_PATHS.register,
  AUTH_PATHS.refreshToken,
  AUTH_PATHS.forgotPassword,
  AUTH_PATHS.verifyResetPassword,
  AUTH_PATHS.resendResetPassword,
  AUTH_PATHS.resetPassword,
  AUTH_PATHS.verifyEmail,
  AUTH_PATHS.resendEmailVerification,
  AUTH_PATHS.logout,
]);

// SPEC.md 8's list plus logout (SPEC.md 7): a 401 here is an answer about credentials, not an expired token.
const NO_REFRESH = new Set<string>([
  AUTH_PATHS.login,
  AUTH_PATHS.register,
  AUTH_PATHS.forgotPassword,
  AUTH_PATHS.resetPassword,
  AUTH_PATHS.refreshToken,
  AUTH_PATHS.verifyEmail,
  AUTH_PATHS.resendEmailVerification,
  AUTH_PATHS.logout,
]);

function normalise(path: string): string {
  return (path.split('?')[0] ?? '').replace(/^\/+|\/+$/g, '');
}

export function isRetryable(path: string): boolean {
  return !NO_RETRY.has(normalise(path));
}

export function mayRefreshOn401(path: string): boolean {
  return !NO_REFRESH.has(normalise(path));
}
