import {
  fieldErrors,
  getRuntime,
  messageResponse,
  newsletterBody,
  newsletterConfirmBody,
  toApiError,
} from '@owo/core';

/** The contract's message for the address as typed, or undefined when it would be accepted. */
export function emailProblem(email: string): string | undefined {
  const result = newsletterBody.safeParse({ email });
  return result.success ? undefined : fieldErrors(result.error).email;
}

export type SubscribeResult =
  | { kind: 'invalid'; error: string }
  | { kind: 'done'; message: string }
  | { kind: 'failed'; message: string };

/**
 * POST /api/v1/newsletter through the runtime's http client, after the contract's newsletterBody check.
 * The API emails a code (double opt-in) and answers the same for an address already subscribed.
 * Silent: the outcome is shown next to the form, not as a toast.
 */
export async function subscribe(email: string): Promise<SubscribeResult> {
  const parsed = newsletterBody.safeParse({ email });
  if (!parsed.success) {
    return {
      kind: 'invalid',
      error: fieldErrors(parsed.error).email ?? 'Please enter a valid email address',
    };
  }
  try {
    const result = await getRuntime().http.post('api/v1/newsletter', {
      json: parsed.data,
      schema: messageResponse,
      silent: true,
    });
    return { kind: 'done', message: result.message };
  } catch (failure) {
    return { kind: 'failed', message: toApiError(failure).message };
  }
}

/** POST /api/v1/newsletter/confirm with the emailed code, after the contract's newsletterConfirmBody check. */
export async function confirm(email: string, otp: string): Promise<SubscribeResult> {
  const parsed = newsletterConfirmBody.safeParse({ email, otp });
  if (!parsed.success) {
    return {
      kind: 'invalid',
      error: fieldErrors(parsed.error).otp ?? 'Please enter complete verification code',
    };
  }
  try {
    const result = await getRuntime().http.post('api/v1/newsletter/confirm', {
      json: parsed.data,
      schema: messageResponse,
      silent: true,
    });
    return { kind: 'done', message: result.message };
  } catch (failure) {
    return { kind: 'failed', message: toApiError(failure).message };
  }
}
