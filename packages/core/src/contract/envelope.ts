import * as z from 'zod/mini';
import type { MONEY_ERROR_CODES } from './money-errors';
import type { TIER_ERROR_CODES } from './tier-errors';

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

// Its own module, like the money codes: register reads a code, owo-login none, and a module is
// bundled into the chunk of every element that uses any of it.
import { ERROR_CODES } from './error-codes';

export { ERROR_CODES };
/**
 * The money codes live in their own module (contract/money-errors.ts), so a page with only the auth
 * elements does not download them: ERROR_CODES shares a chunk with every form.
 */
export type ErrorCode =
  | (typeof ERROR_CODES)[keyof typeof ERROR_CODES]
  | (typeof MONEY_ERROR_CODES)[keyof typeof MONEY_ERROR_CODES]
  | (typeof TIER_ERROR_CODES)[keyof typeof TIER_ERROR_CODES];

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
