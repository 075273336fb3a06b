import { MONEY_ERROR_CODES } from './money-errors';

/**
 * The `code` of every failed response: stable names for programs (the message is for people). The money
 * codes are also MONEY_ERROR_CODES, which the API's money modules name.
 */
export const ERROR_CODES = {
  validation: 'VALIDATION_ERROR',
  invalidCredentials: 'INVALID_CREDENTIALS',
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
  ...MONEY_ERROR_CODES,
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
