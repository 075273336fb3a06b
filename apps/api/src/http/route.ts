import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type * as z from 'zod/mini';
import type { RateLimits } from '../config';
import type { AuthContext } from './auth-context';
import { validate } from './validate';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type RateLimitGroup = Exclude<keyof RateLimits, 'global'>;

export interface ResponseSpec {
  description: string;
  schema?: z.ZodMiniType;
  /** The route may answer this status with an HTML page (a string) instead of the JSON schema. */
  html?: true;
}

/** Everything about a route that is not its code: what it validates, and what the docs show. */
export interface RouteSpec {
  method: HttpMethod;
  url: string;
  tag: string;
  summary: string;
  description?: string;
  /** Needs `Authorization: Bearer <access token>`. */
  auth?: boolean;
  /** Reads the refresh cookie (documented as such). */
  cookie?: boolean;
  body?: z.ZodMiniType;
  query?: z.ZodMiniType;
  params?: z.ZodMiniType;
  responses: Record<number, ResponseSpec>;
  /** A per-IP budget from config.rateLimits. */
  rateLimit?: RateLimitGroup;
  /** The message of this route's 429. */
  rateLimitMessage?: string;
  /** The status of an invalid body: 400, or 422 where the contract says so (money requests). */
  invalidStatus?: 400 | 422;
}

type Out<S> = S extends z.ZodMiniType ? z.output<S> : undefined;

/**
 * What one documented response allows a handler to return: its schema's JSON, a page where `html`, or
 * nothing for a response with neither (a 204: the handler sets the status and returns undefined).
 */
type Answer<R> =
  | (R extends { schema: infer T extends z.ZodMiniType } ? z.input<T> : never)
  | (R extends { html: true } ? string : never)
  | (R extends { schema: z.ZodMiniType } | { html: true } ? never : undefined);

/**
 * The handler's return type: the union of every documented response body, so a reply the contract does not
 * describe (a missing field, `status: boolean` where `true` is the schema) fails the typecheck.
 */
export type RouteReply<S extends RouteSpec> = {
  [K in keyof S['responses']]: Answer<S['responses'][K]>;
}[keyof S['responses']];

export interface RouteContext<S extends RouteSpec> {
  req: FastifyRequest;
  reply: FastifyReply;
  body: Out<S['body']>;
  query: Out<S['query']>;
  params: Out<S['params']>;
  auth: S['auth'] extends true ? AuthContext : undefined;
}

/** The type-erased form `mountRoutes` works with. */
export interface RouteDefinition {
  spec: RouteSpec;
  handler: (ctx: {
    req: FastifyRequest;
    reply: FastifyReply;
    body: unknown;
    query: unknown;
    params: unknown;
    auth: AuthContext | undefined;
  }) => Promise<unknown>;
}

/**
 * A route whose handler sees parsed, typed input and must answer one of the documented bodies; the spec also
 * feeds the OpenAPI document. Two calls, so the spec is fixed before the handler is checked against it
 * (in one call a literal such as `status: true` would widen to `boolean` before the check).
 */
export function defineRoute<const S extends RouteSpec>(spec: S) {
  return (handler: (ctx: RouteContext<S>) => Promise<RouteReply<S>>): RouteDefinition => ({
    spec,
    handler: handler as RouteDefinition['handler'],
  });
}

export interface MountOptions {
  authenticate: (req: FastifyRequest) => Promise<AuthContext>;
  rateLimits: RateLimits;
}

const DEFAULT_RATE_LIMIT_MESSAGE = 'Too many requests. Please wait a minute and try again.';

function rateLimitConfig(spec: RouteSpec, limits: RateLimits) {
  if (!spec.rateLimit) return undefined;
  const max = limits[spec.rateLimit];
  if (max === 0) return false;
  const message = spec.rateLimitMessage ?? DEFAULT_RATE_LIMIT_MESSAGE;
  return {
    max,
    timeWindow: 60_000,
    errorResponseBuilder: () => ({ statusCode: 429, code: 'RATE_LIMITED', message }),
  };
}

export function mountRoutes(app: FastifyInstance, routes: RouteDefinition[], options: MountOptions): void {
  for (const { spec, handler } of routes) {
    const rateLimit = rateLimitConfig(spec, options.rateLimits);
    const route: RouteOptions = {
      method: spec.method,
      url: spec.url,
      config: rateLimit === undefined ? {} : { rateLimit },
      handler: async (req, reply) => {
        const auth = spec.auth ? await options.authenticate(req) : undefined;
        const answer = await handler({
          req,
          reply,
          auth,
          body: spec.body ? validate(spec.body, req.body, 'body', spec.invalidStatus) : undefined,
          query: spec.query ? validate(spec.query, req.query, 'query') : undefined,
          params: spec.params ? validate(spec.params, req.params, 'params') : undefined,
        });
        // An answer with no body (204): fastify needs the send an async handler did not make.
        return answer === undefined && !reply.sent ? reply.send() : answer;
      },
    };
    app.route(route);
  }
}
