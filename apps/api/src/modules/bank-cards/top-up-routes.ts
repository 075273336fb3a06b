import {
  formatMoney,
  TOP_UP_FEE_MAX,
  TOP_UP_FEE_PERCENT,
  TOP_UP_MAX,
  TOP_UP_MIN,
  topUpBody,
  topUpQuoteBody,
  topUpQuoteResponse,
  topUpResponse,
} from '@owo/core/contract';
import { IDEMPOTENCY_RULES, idempotentAnswer, moneyRefusals, pinRefusals } from '../../http/money-responses';
import { failure, signInRequired } from '../../http/responses';
import { defineRoute } from '../../http/route';
import { sandboxCardsMarkdown } from '../card-processor-sandbox/sandbox-cards';
import type { BankCards } from './bank-cards';
import { checkTopUp, quoteOf, topUp } from './top-up';

const FEE_RULE = `The fee is ${TOP_UP_FEE_PERCENT}% of the amount, at most ${formatMoney(TOP_UP_FEE_MAX)}, charged to the card on top of it; a top-up is ${formatMoney(TOP_UP_MIN)} to ${formatMoney(TOP_UP_MAX)}.`;

const CHECKS = [
  'PIN_NOT_SET, then the card (404 when it is not one of the caller’s saved cards; 422 CARD_DECLINED when ',
  'it has expired), then LIMIT_EXCEEDED: the balance, the top-ups still pending and this amount would pass ',
  'the tier’s maximum balance (the message names it).',
].join('');

/** Adding money to the wallet from a saved debit card. */
export function topUpRoutes(bankCards: BankCards) {
  return [
    defineRoute({
      method: 'POST',
      url: '/api/v1/wallet/top-ups',
      tag: 'Bank cards',
      summary: 'Add money to the wallet from a saved debit card, with the PIN',
      description: [
        `${IDEMPOTENCY_RULES}\n\n`,
        `The checks of POST /wallet/top-ups/quote come first, before the PIN: ${CHECKS} ${FEE_RULE} `,
        'The card is charged (amount + fee) after the PIN, outside any database transaction; an approval ',
        'credits the amount at once (201, `completed`, with a money alert and a notification). A declined ',
        'charge is 422 CARD_DECLINED with the bank’s reason, and nothing moves. No answer from the processor ',
        'leaves the credit `pending` (201) until a durable requery settles it: it is never credited on a guess.\n\n',
        sandboxCardsMarkdown(),
      ].join(''),
      auth: true,
      body: topUpBody,
      invalidStatus: 422,
      responses: {
        201: {
          description: 'The credit: completed, or pending while the processor answers',
          schema: topUpResponse,
        },
        ...moneyRefusals,
        ...pinRefusals,
        404: failure('No saved card of yours has this id'),
        422: failure(
          'Invalid input, CARD_DECLINED (nothing moved), LIMIT_EXCEEDED or IDEMPOTENCY_KEY_REUSED',
        ),
      },
    })(async ({ req, reply, auth, body }) =>
      idempotentAnswer(reply, await topUp(bankCards, req, auth.user, body)),
    ),

    defineRoute({
      method: 'POST',
      url: '/api/v1/wallet/top-ups/quote',
      tag: 'Bank cards',
      summary:
        'Check a top-up before the PIN is asked: the fee, what the card pays, and that it can go through',
      description: `The body of POST /wallet/top-ups without \`pin\`; moves nothing and needs no Idempotency-Key. ${CHECKS} ${FEE_RULE}`,
      auth: true,
      body: topUpQuoteBody,
      invalidStatus: 422,
      responses: {
        200: {
          description: 'The top-up can go through: amount, fee, total charged, card',
          schema: topUpQuoteResponse,
        },
        401: signInRequired,
        403: failure('PIN_NOT_SET: add money from a card needs a transaction PIN first'),
        404: failure('No saved card of yours has this id'),
        422: failure('Invalid input, CARD_DECLINED (the card has expired) or LIMIT_EXCEEDED'),
      },
    })(async ({ auth, body }) => ({
      status: true,
      data: quoteOf(await checkTopUp(bankCards, auth.user, body)),
    })),
  ];
}
