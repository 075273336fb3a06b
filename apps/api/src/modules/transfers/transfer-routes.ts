import {
  recipientQuery,
  recipientResponse,
  transferBody,
  transferQuoteBody,
  transferQuoteResponse,
  transferResponse,
} from '@owo/core/contract';
import { IDEMPOTENCY_RULES, idempotentAnswer, moneyRefusals, pinRefusals } from '../../http/money-responses';
import { failure, invalidInput, signInRequired } from '../../http/responses';
import { defineRoute } from '../../http/route';
import { statusTableMarkdown } from '../ledger/statuses';
import { checkTransfer } from './check-transfer';
import { lookupLimited, spendLookup } from './lookup-limit';
import type { Money } from './money';
import { displayName, findRecipient } from './recipients';
import { recipientNotFound } from './resolve-account';
import { SANDBOX_OUTCOMES } from './sandbox-provider';
import { sendMoney } from './send-money';

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
        'The checks of POST /transfers/quote come first, in its order, before the PIN is verified; the limits ',
        'and the balance are checked again as the money moves. ',
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
        429: lookupLimited,
        503: failure('PROVIDER_UNAVAILABLE: the bank could not be reached for name enquiry'),
      },
    })(async ({ req, reply, auth, body }) =>
      idempotentAnswer(reply, await sendMoney(money, req, auth.user, body)),
    ),
    defineRoute({
      method: 'POST',
      url: '/api/v1/transfers/quote',
      tag: 'Transfers',
      summary:
        'Check a transfer before the PIN is asked: whom it reaches, the fee, and that it can go through',
      description: [
        'The body of POST /transfers without `pin`; moves nothing and needs no Idempotency-Key. Runs the ',
        'checks sending runs, in the same order, so a person hears the problem they can act on first: ',
        'PIN_NOT_SET, then RECIPIENT_NOT_FOUND or SELF_TRANSFER (an Owo user), UNKNOWN_BANK, INVALID_ACCOUNT_NUMBER or ',
        'ACCOUNT_NOT_FOUND (a bank account, by name enquiry), then LIMIT_EXCEEDED (the single-transaction ',
        'limit, then the daily limit), then INSUFFICIENT_FUNDS (amount + fee against the available ',
        'balance), then LIMIT_EXCEEDED for a recipient it would take past their maximum balance. A name ',
        'look-up: it counts against LOOKUPS_PER_MINUTE.',
      ].join(''),
      auth: true,
      body: transferQuoteBody,
      invalidStatus: 422,
      responses: {
        200: {
          description: 'The transfer can go through: amount, fee, total, payee',
          schema: transferQuoteResponse,
        },
        401: signInRequired,
        403: failure('PIN_NOT_SET: a transfer or payment needs a transaction PIN first'),
        404: failure('RECIPIENT_NOT_FOUND'),
        422: failure(
          'Invalid input, SELF_TRANSFER, UNKNOWN_BANK, INVALID_ACCOUNT_NUMBER, ACCOUNT_NOT_FOUND, ' +
            'LIMIT_EXCEEDED (says which limit) or INSUFFICIENT_FUNDS',
        ),
        429: lookupLimited,
        503: failure('PROVIDER_UNAVAILABLE: the bank could not be reached for name enquiry'),
      },
    })(async ({ auth, body }) => {
      const { amount, fee, total, payee } = await checkTransfer(money, auth.user, body, 'every');
      return { status: true, data: { amount, fee, total, payee } };
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
        429: lookupLimited,
      },
    })(async ({ auth, query }) => {
      await spendLookup(money.ctx, auth.user.id);
      const user = await findRecipient(money.ctx.db, query.identifier);
      if (!user) throw recipientNotFound();
      return { status: true, data: { username: user.username, displayName: displayName(user) } };
    }),
  ];
}
