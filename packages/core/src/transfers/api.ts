import { featureApi } from '../feature/feature-api';
import type { HttpClient } from '../http/client';
import type { MoneyCallOptions } from '../http/idempotency';
import type { Transaction } from '../transactions/contract';
import {
  type Bank,
  type Beneficiary,
  bankListResponse,
  beneficiaryListResponse,
  beneficiaryResponse,
  deleteBeneficiaryResponse,
  type Recipient,
  type ResolveAccountQuery,
  recipientResponse,
  resolveAccountResponse,
  type SaveBeneficiaryBody,
  type TransferBody,
  type TransferQuote,
  type TransferQuoteBody,
  transferQuoteResponse,
  transferResponse,
} from './contract';
import { transferPaths } from './paths';

export type ResolvedAccount = {
  accountName: string;
  bankCode: string;
  bankName: string;
  accountNumber: string;
};

interface LookupOptions {
  signal?: AbortSignal;
}

export interface TransfersApi {
  /** An Owo user by username, email or phone: their display name only. 404 RECIPIENT_NOT_FOUND. */
  recipient(identifier: string, options?: LookupOptions): Promise<Recipient>;
  banks(): Promise<Bank[]>;
  /** Name enquiry: whose account this is, before any money moves. */
  resolveAccount(query: ResolveAccountQuery, options?: LookupOptions): Promise<ResolvedAccount>;
  /**
   * Checks a transfer before the PIN is asked: the recipient (or the account's name at the bank), the
   * tier's limits and the balance with the fee, as sending does. Moves nothing; silent.
   */
  quote(body: TransferQuoteBody, options?: LookupOptions): Promise<TransferQuote>;
  /**
   * Sends money. Typed so it cannot be called without the action's key: the same key on every attempt
   * makes a retry safe, and the server refuses a POST without one. Silent: the caller shows the refusal
   * (wrong PIN, limits) where the person is looking, not in a toast.
   */
  send(body: TransferBody, options: MoneyCallOptions): Promise<Transaction>;
  beneficiaries(): Promise<Beneficiary[]>;
  saveBeneficiary(body: SaveBeneficiaryBody): Promise<Beneficiary>;
  removeBeneficiary(id: string): Promise<void>;
}

// The two calls Owo's secrets frame makes on its own, so its transfer carries none of the others (their
// schemas included): the object below keeps every method it names.

/** A transfer checked before the PIN is asked (TransfersApi.quote). */
export async function transferQuote(
  http: HttpClient,
  body: TransferQuoteBody,
  { signal }: LookupOptions = {},
): Promise<TransferQuote> {
  const res = await http.post(transferPaths.quote, {
    json: body,
    schema: transferQuoteResponse,
    silent: true,
    ...(signal ? { signal } : {}),
  });
  return res.data;
}

/** Money sent, under the action's idempotency key (TransfersApi.send). */
export async function sendTransfer(
  http: HttpClient,
  body: TransferBody,
  { idempotencyKey, signal }: MoneyCallOptions,
): Promise<Transaction> {
  const res = await http.post(transferPaths.transfers, {
    json: body,
    idempotencyKey,
    schema: transferResponse,
    silent: true,
    ...(signal ? { signal } : {}),
  });
  return res.data;
}

export function createTransfersApi(http: HttpClient): TransfersApi {
  return {
    async recipient(identifier, { signal } = {}) {
      const res = await http.get(transferPaths.recipient, {
        searchParams: { identifier },
        schema: recipientResponse,
        silent: true,
        ...(signal ? { signal } : {}),
      });
      return res.data;
    },
    async banks() {
      return (await http.get(transferPaths.banks, { schema: bankListResponse })).data.banks;
    },
    async resolveAccount(query, { signal } = {}) {
      const res = await http.get(transferPaths.resolveAccount, {
        searchParams: { ...query },
        schema: resolveAccountResponse,
        silent: true,
        ...(signal ? { signal } : {}),
      });
      return res.data;
    },
    quote: (body, options) => transferQuote(http, body, options),
    send: (body, options) => sendTransfer(http, body, options),
    async beneficiaries() {
      return (await http.get(transferPaths.beneficiaries, { schema: beneficiaryListResponse })).data
        .beneficiaries;
    },
    async saveBeneficiary(body) {
      return (await http.post(transferPaths.beneficiaries, { json: body, schema: beneficiaryResponse })).data
        .beneficiary;
    },
    async removeBeneficiary(id) {
      await http.delete(transferPaths.beneficiary(id), { schema: deleteBeneficiaryResponse });
    },
  };
}

/** The page's transfers API, built on first use. */
export const transfersApi = featureApi(createTransfersApi);
