import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { ERROR_CODES, type ErrorBody } from '@owo/core/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SiteFallback } from '../site/serve-site';
import { HttpError } from './errors';

/** Fastify's own 4xx errors (body parsing, content types), in words a client developer can act on. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Content-Type must be application/json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Content-Length does not match the body',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body must be a JSON object',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
};

interface Thrown {
  statusCode?: number;
  code?: string;
  message?: string;
  validation?: unknown;
}

interface ClientError {
  statusCode: number;
  body: ErrorBody;
  headers?: Record<string, string> | undefined;
}

function clientError(error: Thrown): ClientError | null {
  if (error instanceof HttpError) {
    const body: ErrorBody = { status: false, message: error.message, code: error.code };
    if (error.errors) body.errors = error.errors;
    return { statusCode: error.statusCode, body, headers: error.headers };
  }
  const statusCode = error.statusCode;
  if (statusCode === undefined || statusCode < 400 || statusCode >= 500) return null;
  if (statusCode === 429) {
    return {
      statusCode,
      body: { status: false, message: error.message ?? 'Too many requests', code: ERROR_CODES.rateLimited },
    };
  }
  // JSON syntax errors come from the parser as plain SyntaxErrors with a 400 attached.
  const message =
    (error.code && FRAMEWORK_MESSAGES[error.code]) ||
    (statusCode === 400 ? 'Request body is not valid JSON' : 'The request could not be processed');
  return { statusCode, body: { status: false, message, code: ERROR_CODES.validation } };
}

/** Every failure leaves as `{ status: false, message, code }`; nothing unexpected leaks its details. */
export function installErrorHandling(app: FastifyInstance, fallback?: SiteFallback): void {
  app.setErrorHandler((error: FastifyError | Thrown, req, reply) => {
    const known = clientError(error as Thrown);
    if (known) {
      if (known.headers) reply.headers(known.headers);
      return reply.code(known.statusCode).send(known.body);
    }
    req.log.error({ err: error }, 'unexpected error');
    const body: ErrorBody = {
      status: false,
      message: 'An unexpected error occurred',
      code: ERROR_CODES.internal,
    };
    return reply.code(500).send(body);
  });

  app.setNotFoundHandler((req, reply) => {
    if (fallback?.(req, reply)) return reply;
    const body: ErrorBody = {
      status: false,
      message: `No route for ${req.method} ${req.url.split('?')[0]}`,
      code: ERROR_CODES.notFound,
    };
    return reply.code(404).send(body);
  });
}

const URL_MESSAGES: Record<string, [number, string]> = {
  FST_ERR_MAX_PARAM_LENGTH: [414, 'The URL is too long'],
  FST_ERR_BAD_URL: [400, 'The URL is malformed'],
};

/** Errors Fastify meets before routing (a bad URL, an overlong path parameter). */
export function frameworkErrors(error: FastifyError, _req: FastifyRequest, reply: FastifyReply) {
  const [statusCode, message] = URL_MESSAGES[error.code] ?? [400, 'The request could not be processed'];
  const body: ErrorBody = { status: false, message, code: ERROR_CODES.validation };
  return reply.code(statusCode).header('cache-control', 'no-store').send(body);
}

const SOCKET_ERRORS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request headers (or the URL) are too large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive'],
};

/** Errors Node's HTTP parser meets before Fastify sees a request: still the contract's error body. */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
  const [statusCode, message] = SOCKET_ERRORS[error.code ?? ''] ?? [400, 'The request is malformed'];
  const body = JSON.stringify({ status: false, message, code: ERROR_CODES.validation } satisfies ErrorBody);
  socket.write(
    `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
  );
  socket.destroy(error);
}
