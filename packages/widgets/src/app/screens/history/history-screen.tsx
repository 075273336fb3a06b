import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { transactionListQueryOptions, useRuntime } from '../../../internal/runtime';
import { defineStyles, useStyles } from '../../../internal/shadow-styles';
import { Button } from '../../../ui/button/button';
import { Loader } from '../../../ui/loader/loader';
import { useAppRouter } from '../../routing/router';
import type { ScreenPrefetch } from '../../routing/routes';
import { EmptyState, Screen } from '../screen';
import { FilterBar } from './filter-bar';
import css from './history.css?inline';
import {
  HISTORY_PAGE_SIZE,
  type HistoryFilters,
  readFilters,
  toListQuery,
  writeFilters,
} from './history-filters';
import { TransactionList } from './transaction-list';

const styles = defineStyles(css, 'element');

/** The page of transactions the address asks for, as HistoryScreen asks it. */
export const prefetchHistory: ScreenPrefetch = (client, runtime, _params, search) => {
  const { filters, page } = readFilters(search);
  void client.prefetchQuery(transactionListQueryOptions(runtime, toListQuery(filters, page)));
};

/** /app/history: every transaction, newest first, with filters, search and pages kept in the address. */
export function HistoryScreen() {
  useStyles(styles);
  const runtime = useRuntime();
  const { base, location, go } = useAppRouter();
  const { filters, page } = readFilters(location.search);
  const list = useQuery({
    ...transactionListQueryOptions(runtime, toListQuery(filters, page)),
    placeholderData: keepPreviousData,
  });
  const show = (next: HistoryFilters, nextPage = 1) => go(`${base}/history${writeFilters(next, nextPage)}`);
  const filtered = Object.keys(filters).length > 0;
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / HISTORY_PAGE_SIZE)) : 1;

  return (
    <Screen title="Transaction history">
      <FilterBar filters={filters} onChange={show} />
      <div className="owo-history__results" aria-busy={list.isFetching}>
        {list.isPending ? (
          <Loader fullScreen={false} label="Loading your transactions" />
        ) : list.isError ? (
          <div className="owo-history__error" role="alert">
            <p>We could not load your transactions. {list.error.message}</p>
            <Button variant="secondary" size="small" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </div>
        ) : list.data.transactions.length === 0 ? (
          filtered ? (
            <EmptyState title="No transactions match">
              Nothing matches these filters.{' '}
              <button type="button" className="owo-history__clear" onClick={() => show({})}>
                Clear the filters
              </button>
            </EmptyState>
          ) : (
            <EmptyState title="No transactions yet">
              Every payment you make or receive will be listed here.
            </EmptyState>
          )
        ) : (
          <>
            <p className="owo-history__count" role="status">
              {list.data.total === 1 ? '1 transaction' : `${list.data.total} transactions`}
              {filtered ? ' match' : ''}
            </p>
            <TransactionList transactions={list.data.transactions} label="Transactions" />
            {pages > 1 && (
              <nav className="owo-history__pages" aria-label="Pages">
                <Button
                  variant="secondary"
                  size="small"
                  disabled={page <= 1}
                  onClick={() => show(filters, page - 1)}
                >
                  Previous
                </Button>
                <span aria-current="page">
                  Page {page} of {pages}
                </span>
                <Button
                  variant="secondary"
                  size="small"
                  disabled={page >= pages}
                  onClick={() => show(filters, page + 1)}
                >
                  Next
                </Button>
              </nav>
            )}
          </>
        )}
      </div>
    </Screen>
  );
}
