import { transferResponse, walletResponse } from '@owo/core/contract';
import { describe, expect, it } from 'vitest';
import { failure, signInRequired } from '../src/http/responses';
import { defineRoute } from '../src/http/route';

/**
 * A handler's answer is typed by the route's documented response schemas. The `@ts-expect-error` lines are
 * the test: `pnpm typecheck` fails if any of them stops being an error (a wrong shape would compile again).
 */
const transferSpec = {
  method: 'POST',
  url: '/api/v1/transfers',
  tag: 'Transfers',
  summary: 'A transfer',
  auth: true,
  responses: {
    201: { description: 'The debit transaction', schema: transferResponse },
    401: signInRequired,
    422: failure('INSUFFICIENT_FUNDS'),
  },
} as const;

const transaction = {
  reference: 'OWO-1',
  type: 'user',
  direction: 'debit',
  amount: 100_00,
  fee: 0,
  currency: 'NGN',
  status: 'completed',
  counterparty: { name: 'Bola A.' },
  narration: null,
  createdAt: '2026-11-22T10:00:00.000Z',
} as const;

const walletSpec = {
  method: 'GET',
  url: '/api/v1/wallet',
  tag: 'Wallet',
  summary: 'The wallet',
  responses: { 200: { description: 'The wallet', schema: walletResponse } },
} as const;

const routes = {
  right: defineRoute(transferSpec)(async () => ({
    status: true,
    message: 'Transfer successful',
    data: transaction,
  })),
  refusal: defineRoute(transferSpec)(async () => ({
    status: false,
    message: 'Insufficient funds',
    code: 'INSUFFICIENT_FUNDS',
  })),
  // @ts-expect-error `status` must be the literal true of the success envelope, not any boolean
  widened: defineRoute(transferSpec)(async () => ({ status: Math.random() > 0.5, data: transaction })),
  // @ts-expect-error `fee` is missing from the transaction
  missingField: defineRoute(transferSpec)(async () => {
    const { fee: _fee, ...rest } = transaction;
    return { status: true, data: rest };
  }),
  // @ts-expect-error amounts are integers in kobo (numbers), never strings
  wrongType: defineRoute(transferSpec)(async () => ({
    status: true,
    data: { ...transaction, amount: '100.00' },
  })),
  // @ts-expect-error `status` of a transaction is one of the ledger's statuses
  unknownStatus: defineRoute(transferSpec)(async () => ({
    status: true,
    data: { ...transaction, status: 'done' },
  })),
  // @ts-expect-error a failure needs its code
  refusalWithoutCode: defineRoute(transferSpec)(async () => ({ status: false, message: 'No' })),
  // @ts-expect-error the wallet route cannot answer a transfer
  otherSchema: defineRoute(walletSpec)(async () => ({ status: true, data: transaction })),
};

describe('route replies', () => {
  it('keeps the spec that documents (and types) each route', () => {
    expect(routes.right.spec.responses[201]?.schema).toBe(transferResponse);
    expect(routes.otherSchema.spec.responses[200]?.schema).toBe(walletResponse);
  });

  it('answers what the handler returns, which the contract schema accepts', async () => {
    const answer = await routes.right.handler({} as Parameters<typeof routes.right.handler>[0]);
    expect(transferResponse.safeParse(answer).success).toBe(true);
    const wrong = await routes.wrongType.handler({} as Parameters<typeof routes.right.handler>[0]);
    expect(transferResponse.safeParse(wrong).success).toBe(false);
  });
});
