import type { FastifyRequest } from 'fastify';
import type { PartnerRegistry } from '../modules/partners/partner-registry';

/** The connection comes from this machine (the peer address, never a forwarded header). */
export function isLoopbackPeer(req: FastifyRequest): boolean {
  const address = req.socket.remoteAddress ?? '';
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}

/** The request's own origin: its Host (or a trusted proxy's X-Forwarded-Host) with its protocol. */
const ownOrigin = (req: FastifyRequest) => `${req.protocol}://${req.host}`;

/** A page of another origin made this call (a partner's page calling the API directly). */
export function isCrossOriginCaller(req: FastifyRequest): boolean {
  const origin = req.headers.origin;
  return origin !== undefined && origin !== ownOrigin(req);
}

/**
 * A browser's Origin is either missing (a non-browser client, or a same-origin GET), this API's own
 * origin, or a registered partner's (read live from the registry).
 */
export async function isAllowedOrigin(req: FastifyRequest, partners: PartnerRegistry): Promise<boolean> {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  if (origin === ownOrigin(req)) return true;
  return partners.allows(origin);
}

/** The registered partner site a request comes from: null on Owo's own site and for non-browser clients. */
export async function partnerOriginOf(
  req: FastifyRequest,
  partners: PartnerRegistry,
): Promise<string | null> {
  const origin = req.headers.origin;
  if (origin === undefined || origin === ownOrigin(req)) return null;
  return (await partners.allows(origin)) ? origin : null;
}
