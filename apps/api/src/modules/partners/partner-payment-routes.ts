import { partnerPaymentResponse } from '@owo/core/contract';
import * as z from 'zod/mini';
import type { AppContext } from '../../context';
import { kobo } from '../../db/money-schema';
import { notFound, unauthorized } from '../../http/errors';
import { failure } from '../../http/responses';
import { defineRoute } from '../../http/route';

const params = z.object({ reference: z.string().check(z.regex(/^[A-Za-z0-9-]{6,64}$/)) });

/**
 * Server-side confirmation (like Stripe's or Paystack's verify call): a partner's server asks, with its
 * secret key, how a payment made through its site stands. A payment made elsewhere is as unknown as a
 * made-up reference (404), so references cannot be probed across partners.
 */
export function partnerPaymentRoutes({ db, partners }: AppContext) {
  return [
    defineRoute({
      method: 'GET',
      url: '/api/v1/partner/payments/:reference',
      tag: 'Partners',
      summary: "A payment made through the partner's site, for its server (secret key)",
      description:
        'Authorization: Bearer <secretKey> (`sk_...`, printed once by `pnpm owo partner add`). Never call it from a page: the key is a server secret. Amounts are kobo. Webhooks (`payment.pending`, `payment.completed`, `payment.failed`) carry the same fields, signed as the Standard Webhooks specification says.',
      params,
      responses: {
        200: { description: 'The payment', schema: partnerPaymentResponse },
        401: failure('No secret key, or not one of a partner'),
        404: failure("No payment with this reference was made through this partner's site"),
      },
    })(async ({ req, params: { reference } }) => {
      const header = req.headers.authorization ?? '';
      const origin = header.startsWith('Bearer ')
        ? await partners.originOfSecret(header.slice(7).trim())
        : undefined;
      if (!origin) throw unauthorized('A partner secret key is required (Authorization: Bearer sk_...)');
      const row = await db
        .selectFrom('transactions as t')
        .leftJoin('billPurchases as b', 'b.transactionId', 't.id')
        .select(['t.reference', 't.status', 't.amount', 't.fee', 't.createdAt', 'b.service'])
        .where('t.reference', '=', reference)
        .where('t.partnerOrigin', '=', origin)
        .executeTakeFirst();
      if (!row) throw notFound('No such payment for this partner');
      return {
        status: true as const,
        data: {
          reference: row.reference,
          status: row.status,
          service: row.service ?? null,
          amount: kobo(row.amount),
          fee: kobo(row.fee),
          createdAt: row.createdAt.toISOString(),
        },
      };
    }),
  ];
}
