import { isApiError, MONEY_ERROR_CODES } from '../internal/runtime';

/** How a refused or unanswered money call moves a PIN-confirmed flow (send money, pay a bill). */
export type PaymentOutcome =
  | { type: 'wrong-pin'; message: string }
  | { type: 'locked'; message: string }
  | { type: 'refused'; message: string }
  | { type: 'no-answer'; message: string };

/**
 * No answer (offline, a 5xx, the first attempt still running) is never a refusal: the money may have
 * moved, so the flow asks for the PIN again and retries under the same idempotency key.
 */
export function paymentOutcome(error: unknown, noAnswerMessage: string): PaymentOutcome {
  if (
    !isApiError(error) ||
    error.status === 0 ||
    error.status >= 500 ||
    error.code === MONEY_ERROR_CODES.idempotencyKeyInFlight
  )
    return { type: 'no-answer', message: noAnswerMessage };
  if (error.code === MONEY_ERROR_CODES.invalidPin) return { type: 'wrong-pin', message: error.message };
  if (error.code === MONEY_ERROR_CODES.pinLocked) return { type: 'locked', message: error.message };
  return { type: 'refused', message: error.message };
}
