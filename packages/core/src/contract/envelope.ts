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

// In a module of its own: the list grows with each feature, and a page that never reads a code
// (owo-login) should not download it with the envelope it does use.
export { ERROR_CODES, type ErrorCode } from './error-codes';

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
