import { isApiError } from '../internal/runtime';

/** A details step's answer to a refused check: messages under the fields to change, or one above Continue. */
export interface Refusal<F extends string> {
  errors: Partial<Record<F, string>>;
  message?: string;
}

/**
 * Where a quote's refusal belongs on a details step: under the field the person can change to fix it
 * (the field its code names, else the first one an invalid-input answer names), or, for what no field
 * fixes (too many look-ups, the provider away, no answer), above Continue.
 */
export function refusalOf<F extends string>(
  error: unknown,
  fieldOf: Partial<Record<string, F>>,
  fields: readonly F[],
  fallback: string,
): Refusal<F> {
  if (!isApiError(error)) return { errors: {}, message: fallback };
  const named = (error.body as { errors?: Record<string, unknown> } | undefined)?.errors ?? {};
  const field = (error.code && fieldOf[error.code]) ?? fields.find((name) => Object.hasOwn(named, name));
  const fixable = field && error.status >= 400 && error.status < 500 && error.status !== 429;
  return fixable
    ? { errors: { [field]: error.message } as Refusal<F>['errors'] }
    : { errors: {}, message: error.message };
}
