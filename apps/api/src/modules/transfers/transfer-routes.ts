import { recipientQuery, recipientResponse, transferBody, transferResponse } from '@owo/core/contract';
import { IDEMPOTENCY_RULES, idempotentAnswer, moneyRefusals, pinRefusals } from '../../http/money-responses';
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
        `${IDEMPOTENCY_RULES}\n\n`,
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
        ...moneyRefusals,
        ...pinRefusals,
        404: failure('RECIPIENT_NOT_FOUND'),
        422: failure(
          'Invalid input, yourself as recipient, an unknown bank, INVALID_ACCOUNT_NUMBER, ACCOUNT_NOT_FOUND, ' +
            'INSUFFICIENT_FUNDS, LIMIT_EXCEEDED (says which limit) or IDEMPOTENCY_KEY_REUSED',
        ),
        503: failure('PROVIDER_UNAVAILABLE: the bank could not be reached for name enquiry'),
      },
    })(async ({ req, reply, auth, body }) =>
      idempotentAnswer(reply, await sendMoney(money, req, auth.user, body)),
    ),
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
