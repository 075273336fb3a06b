import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';

const regions = new Intl.DisplayNames(['en'], { type: 'region' });
const COUNTRY = /^[A-Z]{2}$/;
const CITY = /^[\p{L}\p{M} .'-]{1,64}$/u;

function header(req: FastifyRequest, name: string): string | undefined {
  const value = req.headers[name];
  return typeof value === 'string' ? value.trim() : undefined;
}

/**
 * "Lagos, Nigeria": the approximate place a request came from, when a trusted proxy (TRUST_PROXY) says so
 * in the usual geolocation headers (Cloudflare's, Vercel's, or X-Geo-*). Anyone else could write those
 * headers, so without a trusted proxy the place is unknown (null), never guessed.
 */
export function placeOf(config: Pick<Config, 'trustProxy'>, req: FastifyRequest): string | null {
  if (config.trustProxy.length === 0) return null;
  const code = (
    header(req, 'cf-ipcountry') ??
    header(req, 'x-vercel-ip-country') ??
    header(req, 'x-geo-country')
  )?.toUpperCase();
  if (!code || !COUNTRY.test(code)) return null;
  let country: string | undefined;
  try {
    country = regions.of(code);
  } catch {
    return null;
  }
  if (!country || country === code) return null;
  const raw = header(req, 'cf-ipcity') ?? header(req, 'x-vercel-ip-city') ?? header(req, 'x-geo-city');
  let city: string | undefined;
  try {
    city = raw ? decodeURIComponent(raw) : undefined;
  } catch {
    city = undefined;
  }
  return city && CITY.test(city) ? `${city}, ${country}` : country;
}
