import { featureApi } from '../feature/feature-api';
import type { HttpClient } from '../http/client';
import {
  type TransactionDetail,
  type TransactionList,
  type TransactionListQuery,
  transactionListResponse,
  transactionResponse,
} from './contract';
import { transactionPaths } from './paths';

export interface TransactionsApi {
  /** Newest first; a filter left undefined is not sent. */
  list(query?: TransactionListQuery, options?: { signal?: AbortSignal }): Promise<TransactionList>;
  /** One transaction with its receipt fields; another user's reference is a 404. */
  get(reference: string, options?: { signal?: AbortSignal }): Promise<TransactionDetail>;
}

function definedOnly(query: TransactionListQuery): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') out[key] = value as string | number;
  }
  return out;
}

export function createTransactionsApi(http: HttpClient): TransactionsApi {
  return {
    async list(query = {}, { signal } = {}) {
      const res = await http.get(transactionPaths.list, {
        searchParams: definedOnly(query),
        schema: transactionListResponse,
        ...(signal ? { signal } : {}),
      });
      return res.data;
    },
    async get(reference, { signal } = {}) {
      const res = await http.get(transactionPaths.byReference(reference), {
        schema: transactionResponse,
        ...(signal ? { signal } : {}),
      });
      return res.data;
    },
  };
}

/** The page's transactions API, built on first use. */
export const transactionsApi = featureApi(createTransactionsApi);
