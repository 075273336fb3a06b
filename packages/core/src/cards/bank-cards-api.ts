import { featureApi } from '../feature/feature-api';
import type { HttpClient } from '../http/client';
import type { MoneyCallOptions } from '../http/idempotency';
import type { Transaction } from '../transactions/contract';
import type { AddBankCardBody, TopUpBody, TopUpQuoteBody } from './bank-card-requests';
import {
  type BankCard,
  bankCardOtpRequiredResponse,
  bankCardResponse,
  bankCardsResponse,
  type TopUpQuote,
  topUpQuoteResponse,
  topUpResponse,
} from './bank-cards';
import { cardPaths } from './paths';

/** A card saved at once, or one whose bank sent its holder a code first (then `confirmOtp`). */
export type AddedBankCard = { status: 'saved'; card: BankCard } | { status: 'otp_required'; id: string };

/** 201 the card, or 202 "otp_required" with the id to confirm (told apart without zod's union). */
const addResponse = {
  parse(body: unknown): AddedBankCard {
    const otp = bankCardOtpRequiredResponse.safeParse(body);
    return otp.success
      ? { status: 'otp_required', id: otp.data.data.id }
      : { status: 'saved', card: bankCardResponse.parse(body).data };
  },
};

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
      return http.post(cardPaths.bankCards, { json, schema: addResponse, silent: true });
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
