import { fieldErrors, getRuntime, messageResponse, newsletterBody, toApiError } from '@owo/core';

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
 * Silent: the outcome (a duplicate is a 409 with its message) is shown next to the form, not as a toast.
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
