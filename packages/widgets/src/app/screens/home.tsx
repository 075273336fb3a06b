import { useSession } from '../../internal/runtime';
import { Link, useAppRouter } from '../router';
import { EmptyState, Screen } from './empty-state';

/** /app/home: a welcome, and what the wallet will show once it exists (no made-up numbers). */
export function HomeScreen() {
  const { user } = useSession();
  const { base } = useAppRouter();
  return (
    <Screen title={`Welcome, ${user?.firstName ?? ''}`.trim()}>
      <div className="owo-app__grid">
        <article className="owo-app__card" aria-labelledby="owo-balance-title">
          <h2 id="owo-balance-title">Wallet balance</h2>
          <EmptyState title="No wallet yet">
            Your NGN wallet and its balance appear here once wallets open in a coming release.
          </EmptyState>
          <div className="owo-app__actions">
            <Link to={`${base}/home/send-money-user`} className="owo-app__action">
              Send to an Owo user
            </Link>
            <Link to={`${base}/home/send-money-bank`} className="owo-app__action">
              Send to a bank account
            </Link>
          </div>
        </article>
        <article className="owo-app__card" aria-labelledby="owo-recent-title">
          <h2 id="owo-recent-title">Recent transactions</h2>
          <EmptyState title="No transactions yet">
            Payments you make and receive will be listed here.
          </EmptyState>
        </article>
      </div>
    </Screen>
  );
}
