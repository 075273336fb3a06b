import { featureApi } from '../feature/feature-api';
import type { HttpClient, ResponseParser } from '../http/client';
import type { MoneyCallOptions } from '../http/idempotency';
import {
  type Card,
  type CardAuthorizationBody,
  type CardAuthorizationDecision,
  type CardMoneyBody,
  type CardMoneyResult,
  type CardPinBody,
  type CardReveal,
  type CardTerminateResult,
  type CardTransaction,
  type CreateCardBody,
  cardAuthorizationResponse,
  cardMoneyResponse,
  cardResponse,
  cardRevealResponse,
  cardsResponse,
  cardTerminateResponse,
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
  /** For good; any balance returns to the wallet in naira (`transaction` is null for an empty card). */
  terminate(cardId: string, body: CardPinBody, options: MoneyCallOptions): Promise<CardTerminateResult>;
  /** The issuer's one-time page with the number, expiry and CVV, and when it stops showing them. */
  reveal(cardId: string, body: CardPinBody): Promise<CardReveal>;
  /** The card's own activity: fundings, withdrawals, purchases, refunds and declines, newest first. */
  transactions(cardId: string, options?: ReadOptions): Promise<CardTransaction[]>;
  /** Sandbox only (local dev tools): a merchant charges the card; approved, or declined and why. */
  simulateCharge(body: CardAuthorizationBody): Promise<CardAuthorizationDecision>;
}

const withSignal = (signal: AbortSignal | undefined) => (signal ? { signal } : {});

export function createCardsApi(http: HttpClient): CardsApi {
  /** A money call: the action's key, and silent (the refusal shows on the review or above the keypad). */
  const moneyPost = async <T>(
    path: string,
    json: unknown,
    { idempotencyKey, signal }: MoneyCallOptions,
    schema: ResponseParser<{ data: T }>,
  ) => (await http.post(path, { json, idempotencyKey, schema, silent: true, ...withSignal(signal) })).data;
  /** A PIN-checked call that moves no money: silent for the same reason. */
  const pinPost = async <T>(path: string, json: CardPinBody, schema: ResponseParser<{ data: T }>) =>
    (await http.post(path, { json, schema, silent: true })).data;
  return {
    async quote(json, { signal } = {}) {
      const res = await http.post(cardPaths.quotes, {
        json,
        schema: fxQuoteResponse,
        silent: true,
        ...withSignal(signal),
      });
      return res.data;
    },
    async list({ signal } = {}) {
      return (await http.get(cardPaths.cards, { schema: cardsResponse, ...withSignal(signal) })).data.cards;
    },
    create: (json, options) => moneyPost(cardPaths.cards, json, options, cardResponse),
    fund: (cardId, json, options) => moneyPost(cardPaths.fund(cardId), json, options, cardMoneyResponse),
    withdraw: (cardId, json, options) =>
      moneyPost(cardPaths.withdraw(cardId), json, options, cardMoneyResponse),
    async freeze(cardId) {
      return (await http.post(cardPaths.freeze(cardId), { schema: cardResponse })).data;
    },
    unfreeze: (cardId, json) => pinPost(cardPaths.unfreeze(cardId), json, cardResponse),
    terminate: (cardId, json, options) =>
      moneyPost(cardPaths.terminate(cardId), json, options, cardTerminateResponse),
    reveal: (cardId, json) => pinPost(cardPaths.reveal(cardId), json, cardRevealResponse),
    async transactions(cardId, { signal } = {}) {
      const res = await http.get(cardPaths.transactions(cardId), {
        schema: cardTransactionsResponse,
        ...withSignal(signal),
      });
      return res.data.transactions;
    },
    async simulateCharge(json) {
      return (await http.post(cardPaths.devAuthorizations, { json, schema: cardAuthorizationResponse })).data;
    },
  };
}

/** The page's cards API, built on first use. */
export const cardsApi = featureApi(createCardsApi);
