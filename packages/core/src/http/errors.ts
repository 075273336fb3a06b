import { type HTTPError, isHTTPError, isTimeoutError } from 'ky';

/** An HTTPError whose JSON body the client's beforeError hook has read. */
export type HTTPErrorWithData = HTTPError & { data?: unknown };

export const DEFAULT_ERROR_MESSAGE = 'An unexpected error occurred';
/** What a person reads when no answer came (offline, Owo down, a chunk that did not load): never "Failed to fetch". */
export const UNREACHABLE_MESSAGE = "Can't reach Owo. Check your connection.";

export interface ApiErrorInit {
  message: string;
  /** The HTTP status; 0 when no response arrived (network failure, time-out). */
  status: number;
  statusText: string;
  body?: unknown;
  /** The server's machine-readable code, or NETWORK_ERROR / TIMEOUT / INVALID_RESPONSE from the client. */
  code?: string;
}

/** Every failed call surfaces as one of these (SPEC.md 8): a message for people, the rest for programs. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly statusText: string;
  readonly body: unknown;
  readonly code: string | undefined;

  constructor(init: ApiErrorInit, options?: ErrorOptions) {
    super(init.message, options);
    this.status = init.status;
    this.statusText = init.statusText;
    this.body = init.body;
    this.code = init.code;
  }
}

/** Also true for an ApiError from another copy of the bundle, where instanceof fails. */
export function isApiError(error: unknown): error is ApiError {
  return (
    error instanceof ApiError || (error instanceof Error && error.name === 'ApiError' && 'status' in error)
  );
}

function stringField(body: unknown, field: 'message' | 'error' | 'code'): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[field];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * SPEC.md 8: the body's message, else its error string, else the fallback. A call that got no response
 * says UNREACHABLE_MESSAGE (issue 24): the browser's own words ("Failed to fetch") mean nothing to a person.
 */
export function toApiError(error: unknown, fallbackMessage = DEFAULT_ERROR_MESSAGE): ApiError {
  if (isApiError(error)) return error;
  if (isHTTPError(error)) {
    const body: unknown = (error as HTTPErrorWithData).data;
    return new ApiError(
      {
        message: stringField(body, 'message') ?? stringField(body, 'error') ?? fallbackMessage,
        status: error.response.status,
        statusText: error.response.statusText,
        body,
        code: stringField(body, 'code'),
      },
      { cause: error },
    );
  }
  if (isTimeoutError(error)) {
    // ky's own message names the URL, which means nothing to the person reading the toast.
    return new ApiError(
      { message: 'The request timed out', status: 0, statusText: '', code: 'TIMEOUT' },
      { cause: error },
    );
  }
  // fetch rejects with a TypeError when no response arrives (offline, refused, CORS), and so does an
  // import() whose chunk did not arrive; ky passes fetch's on.
  if (error instanceof TypeError) {
    return new ApiError(
      { message: UNREACHABLE_MESSAGE, status: 0, statusText: '', code: 'NETWORK_ERROR' },
      { cause: error },
    );
  }
  const message = error instanceof Error && error.message ? error.message : fallbackMessage;
  return new ApiError({ message, status: 0, statusText: '' }, { cause: error });
}
