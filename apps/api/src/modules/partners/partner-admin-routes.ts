import { timingSafeEqual } from 'node:crypto';
import {
  ERROR_CODES,
  messageResponse,
  partnerBody,
  partnerListResponse,
  partnerOrigin,
  partnerResponse,
  webhookDeliveriesResponse,
} from '@owo/core/contract';
import type { FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import type { AppContext } from '../../context';
import { HttpError, notFound, unauthorized } from '../../http/errors';
import { isLoopbackPeer } from '../../http/origin';
import { failure, invalidInput } from '../../http/responses';
import { defineRoute } from '../../http/route';
import { listDeadJobs, reviveJob } from '../jobs/dead-jobs';
import { deliveriesOf, replayDelivery } from './webhooks';

const removeQuery = z.object({ origin: partnerOrigin });
const replayParams = z.object({ id: z.string().check(z.maxLength(100)) });
const jobParams = z.object({ id: z.string().check(z.regex(/^\d{1,18}$/, 'A job id is a number')) });
const deadJobsResponse = z.object({
  status: z.literal(true),
  data: z.object({ jobs: z.array(z.unknown()) }),
});
const revivedResponse = z.object({
  status: z.literal(true),
  message: z.string(),
  data: z.object({ job: z.unknown() }),
});
const NOT_HERE = 'No route for this request';

/**
 * The registry's management API, for `pnpm owo partner ...` while the server runs (PGlite opens its
 * folder from one process only). Reachable only from this machine, with the token the server keeps in
 * its data folder, and never from a browser page.
 */
export function partnerAdminRoutes(ctx: AppContext, token: string) {
  const { partners, db, clock } = ctx;
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
      const { partner, created, secrets } = await partners.add(body.origin, body.name, body.webhookUrl);
      reply.code(created ? 201 : 200);
      return {
        status: true,
        message: created ? 'Partner added' : 'Already a partner',
        data: { partner, ...(secrets && { secrets }) },
      };
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
    defineRoute({
      method: 'POST',
      url: '/api/v1/admin/partners/rotate-secret',
      tag: 'Admin',
      summary: 'A new secret key for a partner; the old one stops working at once (loopback, admin token)',
      query: removeQuery,
      responses: {
        200: { description: 'The new key, shown once', schema: partnerResponse },
        400: invalidInput,
        ...refusals,
      },
    })(async ({ req, query }) => {
      assertAdmin(req);
      const secretKey = await partners.rotateSecret(query.origin);
      if (!secretKey) throw notFound(`${query.origin} is not a partner`);
      const partner = (await partners.list()).find((p) => p.origin === query.origin);
      if (!partner) throw notFound(`${query.origin} is not a partner`);
      return { status: true, message: 'Secret key rotated', data: { partner, secrets: { secretKey } } };
    }),
    defineRoute({
      method: 'GET',
      url: '/api/v1/admin/partners/deliveries',
      tag: 'Admin',
      summary: "A partner's webhook deliveries, newest first (loopback, admin token)",
      query: removeQuery,
      responses: {
        200: { description: 'Deliveries', schema: webhookDeliveriesResponse },
        400: invalidInput,
        ...refusals,
      },
    })(async ({ req, query }) => {
      assertAdmin(req);
      return { status: true, data: { deliveries: await deliveriesOf(db, query.origin) } };
    }),
    defineRoute({
      method: 'POST',
      url: '/api/v1/admin/partners/deliveries/:id/replay',
      tag: 'Admin',
      summary: 'Send a webhook message again, with its id and body (loopback, admin token)',
      params: replayParams,
      responses: { 200: { description: 'Queued', schema: messageResponse }, ...refusals },
    })(async ({ req, params }) => {
      assertAdmin(req);
      if (!(await replayDelivery(db, clock.now(), params.id))) throw notFound(`No delivery ${params.id}`);
      return { status: true, message: `Delivery ${params.id} queued again` };
    }),
    defineRoute({
      method: 'GET',
      url: '/api/v1/admin/jobs/dead',
      tag: 'Admin',
      summary: 'Dead jobs with their last error (loopback, admin token)',
      responses: { 200: { description: 'Dead jobs', schema: deadJobsResponse }, ...refusals },
    })(async ({ req }) => {
      assertAdmin(req);
      return { status: true, data: { jobs: await listDeadJobs(db) } };
    }),
    defineRoute({
      method: 'POST',
      url: '/api/v1/admin/jobs/:id/retry',
      tag: 'Admin',
      summary: 'Run a dead job again (loopback, admin token)',
      params: jobParams,
      responses: {
        200: { description: 'Revived', schema: revivedResponse },
        409: failure('The job is not dead: the worker still runs it'),
        ...refusals,
      },
    })(async ({ req, params }) => {
      assertAdmin(req);
      const result = await reviveJob(db, params.id, clock.now());
      if (!result.revived) {
        if (result.reason === 'unknown') throw notFound(result.message);
        throw new HttpError(409, ERROR_CODES.conflict, result.message);
      }
      return { status: true, message: `Job ${params.id} will run again now`, data: { job: result.job } };
    }),
  ];
}
