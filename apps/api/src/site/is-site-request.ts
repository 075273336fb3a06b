import type { FastifyRequest } from 'fastify';

/** A request for the site's files rather than the API (per-IP API budgets do not count them). */
export function isSiteRequest(req: FastifyRequest): boolean {
  return !req.url.startsWith('/api/');
}
