import { originStatusResponse } from '@owo/core/contract';
import type { AppContext } from '../../context';
import { isAllowedOrigin } from '../../http/origin';
import { defineRoute } from '../../http/route';

/**
 * Whether the calling page's origin may use the API. Open to every origin (no credentials), so a widget
 * whose calls fail can tell "this site is not registered" from "the network is down".
 */
export function originStatusRoutes({ partners }: AppContext) {
  return [
    defineRoute({
      method: 'GET',
      url: '/api/v1/partners/status',
      tag: 'Partners',
      summary: "Is the calling page's origin allowed to use the API?",
      description:
        'Answers any origin without credentials (Access-Control-Allow-Origin: *). Register a site with `pnpm owo partner add <origin>`.',
      responses: { 200: { description: 'The answer for the Origin header', schema: originStatusResponse } },
    })(async ({ req, reply }) => {
      reply.header('access-control-allow-origin', '*');
      reply.removeHeader('access-control-allow-credentials');
      return { status: true, data: { allowed: await isAllowedOrigin(req, partners) } };
    }),
  ];
}
