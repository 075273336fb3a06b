/**
 * A small JSON client for the public pages (blog, contact, newsletter).
 * Errors follow SPEC.md section 8: the message comes from the body's `message`, else its `error`,
 * else a generic sentence. The signed-in area uses the core http client instead.
 */
export class ApiError extends Error {
  readonly status: number;

  constructor(message: string, status: number) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

const GENERIC_MESSAGE = 'An unexpected error occurred';
const NETWORK_MESSAGE = "We couldn't reach Owo. Check your internet connection and try again.";

interface Envelope<T> {
  status?: boolean;
  message?: string;
  error?: string;
  data?: T;
}

export interface ApiResult<T> {
  data: T;
  message: string | undefined;
}

export async function apiRequest<T>(
  path: string,
  init: { method?: 'GET' | 'POST'; body?: unknown; signal?: AbortSignal } = {},
): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? 'GET',
      headers:
        init.body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: 'include',
      signal: init.signal,
    });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new ApiError(NETWORK_MESSAGE, 0);
  }

  const envelope = (await response.json().catch(() => ({}))) as Envelope<T>;
  if (!response.ok || envelope.status === false) {
    throw new ApiError(envelope.message || envelope.error || GENERIC_MESSAGE, response.status);
  }
  return { data: envelope.data as T, message: envelope.message };
}

export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : GENERIC_MESSAGE;
}
