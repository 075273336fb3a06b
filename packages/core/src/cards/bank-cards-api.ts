import * as z from 'zod/mini';
import { featureApi } from '../feature/feature-api';
import type { HttpClient } from '../http/client';
import type { MoneyCallOptions } from '../http/idempotency';
import type { Transaction } from '../transactions/contract';
import {
  type AddBankCardBody,
  type BankCard,
  bankCardOtpRequiredResponse,
  bankCardResponse,
  bankCardsResponse,
  type TopUpBody,
  type TopUpQuote,
  type TopUpQuoteBody,
  topUpQuoteResponse,
  topUpResponse,
} from './contract';
import { cardPaths } from './paths';

/** A card saved at once, or one whose bank sent its holder a code first (then `confirmOtp`). */
export type AddedBankCard = { status: 'saved'; card: BankCard } | { status: 'otp_required'; id: string };

const addResponse = z.union([bankCardResponse, bankCardOtpRequiredResponse]);

export interface BankCardsApi {
  list(): Promise<BankCard[]>;
  /**
   * The number and CVV go in this one request body, to the API and on to the card processor; nothing
   * keeps them. Silent: the form shows a refusal beside its fields.
   */
  add(body: AddBankCardBody): Promise<AddedBankCard>;
  confirmOtp(id: string, otp: string): Promise<BankCard>;
  setDefault(id: string): Promise<BankCard>;
  remove(id: string): Promise<void>;
  /** The checks of a top-up before the PIN: fee and total, or the refusal. Moves nothing; silent. */
  quoteTopUp(body: TopUpQuoteBody): Promise<TopUpQuote>;
  /** Money from a saved card into the wallet, under the action's key. Silent, like every money call. */
  topUp(body: TopUpBody, options: MoneyCallOptions): Promise<Transaction>;
}

/** Settings, Bank Cards (base /api/v1/bank-cards) and top-ups from a saved card (/api/v1/wallet/top-ups). */
export function createBankCardsApi(http: HttpClient): BankCardsApi {
  return {
    async list() {
      return (await http.get(cardPaths.bankCards, { schema: bankCardsResponse })).data.cards;
    },
    async add(json) {
      const { data } = await http.post(cardPaths.bankCards, { json, schema: addResponse, silent: true });
      return 'brand' in data ? { status: 'saved', card: data } : { status: 'otp_required', id: data.id };
    },
    async confirmOtp(id, otp) {
      return (
        await http.post(cardPaths.bankCardOtp(id), { json: { otp }, schema: bankCardResponse, silent: true })
      ).data;
    },
    async setDefault(id) {
      return (await http.post(cardPaths.bankCardDefault(id), { schema: bankCardResponse })).data;
    },
    async remove(id) {
      await http.delete(cardPaths.bankCard(id));
    },
    async quoteTopUp(json) {
      return (await http.post(cardPaths.topUpQuote, { json, schema: topUpQuoteResponse, silent: true })).data;
    },
    async topUp(json, { idempotencyKey, signal }) {
      const res = await http.post(cardPaths.topUps, {
        json,
        idempotencyKey,
        schema: topUpResponse,
        silent: true,
        ...(signal ? { signal } : {}),
      });
      return res.data;
    },
  };
}

/** The page's bank-cards API, built on first use. */
export const bankCardsApi = featureApi(createBankCardsApi);
