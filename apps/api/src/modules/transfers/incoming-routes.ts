import { incomingTransferBody, transferResponse } from '@owo/core/contract';
import { failure, invalidInput } from '../../http/responses';
import { defineRoute } from '../../http/route';
import { toTransaction } from '../transactions/transaction-view';
import { incomingTransfer } from './incoming-transfer';
import type { Money } from './money';

/** Local dev tools only (beside the dev mailbox): the sandbox's stand-in for the provider's webhook. */
export function incomingRoutes(money: Money) {
  return [
    defineRoute({
      method: 'POST',
      url: '/api/v1/dev/incoming-transfer',
      tag: 'Development',
      summary: 'Sandbox: money arrives from another bank into an Owo account number',
      description:
        'Stands in for the provider webhook. Unauthenticated like the provider, and only where the dev ' +
        'mailbox is mounted. A credit past the tier’s maximum balance is 422 LIMIT_EXCEEDED.',
      body: incomingTransferBody,
      invalidStatus: 422,
      responses: {
        201: { description: 'The credit transaction', schema: transferResponse },
        404: failure('ACCOUNT_NOT_FOUND: no wallet has this account number'),
        422: { ...invalidInput, description: 'Invalid input, or LIMIT_EXCEEDED (maximum balance)' },
      },
    })(async ({ body, reply }) => {
      const row = await incomingTransfer(money, body);
      reply.code(201);
      return { status: true, message: 'Money received', data: toTransaction(row) };
    }),
  ];
}
