import type { FastifyReply } from 'fastify';
import * as z from 'zod/mini';
import type { RouteSpec } from '../../http/route';
import { defineRoute } from '../../http/route';
import { DOCS_STYLE_HASH, renderDocsPage } from './docs-page';
import { buildOpenApi, type OpenApiDocument } from './openapi';

const openApiSchema = z.object({
  openapi: z.string(),
  info: z.record(z.string(), z.unknown()),
  paths: z.record(z.string(), z.unknown()),
});
const PAGE_CSP = `default-src 'none'; style-src ${DOCS_STYLE_HASH}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

/** `specs` is read on the first request, so it can list every route, these included. */
export function docsRoutes(specs: RouteSpec[]) {
  let doc: OpenApiDocument | undefined;
  let page: string | undefined;
  const document = () => {
    doc ??= buildOpenApi(specs);
    return doc;
  };
  const sendJson = (reply: FastifyReply) => {
    reply.header('cache-control', 'no-cache');
    return document();
  };
  const sendPage = (reply: FastifyReply) => {
    page ??= renderDocsPage(document());
    reply
      .header('cache-control', 'no-cache')
      .header('content-security-policy', PAGE_CSP)
      .type('text/html; charset=utf-8');
    return page;
  };
  const responses = {
    200: {
      description: 'The OpenAPI 3.1 document (JSON), or the readable page (HTML)',
      schema: openApiSchema,
      html: true as const,
    },
  };

  return [
    defineRoute({
      method: 'GET',
      url: '/api/v1/docs',
      tag: 'Service',
      summary: 'This reference: OpenAPI JSON, or the readable page when Accept asks for text/html',
      responses,
    })(async ({ req, reply }) => {
      reply.header('vary', 'Accept');
      return req.headers.accept?.includes('text/html') ? sendPage(reply) : sendJson(reply);
    }),
    defineRoute({
      method: 'GET',
      url: '/api/v1/docs.json',
      tag: 'Service',
      summary: 'The OpenAPI 3.1 document',
      responses,
    })(async ({ reply }) => sendJson(reply)),
  ];
}
