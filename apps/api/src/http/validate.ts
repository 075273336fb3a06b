import { controlCharacterField, fieldErrorLists } from '@owo/core/contract';
import type * as z from 'zod/mini';
import { validationError } from './errors';

type Part = 'body' | 'query' | 'params';

const WHAT: Record<Part, string> = {
  body: 'Request body must be a JSON object',
  query: 'Query string is invalid',
  params: 'Path parameters are invalid',
};

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function knownKeys(schema: z.ZodMiniType): Set<string> | null {
  const shape = (schema as { def?: { shape?: Record<string, unknown> } }).def?.shape;
  return shape ? new Set(Object.keys(shape)) : null;
}

/**
 * Parses one part of a request with a contract schema. A missing body counts as `{}` so the
 * field messages say what is required; body fields the schema does not know are refused rather
 * than silently dropped (a typo in a field name should not pass as "not sent").
 */
export function validate<S extends z.ZodMiniType>(
  schema: S,
  input: unknown,
  part: Part,
  status = 400,
): z.output<S> {
  const value = input === undefined || input === null ? {} : input;
  if (!isPlainObject(value)) throw validationError(WHAT[part], { _form: [WHAT[part]] }, status);
  const known = part === 'body' ? knownKeys(schema) : null;
  if (known) {
    const unknown = Object.keys(value)
      .filter((key) => !known.has(key))
      .slice(0, 10)
      .map((key) => key.slice(0, 64));
    if (unknown.length > 0) {
      const errors = Object.fromEntries(unknown.map((key) => [key, ['Unknown field']]));
      throw validationError(`Unknown field: ${unknown[0]}`, errors, status);
    }
  }
  const result = schema.safeParse(value);
  if (!result.success) {
    const errors = fieldErrorLists(result.error);
    throw validationError(result.error.issues[0]?.message ?? 'Invalid request', errors, status);
  }
  // The fields' own checks word this better; this catches any string a schema took without one.
  const field = controlCharacterField(value);
  if (field) {
    const message = `${field} cannot contain control characters`;
    throw validationError(message, { [field]: [message] }, status);
  }
  return result.data;
}
