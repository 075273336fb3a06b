import ky, { type HTTPError, isHTTPError, type KyInstance } from 'ky';
import type { EventBus } from '../bus/event-bus';
import { showToast } from '../bus/toast';
import { refreshResponse } from '../contract';
import type { TokenStore } from '../session/token-store';
import { AUTH_PATHS, isRetryable, mayRefreshOn401 } from './endpoints';
import { ApiError, DEFAULT_ERROR_MESSAGE, type HTTPErrorWithData, toApiError } from './errors';
import { IDEMPOTENCY_KEY_HEADER, type IdempotencyKey } from './idempotency';
import { ORIGIN_NOT_ALLOWED } from './origin-not-allowed';
import { PREFETCHED, type PrefetchGlobal } from './prefetch';
import { createProgressCounter, type ProgressCounter } from './progress';
import { createTokenRefresher, type LockManagerLike } from './refresh';

export const REQUEST_TIMEOUT_MS = 30_000;
export const RETRY_LIMIT = 2;
export const RETRY_DELAY_MS = 1000;
const RETRY_STATUS_CODES = [408, 500, 502, 503, 504];
const RETRY_METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'];

/** Anything with zod's parse(); the contract's response schemas. */
export interface ResponseParser<T> {
  parse(data: unknown): T;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions<T = unknown> {
  method?: HttpMethod;
  json?: unknown;
  searchParams?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
  /** The key of the user action this call belongs to; pass the same value on every attempt. */
  idempotencyKey?: IdempotencyKey;
  /** Validates and types the response body. */
  schema?: ResponseParser<T>;
  /** No error toast (background checks whose failure the person should not hear about). */
  silent?: boolean;
  /** false: the progress bar ignores this call (polling, prefetching). */
  trackProgress?: boolean;
  /** The message when the error body carries none (SPEC.md 8's per-situation fallbacks). */
  fallbackMessage?: string;
  signal?: AbortSignal;
}

type MethodOptions<T> = Omit<RequestOptions<T>, 'method'>;

export interface HttpClient {
  /** Resolves with the parsed JSON body (undefined when empty); rejects with an ApiError. */
  request<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>;
  get<T = unknown>(path: string, options?: MethodOptions<T>): Promise<T>;
  post<T = unknown>(path: string, options?: MethodOptions<T>): Promise<T>;
  put<T = unknown>(path: string, options?: MethodOptions<T>): Promise<T>;
  patch<T = unknown>(path: string, options?: MethodOptions<T>): Promise<T>;
  delete<T = unknown>(path: string, options?: MethodOptions<T>): Promise<T>;
  /**
   * Trades the refresh cookie for an access token now, though no request failed: how a page picks up a
   * session that began elsewhere on Owo's origin (the secrets frame). Null when the cookie holds none.
   */
  renew(): Promise<string | null>;
  readonly progress: ProgressCounter;
}

export interface HttpClientOptions {
  /** Origin (and optional path) of the API; '' means the page's own origin. */
  apiBase?: string;
  tokens: TokenStore;
  bus: EventBus;
  fetch?: typeof globalThis.fetch;
  locks?: LockManagerLike | null;
  /** Sent with every request (the secrets frame names the partner page it serves). */
  headers?: Record<string, string>;
}

function defaultLocks(): LockManagerLike | null {
  return (globalThis.navigator?.locks as LockManagerLike | undefined) ?? null;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  return text === '' ? undefined : JSON.parse(text);
}

/** A body that is not JSON, or not the shape the contract promises, is the server's fault, not the caller's. */
async function decode<T>(response: Response, schema: ResponseParser<T> | undefined): Promise<T> {
  let body: unknown;
  try {
    body = await readBody(response);
    return schema ? schema.parse(body) : (body as T);
  } catch (error) {
    throw new ApiError(
      {
        message: DEFAULT_ERROR_MESSAGE,
        status: response.status,
        statusText: response.statusText,
        body,
        code: 'INVALID_RESPONSE',
      },
      { cause: error },
    );
  }
}

/** Reads the error body once, here where it may be awaited, so toApiError can stay synchronous. */
async function attachErrorBody(error: HTTPError): Promise<HTTPError> {
  try {
    (error as HTTPErrorWithData).data = await readBody(error.response.clone());
  } catch {
    // Not JSON: the message falls back as SPEC.md 8 says.
  }
  return error;
}

/** Marks the 401 whose refresh failed, so it is reported without a toast. */
class RefreshFailed extends Error {
  constructor(override readonly cause: unknown) {
    super('Refresh failed', { cause });
  }
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const { tokens, bus } = options;
  const progress = createProgressCounter(bus);
  const api: KyInstance = ky.create({
    // '/' keeps 'api/v1/...' origin-relative on any page path.
    prefixUrl: options.apiBase || '/',
    credentials: 'include',
    headers: { ...options.headers, accept: 'application/json' },
    timeout: REQUEST_TIMEOUT_MS,
    hooks: { beforeError: [attachErrorBody] },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  /**
   * A POST without an Idempotency-Key is sent once: a 5xx or a time-out says nothing about whether the
   * server acted, and repeating it could move money (or send an email) twice. With a key, the server
   * answers a repeat with the first answer, so the SPEC.md 7 retries are safe.
   */
  function retryFor(path: string, method: HttpMethod, idempotent: boolean) {
    const mayRepeat = isRetryable(path) && (method !== 'POST' || idempotent);
    return {
      limit: mayRepeat ? RETRY_LIMIT : 0,
      methods: RETRY_METHODS,
      statusCodes: RETRY_STATUS_CODES,
      // Fixed spacing as SPEC.md 9 says, whatever Retry-After a proxy sends.
      afterStatusCodes: [],
      delay: () => RETRY_DELAY_MS,
      // A time-out is "no response" (SPEC.md 7).
      retryOnTimeout: true,
    };
  }

  async function refreshToken(): Promise<string> {
    const response = await api.post(AUTH_PATHS.refreshToken, { retry: 0 });
    const body = refreshResponse.parse(await readBody(response));
    if (!body.status || !body.data) throw new Error('Refresh refused');
    return body.data.accessToken;
  }

  const refresher = createTokenRefresher({
    tokens,
    bus,
    refreshToken,
    locks: options.locks === undefined ? defaultLocks() : options.locks,
  });

  async function send<T>(
    path: string,
    opts: RequestOptions<T>,
    token: string | null,
    authRetried: boolean,
  ): Promise<T> {
    const headers = new Headers(opts.headers);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    if (opts.idempotencyKey) headers.set(IDEMPOTENCY_KEY_HEADER, opts.idempotencyKey);
    const method = opts.method ?? 'GET';
    // A GET the page's boot script already asked for with this token (prefetch.ts): its 2xx answer is
    // this one. Anything else (no answer, an error, a 401 for an expired token) is asked for again here.
    const prefetched = (globalThis as PrefetchGlobal)[PREFETCHED];
    const early =
      method === 'GET' && prefetched ? await prefetched.take(path, opts.searchParams, token) : null;
    if (early) return decode(early, opts.schema);
    try {
      const response = await api(path, {
        method,
        headers,
        retry: retryFor(path, method, headers.has(IDEMPOTENCY_KEY_HEADER)),
        ...(opts.json === undefined ? {} : { json: opts.json }),
        ...(opts.searchParams ? { searchParams: opts.searchParams } : {}),
        ...(opts.signal ? { signal: opts.signal } : {}),
      });
      return await decode(response, opts.schema);
    } catch (error) {
      const expired = isHTTPError(error) && error.response.status === 401;
      if (!expired || authRetried || !token || !mayRefreshOn401(path)) throw error;
      const fresh = await refresher.tokenAfter401(token);
      if (fresh === null) throw new RefreshFailed(error);
      return send(path, opts, fresh, true);
    }
  }

  let toldRefusedOrigin = false;

  async function request<T>(path: string, opts: RequestOptions<T> = {}): Promise<T> {
    const done = opts.trackProgress === false ? () => {} : progress.start();
    try {
      return await send(path, opts, tokens.get(), false);
    } catch (error) {
      const refreshFailed = error instanceof RefreshFailed;
      let apiError = toApiError(refreshFailed ? error.cause : error, opts.fallbackMessage);
      if (apiError.code === 'NETWORK_ERROR') {
        // Loaded only after a failed call: it costs a page nothing until something goes wrong. Offline,
        // its chunk does not come either, and the call's own failure is what the person hears.
        const refusal = await import('./origin-probe').then(
          (probe) => probe.originRefusal(options.apiBase ?? '', options.fetch),
          () => null,
        );
        apiError = refusal ?? apiError;
      }
      // A 401 that went through refresh ends in a logout, which says enough; a caller's abort is no failure.
      // A page that is not registered hears it once, even from a background check: nothing else works.
      const refusal = apiError.code === ORIGIN_NOT_ALLOWED;
      const tell = refusal ? !toldRefusedOrigin : !opts.silent;
      if (refusal) toldRefusedOrigin = true;
      if (!refreshFailed && tell && !opts.signal?.aborted) showToast(bus, 'error', apiError.message);
      throw apiError;
    } finally {
      done();
    }
  }

  const withMethod =
    (method: HttpMethod) =>
    <T>(path: string, opts?: MethodOptions<T>) =>
      request<T>(path, { ...opts, method });

  return {
    request,
    get: withMethod('GET'),
    post: withMethod('POST'),
    put: withMethod('PUT'),
    patch: withMethod('PATCH'),
    delete: withMethod('DELETE'),
    renew: () => refresher.renew(),
    progress,
  };
}
