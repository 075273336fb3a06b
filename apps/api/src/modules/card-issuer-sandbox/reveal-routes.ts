import type { FastifyReply } from 'fastify';
import * as z from 'zod/mini';
import type { AppContext } from '../../context';
import { defineRoute } from '../../http/route';
import { REVEAL_STYLE_HASH, revealPage, usedPage } from './reveal-page';
import { hashToken, REVEAL_PATH, type SandboxIssuer } from './sandbox-issuer';

const tokenParams = z.object({ token: z.string().check(z.maxLength(200)) });

/**
 * The issuer's one-time details page, served on Owo's origin as an issuer's hosted page would be: never
 * cached, framed only by Owo's own pages and its partners' (the card screen shows it in a frame). The
 * first open uses the token; every later open, or one after CARD_REVEAL_SECONDS, shows nothing.
 */
export function revealRoutes(ctx: AppContext, sandbox: SandboxIssuer) {
  const { db, clock } = ctx;
  const send = async (reply: FastifyReply, status: number, html: string) => {
    const partners = (await ctx.partners.list()).map((partner) => partner.origin);
    reply
      .code(status)
      .header('cache-control', 'no-store')
      .header(
        'content-security-policy',
        `default-src 'none'; style-src ${REVEAL_STYLE_HASH}; base-uri 'none'; form-action 'none'; frame-ancestors 'self' ${partners.join(' ')}`.trim(),
      )
      .header('x-robots-tag', 'noindex')
      .removeHeader('x-frame-options')
      .type('text/html; charset=utf-8');
    return html;
  };

  return [
    defineRoute({
      method: 'GET',
      url: `${REVEAL_PATH}:token`,
      tag: 'Cards',
      summary:
        'Sandbox issuer: the one-time page with a card’s number, expiry and CVV (from POST /cards/{id}/reveal)',
      description:
        'Served by the sandbox issuer’s module on Owo’s origin. The first open within 60 s shows the details ' +
        '(hidden again after 60 s, without script); any other open answers 410 with “This link has been used ' +
        'or has expired”. `Cache-Control: no-store`; only Owo’s pages and its partners may frame it.',
      params: tokenParams,
      responses: {
        200: { description: 'The card’s details, once', html: true },
        410: { description: 'The link was used or has expired', html: true },
      },
    })(async ({ reply, params }) => {
      const now = clock.now();
      const used = await db
        .updateTable('sandboxIssuerReveals')
        .set({ usedAt: now })
        .where('tokenHash', '=', hashToken(params.token))
        .where('usedAt', 'is', null)
        .where('expiresAt', '>', now)
        .returning('cardId')
        .executeTakeFirst();
      const card =
        used &&
        (await db
          .selectFrom('sandboxIssuerCards')
          .selectAll()
          .where('id', '=', used.cardId)
          .where('status', '<>', 'terminated')
          .executeTakeFirst());
      if (!card?.numberSealed || !card.cvvSealed || !card.expiryMonth || !card.expiryYear) {
        return send(reply, 410, usedPage());
      }
      return send(
        reply,
        200,
        revealPage({
          number: sandbox.vault.open(card.numberSealed),
          cvv: sandbox.vault.open(card.cvvSealed),
          nameOnCard: card.nameOnCard,
          expiryMonth: card.expiryMonth,
          expiryYear: card.expiryYear,
        }),
      );
    }),
  ];
}
