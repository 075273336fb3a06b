import { useQuery } from '@tanstack/react-query';
import { formatMoney, useRuntime, walletQueryOptions } from '../../internal/runtime';
import { Link, useAppRouter } from '../routing/router';

/**
 * The user menu's first item: the wallet's NGN balance (issue 7, instead of SPEC.md's sample figure),
 * a link to Home where the rest of the wallet is. It says so while it loads or when it cannot.
 */
export function MenuBalance({ onClick }: { onClick: () => void }) {
  const runtime = useRuntime();
  const { base } = useAppRouter();
  const wallet = useQuery(walletQueryOptions(runtime));
  const amount = wallet.data ? formatMoney(wallet.data.balance) : wallet.isError ? 'Unavailable' : 'Loading…';
  return (
    <Link to={`${base}/home`} role="menuitem" className="owo-app__menu-balance" onClick={onClick}>
      Wallet balance <strong>{amount}</strong>
    </Link>
  );
}
