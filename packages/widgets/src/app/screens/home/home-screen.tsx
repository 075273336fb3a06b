import { useQuery } from '@tanstack/react-query';
import {
  preferencesQueryOptions,
  transactionListQueryOptions,
  useRuntime,
  useSession,
} from '../../../internal/runtime';
import { defineStyles, useStyles } from '../../../internal/shadow-styles';
import { Button } from '../../../ui/button/button';
import { Loader } from '../../../ui/loader/loader';
import { Link, useAppRouter } from '../../routing/router';
import type { ScreenPrefetch } from '../../routing/routes';
import { TransactionList } from '../history/transaction-list';
import { EmptyState, Screen } from '../screen';
import { BalanceCard } from './balance-card';
import css from './home.css?inline';

const styles = defineStyles(css, 'element');

const ACTIONS = [
  { path: 'home/send-money-user', title: 'Send to Owo user', text: 'Free, arrives at once' },
  { path: 'home/send-money-bank', title: 'Send to bank', text: 'Any Nigerian bank' },
  { path: 'home/add-money', title: 'Add money', text: 'Your account details' },
  { path: 'services', title: 'Pay bills', text: 'Airtime, data, TV, power' },
] as const;

/** /app/home: the wallet, the quick actions and the five latest transactions. */
export function HomeScreen() {
  useStyles(styles);
  const { user } = useSession();
  const { base } = useAppRouter();
  return (
    <Screen title={`Welcome, ${user?.firstName ?? ''}`.trim()}>
      <div className="owo-home">
        <BalanceCard />
        <nav className="owo-home__actions" aria-label="Quick actions">
          {ACTIONS.map((action) => (
            <Link key={action.path} to={`${base}/${action.path}`} className="owo-home__action">
              <span className="owo-home__action-title">{action.title}</span>
              <span className="owo-home__action-text">{action.text}</span>
            </Link>
          ))}
        </nav>
        <RecentTransactions />
      </div>
    </Screen>
  );
}

/** The latest transactions Home lists. */
const RECENT = { page: 1, limit: 5 } as const;

/** Home's first questions besides the layout's balance: the balance card's preferences and the recent list. */
export const prefetchHome: ScreenPrefetch = (client, runtime) => {
  void client.prefetchQuery(preferencesQueryOptions(runtime));
  void client.prefetchQuery(transactionListQueryOptions(runtime, RECENT));
};

function RecentTransactions() {
  const runtime = useRuntime();
  const { base } = useAppRouter();
  const recent = useQuery(transactionListQueryOptions(runtime, RECENT));
  return (
    <article className="owo-app__card owo-home__recent" aria-labelledby="owo-recent-title">
      <div className="owo-home__recent-head">
        <h2 id="owo-recent-title">Recent transactions</h2>
        {recent.data && recent.data.total > 0 && (
          <Link to={`${base}/history`} className="owo-app__back">
            See all
          </Link>
        )}
      </div>
      {recent.isPending ? (
        <Loader fullScreen={false} size="small" label="Loading your transactions" />
      ) : recent.isError ? (
        <div role="alert">
          <p>We could not load your transactions.</p>
          <Button variant="secondary" size="small" onClick={() => void recent.refetch()}>
            Try again
          </Button>
        </div>
      ) : recent.data.transactions.length === 0 ? (
        <EmptyState title="No transactions yet">
          Money you send and receive will be listed here. Start by adding money to your wallet.
        </EmptyState>
      ) : (
        <TransactionList transactions={recent.data.transactions} label="Recent transactions" />
      )}
    </article>
  );
}
