import { timingSafeEqual } from 'node:crypto';
import {
  messageResponse,
  partnerBody,
  partnerListResponse,
  partnerOrigin,
  partnerResponse,
} from '@owo/core/contract';
import type { FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import type { AppContext } from '../../context';
import { notFound, unauthorized } from '../../http/errors';
import { isLoopbackPeer } from '../../http/origin';
import { failure, invalidInput } from '../../http/responses';
import { defineRoute } from '../../http/route';

const removeQuery = z.object({ origin: partnerOrigin });
const NOT_HERE = 'No route for this request';

/**
 * The registry's management API, for `pnpm owo partner ...` while the server runs (PGlite opens its
 * folder from one process only). Reachable only from this machine, with the token the server keeps in
 * its data folder, and never from a browser page.
 */
export function partnerAdminRoutes({ partners }: AppContext, token: string) {
  const expected = Buffer.from(`Bearer ${token}`);
  const assertAdmin = (req: FastifyRequest) => {
    // Hidden from other machines and from pages (a page's request carries an Origin).
    if (!isLoopbackPeer(req) || req.headers.origin !== undefined) throw notFound(NOT_HERE);
    const given = Buffer.from(req.headers.authorization ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw unauthorized('The admin token from the data folder is required');
    }
  };
  const refusals = { 401: failure('No or wrong admin token'), 404: failure('Not from this machine') };

  return [
    defineRoute({
      method: 'GET',
      url: '/api/v1/admin/partners',
      tag: 'Admin',
      summary: 'List the partner sites (loopback, admin token)',
      responses: { 200: { description: 'Every partner', schema: partnerListResponse }, ...refusals },
    })(async ({ req }) => {
      assertAdmin(req);
      return { status: true, data: { partners: await partners.list() } };
    }),
    defineRoute({
      method: 'POST',
      url: '/api/v1/admin/partners',
      tag: 'Admin',
      summary: 'Allow a partner site (loopback, admin token); CORS sees it at once',
      body: partnerBody,
      responses: {
        200: { description: 'Already registered', schema: partnerResponse },
        201: { description: 'Registered', schema: partnerResponse },
        400: invalidInput,
        ...refusals,
      },
    })(async ({ req, reply, body }) => {
      assertAdmin(req);
      const { partner, created } = await partners.add(body.origin, body.name);
      reply.code(created ? 201 : 200);
      return { status: true, message: created ? 'Partner added' : 'Already a partner', data: { partner } };
    }),
    defineRoute({
      method: 'DELETE',
      url: '/api/v1/admin/partners',
      tag: 'Admin',
      summary: 'Remove a partner site (loopback, admin token)',
      query: removeQuery,
      responses: {
        200: { description: 'Removed', schema: messageResponse },
        400: invalidInput,
        ...refusals,
      },
    })(async ({ req, query }) => {
      assertAdmin(req);
      if (!(await partners.remove(query.origin))) throw notFound(`${query.origin} is not a partner`);
      return { status: true, message: 'Partner removed' };
    }),
  ];
}
