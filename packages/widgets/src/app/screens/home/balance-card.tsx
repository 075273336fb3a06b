import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  formatMoney,
  preferencesQueryOptions,
  showToast,
  useRuntime,
  walletQueryOptions,
} from '../../../internal/runtime';
import { Button } from '../../../ui/button/button';
import { Loader } from '../../../ui/loader/loader';
import { storedHidden, storeHidden } from './hidden-balance';

/**
 * The wallet: the balance (hidden on request, remembered on this device, for a screen in a public
 * place; else as the account's preference says, hidden until that is known), what is on hold, the
 * account number to receive money with a copy button, and the tier's daily limit with what today has
 * used of it.
 */
export function BalanceCard() {
  const runtime = useRuntime();
  const wallet = useQuery(walletQueryOptions(runtime));
  const preferences = useQuery(preferencesQueryOptions(runtime));
  const [choice, setChoice] = useState(storedHidden);
  const hidden = choice ?? (preferences.isPending || preferences.data?.hideBalance === true);
  const toggle = () => {
    setChoice(!hidden);
    storeHidden(!hidden);
  };

  if (wallet.isPending)
    return (
      <article className="owo-home__wallet" aria-busy="true" aria-label="Wallet">
        <Loader fullScreen={false} size="small" label="Loading your wallet" />
      </article>
    );
  if (wallet.isError)
    return (
      <article className="owo-home__wallet" aria-label="Wallet">
        <p role="alert">We could not load your wallet.</p>
        <Button variant="secondary" size="small" onClick={() => void wallet.refetch()}>
          Try again
        </Button>
      </article>
    );

  const { balance, availableBalance, accountNumber, bankName, accountName, limits, tier } = wallet.data;
  const held = balance - availableBalance;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(accountNumber);
      showToast(runtime.bus, 'success', 'Account number copied');
    } catch {
      showToast(runtime.bus, 'error', 'Could not copy: select the number and copy it yourself');
    }
  };

  return (
    <article className="owo-home__wallet" aria-labelledby="owo-home-balance">
      <div className="owo-home__balance-row">
        <h2 id="owo-home-balance" className="owo-home__label">
          Wallet balance
        </h2>
        <button type="button" className="owo-home__toggle" aria-pressed={hidden} onClick={toggle}>
          {hidden ? 'Show balance' : 'Hide balance'}
        </button>
      </div>
      <p className="owo-home__balance" data-hidden={hidden || undefined}>
        {hidden ? (
          <>
            <span aria-hidden="true">₦ ••••••</span>
            <span className="owo-visually-hidden">Balance hidden</span>
          </>
        ) : (
          formatMoney(balance)
        )}
      </p>
      {held > 0 && !hidden && (
        <p className="owo-home__held">
          {formatMoney(availableBalance)} available · {formatMoney(held)} on hold for transfers in progress
        </p>
      )}
      <div className="owo-home__account">
        <div>
          <span className="owo-home__label">Account number</span>
          <span className="owo-home__account-number">{accountNumber}</span>
          <span className="owo-home__account-meta">
            {bankName} · {accountName}
          </span>
        </div>
        <Button
          variant="secondary"
          size="small"
          onClick={() => void copy()}
          aria-label={`Copy account number ${accountNumber}`}
        >
          Copy
        </Button>
      </div>
      <p className="owo-home__limits">
        Tier {tier} · daily limit {formatMoney(limits.daily)},{' '}
        {formatMoney(Math.max(0, limits.daily - limits.usedToday))} left today
      </p>
    </article>
  );
}
