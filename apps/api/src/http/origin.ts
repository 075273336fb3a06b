import type { FastifyRequest } from 'fastify';

/**
 * A browser's Origin is either missing (a non-browser client, or a same-origin GET), one of the
 * allowed site origins, or this API's own origin.
 */
export function isAllowedOrigin(req: FastifyRequest, allowed: readonly string[]): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  if (allowed.includes(origin)) return true;
  return origin === `${req.protocol}://${req.host}`;
}
