import { FRAME_PATH, frameQuery } from '@owo/core/contract';
import type { AppContext } from '../../context';
import { defineRoute } from '../../http/route';
import { frameCsp, framePage, REFUSED_FRAME_CSP, refusedFramePage } from './frame-page';

/**
 * GET /embed/v1/frame: Owo's secrets frame (DESIGN.md, "Secrets stay on their origin"), the page a
 * partner's element shows in an iframe where a password, a code or a PIN is typed (or set), or a payment
 * or a transfer is reviewed. Framed only by the registered partner page it names: its CSP's
 * frame-ancestors is that origin, read live from the registry, and `'none'` for any other.
 */
export function frameRoutes({ partners }: AppContext) {
  return [
    defineRoute({
      method: 'GET',
      url: FRAME_PATH,
      tag: 'Partners',
      summary: "Owo's secrets frame for a registered partner page",
      description:
        "The page a partner's element frames for an account screen that takes a password or a code (sign-in, sign-up, email code, password reset), a bill payment's or a transfer's review and PIN, or the setting of a new PIN (`view`). Its Content-Security-Policy allows framing by `parent` only when that origin is registered (`pnpm owo partner add`); otherwise `frame-ancestors 'none'` and a 403 page. The frame and the page talk over postMessage with exact origins both ways.",
      query: frameQuery,
      responses: {
        200: { description: 'The frame page, frameable by `parent` only', html: true },
        403: { description: 'The parent is not a registered partner: never frameable', html: true },
      },
    })(async ({ reply, query }) => {
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (!(await partners.allows(query.parent))) {
        reply.code(403).header('content-security-policy', REFUSED_FRAME_CSP);
        return refusedFramePage(query.parent);
      }
      // frame-ancestors decides; helmet's X-Frame-Options (SAMEORIGIN) would contradict it.
      reply.header('content-security-policy', frameCsp(query.parent)).removeHeader('x-frame-options');
      return framePage(query.view);
    }),
  ];
}
