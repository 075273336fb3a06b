import { expect } from 'vitest';

/** Response bodies in tests are checked by assertions (and contract schemas), not by the compiler. */
// biome-ignore lint/suspicious/noExplicitAny: one alias, so test code can reach into bodies freely
export type Json = any;

export interface ApiResponse<T = Json> {
  status: number;
  headers: Headers;
  body: T;
  setCookies: string[];
}

export interface RequestOptions {
  json?: unknown;
  /** Sent as is, with Content-Type application/json unless `headers` says otherwise. */
  raw?: string;
  headers?: Record<string, string>;
  /** Overrides the browser's own access token; null sends none. */
  token?: string | null;
}

interface Cookie {
  value: string;
  path: string;
}

/**
 * What a browser tab does with this API: keeps the cookies the server sets (honouring Path and
 * deletion) and an access token, and sends both back.
 */
export class Browser {
  readonly cookies = new Map<string, Cookie>();
  token: string | undefined;

  constructor(
    readonly base: string,
    readonly defaultHeaders: Record<string, string> = {},
  ) {}

  async request<T = Json>(
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...this.defaultHeaders };
    let body: string | undefined;
    if (options.json !== undefined) body = JSON.stringify(options.json);
    if (options.raw !== undefined) body = options.raw;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const token = options.token === undefined ? this.token : options.token;
    if (token) headers.authorization = `Bearer ${token}`;
    const cookie = [...this.cookies]
      .filter(([, c]) => path.startsWith(c.path))
      .map(([name, c]) => `${name}=${c.value}`)
      .join('; ');
    if (cookie) headers.cookie = cookie;
    Object.assign(headers, options.headers);
    const res = await fetch(`${this.base}${path}`, { method, headers, body });
    const setCookies = res.headers.getSetCookie();
    for (const line of setCookies) this.store(line);
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: the docs page
    }
    return { status: res.status, headers: res.headers, body: parsed as T, setCookies };
  }

  get<T = Json>(path: string, options?: RequestOptions) {
    return this.request<T>('GET', path, options);
  }

  post<T = Json>(path: string, json?: unknown, options?: RequestOptions) {
    return this.request<T>('POST', path, { ...options, json });
  }

  patch<T = Json>(path: string, options?: RequestOptions) {
    return this.request<T>('PATCH', path, options);
  }

  delete<T = Json>(path: string, options?: RequestOptions) {
    return this.request<T>('DELETE', path, options);
  }

  private store(line: string) {
    const [pair, ...attributes] = line.split(';').map((part) => part.trim());
    const [name, ...rest] = (pair ?? '').split('=');
    if (!name) return;
    const value = rest.join('=');
    const attr = (key: string) =>
      attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
    const expires = attr('expires');
    const gone = attr('max-age') === '0' || (expires !== undefined && Date.parse(expires) < Date.now());
    if (gone || value === '') this.cookies.delete(name);
    else this.cookies.set(name, { value, path: attr('path') ?? '/' });
  }
}

/** A failure as the contract shapes it: 4xx, status false, a message and a code. */
export function expectClientError(res: ApiResponse, status?: number) {
  if (status !== undefined) expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.status).toBeGreaterThanOrEqual(400);
  expect(res.status).toBeLessThan(500);
  expect(res.body).toMatchObject({ status: false });
  expect(typeof res.body.message).toBe('string');
  expect(res.body.message.length).toBeGreaterThan(0);
  expect(typeof res.body.code).toBe('string');
}
