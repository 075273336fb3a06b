import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatMoney, showToast, useRuntime, walletQueryOptions } from '../../../internal/runtime';
import { Button } from '../../../ui/button/button';
import { Loader } from '../../../ui/loader/loader';

const HIDE_KEY = 'owo:hide-balance';

function storedHidden(): boolean {
  try {
    return localStorage.getItem(HIDE_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * The wallet: the balance (hidden on request, remembered on this device, for a screen in a public
 * place), what is on hold, the account number to receive money with a copy button, and the tier's
 * daily limit with what today has used of it.
 */
export function BalanceCard() {
  const runtime = useRuntime();
  const wallet = useQuery(walletQueryOptions(runtime));
  const [hidden, setHidden] = useState(storedHidden);
  const toggle = () => {
    const next = !hidden;
    setHidden(next);
    try {
      localStorage.setItem(HIDE_KEY, next ? '1' : '0');
    } catch {
      // Private mode: the choice lasts as long as the page.
    }
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
