import { FRAME_PARENT_HEADER, isWebOrigin } from '@owo/core/contract';
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
 * The partner page Owo's secrets frame is embedded in, when the frame makes this call: its requests are
 * same-origin and name the page in FRAME_PARENT_HEADER. A partner page's own cross-origin call cannot
 * send that header (CORS does not allow it), and is answered by its Origin instead.
 */
export function frameParentOf(req: FastifyRequest): string | null {
  if (isCrossOriginCaller(req)) return null;
  const value = req.headers[FRAME_PARENT_HEADER];
  return typeof value === 'string' && isWebOrigin(value) ? value : null;
}

/**
 * The session this call makes or renews lives on a partner's site (its cookie partitioned there): the
 * partner page calls the API itself, or Owo's secrets frame on that page does.
 */
export function isPartnerSession(req: FastifyRequest): boolean {
  return isCrossOriginCaller(req) || frameParentOf(req) !== null;
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

/**
 * The registered partner site a request comes from (the page's own call, or Owo's secrets frame on that
 * page): null on Owo's own site and for non-browser clients.
 */
export async function partnerOriginOf(
  req: FastifyRequest,
  partners: PartnerRegistry,
): Promise<string | null> {
  const origin = isCrossOriginCaller(req) ? req.headers.origin : frameParentOf(req);
  if (!origin) return null;
  return (await partners.allows(origin)) ? origin : null;
}
