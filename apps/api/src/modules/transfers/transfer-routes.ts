import { recipientQuery, recipientResponse, transferBody, transferResponse } from '@owo/core/contract';
import { failure, invalidInput, signInRequired } from '../../http/responses';
import { defineRoute } from '../../http/route';
import { statusTableMarkdown } from '../ledger/statuses';
import type { Money } from './money';
import { displayName, findRecipient } from './recipients';
import { SANDBOX_OUTCOMES } from './sandbox-provider';
import { recipientNotFound, sendMoney } from './send-money';

const sandboxValues = Object.entries(SANDBOX_OUTCOMES)
  .map(([digits, outcome]) => `- account number digits 8-9 = \`${digits}\`: ${outcome}`)
  .join('\n');

export function transferRoutes(money: Money) {
  return [
    defineRoute({
      method: 'POST',
      url: '/api/v1/transfers',
      tag: 'Transfers',
      summary: 'Send money to an Owo user (free, at once) or to a bank account (fee, then resolved)',
      description: [
        'Requires `Idempotency-Key` (1 to 255 characters, per user, kept 24 h): the same key and body replay the ',
        'first answer with `Idempotent-Replayed: true`; another body is 422 `IDEMPOTENCY_KEY_REUSED`; a key still ',
        'running is 409 `IDEMPOTENCY_KEY_IN_FLIGHT`. The fingerprint leaves out `pin`, and refusals made before ',
        'money moved are not stored, so a corrected retry may reuse the key.\n\n',
        'Amounts are integers in kobo. A bank transfer holds amount + fee and answers `pending`; the provider then ',
        'completes it (the hold is posted) or fails it (the hold is voided: amount and fee come back).\n\n',
        `Sandbox test accounts (any listed bank, valid NUBAN check digit):\n${sandboxValues}\n- anything else: completed\n\n`,
        `Status transitions (one table, enforced by one function):\n\n${statusTableMarkdown()}`,
      ].join(''),
      auth: true,
      body: transferBody,
      invalidStatus: 422,
      responses: {
        201: { description: 'The debit transaction', schema: transferResponse },
        400: failure('IDEMPOTENCY_KEY_REQUIRED: no Idempotency-Key header'),
        401: signInRequired,
        403: failure('INVALID_PIN (with the attempts left) or PIN_NOT_SET'),
        404: failure('RECIPIENT_NOT_FOUND'),
        409: failure('IDEMPOTENCY_KEY_IN_FLIGHT'),
        422: failure(
          'Invalid input, yourself as recipient, an unknown bank, INVALID_ACCOUNT_NUMBER, ACCOUNT_NOT_FOUND, ' +
            'INSUFFICIENT_FUNDS, LIMIT_EXCEEDED (says which limit) or IDEMPOTENCY_KEY_REUSED',
        ),
        423: failure('PIN_LOCKED: until when is in the message'),
        503: failure('PROVIDER_UNAVAILABLE: the bank could not be reached for name enquiry'),
      },
    })(async ({ req, reply, auth, body }) => {
      const answer = await sendMoney(money, req, auth.user, body);
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      reply.code(answer.status);
      return answer.body;
    }),
    defineRoute({
      method: 'GET',
      url: '/api/v1/transfers/recipient',
      tag: 'Transfers',
      summary: 'Look up an Owo user by username, email or phone: their username and "First L." only',
      auth: true,
      query: recipientQuery,
      responses: {
        200: { description: 'The recipient', schema: recipientResponse },
        400: invalidInput,
        401: signInRequired,
        404: failure('RECIPIENT_NOT_FOUND'),
      },
    })(async ({ query }) => {
      const user = await findRecipient(money.ctx.db, query.identifier);
      if (!user) throw recipientNotFound();
      return { status: true, data: { username: user.username, displayName: displayName(user) } };
    }),
  ];
}
