import { featureApi } from '../feature/feature-api';
import type { HttpClient } from '../http/client';
import type { MoneyCallOptions } from '../http/idempotency';
import {
  type Card,
  type CardMoneyBody,
  type CardMoneyResult,
  type CardPinBody,
  type CardReveal,
  type CardTransaction,
  type CreateCardBody,
  cardMoneyResponse,
  cardResponse,
  cardRevealResponse,
  cardsResponse,
  cardTransactionsResponse,
  type FxQuote,
  type FxQuoteBody,
  fxQuoteResponse,
} from './contract';
import { cardPaths } from './paths';

interface ReadOptions {
  signal?: AbortSignal;
}

/**
 * The dollar cards (issue 21). Calls that take the PIN are silent: a wrong PIN, a lock or a refusal
 * shows where the person is looking (above the keypad, on the review), not as a toast.
 */
export interface CardsApi {
  /** What a number of dollars costs (or brings back) in naira, held 60 s. Moves nothing; silent. */
  quote(body: FxQuoteBody, options?: ReadOptions): Promise<FxQuote>;
  /** Every card the person has, terminated and failed ones included. */
  list(options?: ReadOptions): Promise<Card[]>;
  /** Creates a card with its first funding (a card_create quote): pending while the issuer works. */
  create(body: CreateCardBody, options: MoneyCallOptions): Promise<Card>;
  /** Naira from the wallet into dollars on the card, at a card_fund quote. */
  fund(cardId: string, body: CardMoneyBody, options: MoneyCallOptions): Promise<CardMoneyResult>;
  /** Dollars from the card back into the wallet in naira, at a card_withdraw quote. */
  withdraw(cardId: string, body: CardMoneyBody, options: MoneyCallOptions): Promise<CardMoneyResult>;
  /** Payments are declined until it is unfrozen. No PIN: stopping a card must be quick. */
  freeze(cardId: string): Promise<Card>;
  unfreeze(cardId: string, body: CardPinBody): Promise<Card>;
  /** For good; any balance returns to the wallet in naira. */
  terminate(cardId: string, body: CardPinBody, options: MoneyCallOptions): Promise<CardMoneyResult>;
  /** The issuer's one-time page with the number, expiry and CVV, and when it stops showing them. */
  reveal(cardId: string, body: CardPinBody): Promise<CardReveal>;
  /** The card's own activity: fundings, withdrawals, purchases, refunds and declines, newest first. */
  transactions(cardId: string, options?: ReadOptions): Promise<CardTransaction[]>;
}

const withSignal = (signal: AbortSignal | undefined) => (signal ? { signal } : {});

export function createCardsApi(http: HttpClient): CardsApi {
  const money = async (
    path: string,
    json: CardMoneyBody | CardPinBody,
    { idempotencyKey, signal }: MoneyCallOptions,
  ) =>
    (
      await http.post(path, {
        json,
        idempotencyKey,
        schema: cardMoneyResponse,
        silent: true,
        ...withSignal(signal),
      })
    ).data;
  return {
    async quote(json, { signal } = {}) {
      return (
        await http.post(cardPaths.quotes, {
          json,
          schema: fxQuoteResponse,
          silent: true,
          ...withSignal(signal),
        })
      ).data;
    },
    async list({ signal } = {}) {
      return (await http.get(cardPaths.cards, { schema: cardsResponse, ...withSignal(signal) })).data.cards;
    },
    async create(json, { idempotencyKey, signal }) {
      const res = await http.post(cardPaths.cards, {
        json,
        idempotencyKey,
        schema: cardResponse,
        silent: true,
        ...withSignal(signal),
      });
      return res.data;
    },
    fund: (cardId, json, options) => money(cardPaths.fund(cardId), json, options),
    withdraw: (cardId, json, options) => money(cardPaths.withdraw(cardId), json, options),
    async freeze(cardId) {
      return (await http.post(cardPaths.freeze(cardId), { schema: cardResponse })).data;
    },
    async unfreeze(cardId, json) {
      return (await http.post(cardPaths.unfreeze(cardId), { json, schema: cardResponse, silent: true })).data;
    },
    terminate: (cardId, json, options) => money(cardPaths.terminate(cardId), json, options),
    async reveal(cardId, json) {
      return (await http.post(cardPaths.reveal(cardId), { json, schema: cardRevealResponse, silent: true }))
        .data;
    },
    async transactions(cardId, { signal } = {}) {
      const res = await http.get(cardPaths.transactions(cardId), {
        schema: cardTransactionsResponse,
        ...withSignal(signal),
      });
      return res.data.transactions;
    },
  };
}

/** The page's cards API, built on first use. */
export const cardsApi = featureApi(createCardsApi);
