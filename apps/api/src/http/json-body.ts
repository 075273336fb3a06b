import type { FastifyInstance } from 'fastify';

/**
 * Only JSON bodies are accepted (anything else is a 415). An empty JSON body reads as "no body",
 * so a PATCH that sends the header and nothing else is not an error. `__proto__` and `constructor`
 * keys are refused by Fastify's parser (400).
 */
export function acceptJsonOnly(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = body.toString();
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    // Kept for routes that check a signature over the exact bytes (provider webhooks).
    req.rawBody = text;
    parseJson(req, text, done);
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The JSON body as it arrived, before parsing. */
    rawBody?: string;
  }
}
