import * as z from 'zod/mini';

/** Every successful response: `{ status: true, message?, data }`. */
export function successEnvelope<T extends z.ZodMiniType>(data: T) {
  return z.object({ status: z.literal(true), message: z.optional(z.string()), data });
}

/** Every failed response: a message for people, a code for programs, field messages for forms. */
export const errorBody = z.object({
  status: z.literal(false),
  message: z.string(),
  code: z.string(),
  errors: z.optional(z.record(z.string(), z.array(z.string()))),
});
export type ErrorBody = z.infer<typeof errorBody>;

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
  insufficientFunds: 'INSUFFICIENT_FUNDS',
  limitExceeded: 'LIMIT_EXCEEDED',
  invalidPin: 'INVALID_PIN',
  pinLocked: 'PIN_LOCKED',
  pinNotSet: 'PIN_NOT_SET',
  idempotencyKeyRequired: 'IDEMPOTENCY_KEY_REQUIRED',
  idempotencyKeyReused: 'IDEMPOTENCY_KEY_REUSED',
  idempotencyKeyInFlight: 'IDEMPOTENCY_KEY_IN_FLIGHT',
  recipientNotFound: 'RECIPIENT_NOT_FOUND',
  invalidAccountNumber: 'INVALID_ACCOUNT_NUMBER',
  accountNotFound: 'ACCOUNT_NOT_FOUND',
  unknownBank: 'UNKNOWN_BANK',
  selfTransfer: 'SELF_TRANSFER',
  providerUnavailable: 'PROVIDER_UNAVAILABLE',
  invalidTransition: 'INVALID_TRANSITION',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** First message per top-level field: what a form shows under each input. */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '_form');
    out[key] ??= issue.message;
  }
  return out;
}

/** Every message per top-level field: what the API returns in `errors`. */
export function fieldErrorLists(error: z.core.$ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '_form');
    const list = out[key] ?? [];
    if (!list.includes(issue.message)) list.push(issue.message);
    out[key] = list;
  }
  return out;
}
