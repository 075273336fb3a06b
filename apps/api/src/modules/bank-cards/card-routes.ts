import {
  addBankCardBody,
  BANK_CARD_OTP_ATTEMPTS,
  bankCardIdParams,
  bankCardOtpBody,
  bankCardOtpRequiredResponse,
  bankCardResponse,
  bankCardsResponse,
} from '@owo/core/contract';
import { failure, invalidInput, signInRequired } from '../../http/responses';
import { defineRoute } from '../../http/route';
import { sandboxCardsMarkdown } from '../card-processor-sandbox/sandbox-cards';
import type { BankCards } from './bank-cards';
import { addCard, confirmOtp, listCards, removeCard, setDefault } from './saved-cards';

const notYours = failure('No card of yours has this id (another person’s card is not found either)');

/** Settings, Bank Cards: the debit cards a person saves to add money from. */
export function cardRoutes(bankCards: BankCards) {
  return [
    defineRoute({
      method: 'GET',
      url: '/api/v1/bank-cards',
      tag: 'Bank cards',
      summary: 'The saved debit cards: brand, last four digits, expiry, issuing bank; the default first',
      auth: true,
      responses: { 200: { description: 'The cards', schema: bankCardsResponse }, 401: signInRequired },
    })(async ({ auth }) => ({ status: true, data: { cards: await listCards(bankCards, auth.user) } })),

    defineRoute({
      method: 'POST',
      url: '/api/v1/bank-cards',
      tag: 'Bank cards',
      summary: 'Save a debit card: the number and CVV go to the card processor, Owo keeps its token',
      description: [
        'The number (spaces allowed), expiry and CVV are passed to the card processor and never stored, ',
        'logged or returned by Owo: Owo keeps the processor’s token, the brand, the last four digits, the ',
        'expiry and the issuing bank. The first card saved is the default. A card whose bank sends its holder ',
        'a one-time code answers 202 `{ status: "otp_required", id }`: POST the code to /bank-cards/{id}/otp ',
        'within 10 minutes. The same card twice is 409.\n\n',
        sandboxCardsMarkdown(),
      ].join(''),
      auth: true,
      body: addBankCardBody,
      invalidStatus: 422,
      responses: {
        201: { description: 'Saved', schema: bankCardResponse },
        202: {
          description: 'The card’s bank sent its holder a one-time code',
          schema: bankCardOtpRequiredResponse,
        },
        401: signInRequired,
        409: failure('CONFLICT: this card is already saved'),
        422: failure(
          'Invalid input (the number’s check digit, the brand, the expiry, the CVV, in words), or CARD_DECLINED: the bank refused the card',
        ),
        503: failure('PROVIDER_UNAVAILABLE: the processor did not answer; nothing was saved'),
      },
    })(async ({ auth, body, reply }) => {
      const added = await addCard(bankCards, auth.user, body);
      if (added.status === 'otp_required') {
        reply.code(202);
        return {
          status: true,
          message: 'Enter the code your bank sent you to finish adding the card',
          data: { status: 'otp_required', id: added.id },
        };
      }
      reply.code(201);
      return { status: true, message: 'Card saved', data: added.card };
    }),

    defineRoute({
      method: 'POST',
      url: '/api/v1/bank-cards/:id/otp',
      tag: 'Bank cards',
      summary: 'Finish saving a card with the one-time code its bank sent (sandbox: 123456)',
      description: `At most ${BANK_CARD_OTP_ATTEMPTS} tries, however many arrive at once; after them, or 10 minutes, the card must be added again for a new code. A card already saved answers 201 with the card.`,
      auth: true,
      params: bankCardIdParams,
      body: bankCardOtpBody,
      invalidStatus: 422,
      responses: {
        201: { description: 'Saved', schema: bankCardResponse },
        400: invalidInput,
        401: signInRequired,
        404: notYours,
        422: failure(
          'Invalid input, INVALID_CODE (with the tries left), TOO_MANY_ATTEMPTS or CODE_EXPIRED: add the card again',
        ),
      },
    })(async ({ auth, params, body, reply }) => {
      const card = await confirmOtp(bankCards, auth.user, params.id, body.otp);
      reply.code(201);
      return { status: true, message: 'Card saved', data: card };
    }),

    defineRoute({
      method: 'POST',
      url: '/api/v1/bank-cards/:id/default',
      tag: 'Bank cards',
      summary: 'Make this card the default: the one a top-up offers first',
      auth: true,
      params: bankCardIdParams,
      responses: {
        200: { description: 'The card, now the default', schema: bankCardResponse },
        400: invalidInput,
        401: signInRequired,
        404: notYours,
      },
    })(async ({ auth, params }) => ({
      status: true,
      message: 'Default card changed',
      data: await setDefault(bankCards, auth.user, params.id),
    })),

    defineRoute({
      method: 'DELETE',
      url: '/api/v1/bank-cards/:id',
      tag: 'Bank cards',
      summary: 'Remove a saved card (the processor drops it; the newest other card becomes the default)',
      auth: true,
      params: bankCardIdParams,
      responses: { 204: { description: 'Removed' }, 400: invalidInput, 401: signInRequired, 404: notYours },
    })(async ({ auth, params, reply }) => {
      await removeCard(bankCards, auth.user, params.id);
      reply.code(204);
      return undefined;
    }),
  ];
}
