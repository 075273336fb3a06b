import type { TransactionListQuery } from '../../../internal/runtime';

export const HISTORY_PAGE_SIZE = 20;

const FILTERS = ['direction', 'status', 'type', 'from', 'to', 'q'] as const;
export type FilterName = (typeof FILTERS)[number];
export type HistoryFilters = Partial<Record<FilterName, string>>;

/**
 * The filters live in the address (?status=failed&page=2), so a filtered view survives a reload, can be
 * shared, and Back returns to it. Unknown values are passed on: the API refuses them with a message.
 */
export function readFilters(search: string): { filters: HistoryFilters; page: number } {
  const params = new URLSearchParams(search);
  const filters: HistoryFilters = {};
  for (const name of FILTERS) {
    const value = params.get(name)?.trim();
    if (value) filters[name] = value;
  }
  const page = Number(params.get('page'));
  return { filters, page: Number.isInteger(page) && page > 0 ? page : 1 };
}

export function writeFilters(filters: HistoryFilters, page = 1): string {
  const params = new URLSearchParams();
  for (const name of FILTERS) {
    const value = filters[name];
    if (value) params.set(name, value);
  }
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function toListQuery(filters: HistoryFilters, page: number): TransactionListQuery {
  return { ...filters, page, limit: HISTORY_PAGE_SIZE } as TransactionListQuery;
}
