/** The `code` of every failed response that is not about money (money-errors.ts has those). */
export const ERROR_CODES = {
  validation: 'VALIDATION_ERROR',
  invalidCredentials: 'INVALID_CREDENTIALS',
  /** A wrong current password in settings (change password or email, PIN reset). */
  invalidPassword: 'INVALID_PASSWORD',
  usernameTaken: 'USERNAME_TAKEN',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  invalidCode: 'INVALID_CODE',
  codeExpired: 'CODE_EXPIRED',
  tooManyAttempts: 'TOO_MANY_ATTEMPTS',
  rateLimited: 'RATE_LIMITED',
  invalidRefresh: 'INVALID_REFRESH_TOKEN',
  originRejected: 'ORIGIN_REJECTED',
  alreadySubscribed: 'ALREADY_SUBSCRIBED',
  conflict: 'CONFLICT',
  internal: 'INTERNAL_ERROR',
} as const;
