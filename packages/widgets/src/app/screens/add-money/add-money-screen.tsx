import { useQuery } from '@tanstack/react-query';
import {
  devToolsQueryOptions,
  formatMoney,
  TOP_UP_FEE_MAX,
  TOP_UP_FEE_PERCENT,
  useRuntime,
  walletQueryOptions,
} from '../../../internal/runtime';
import { defineStyles, useStyles } from '../../../internal/shadow-styles';
import { Button } from '../../../ui/button/button';
import { Loader } from '../../../ui/loader/loader';
import { Link, useAppRouter } from '../../routing/router';
import { Screen } from '../screen';
import css from './add-money.css?inline';
import { SimulateTransferForm } from './simulate-transfer-form';

const styles = defineStyles(css, 'element');

/**
 * /app/home/add-money: the account details to send money to from any bank app, the way to a saved
 * debit card (Settings, Bank Cards), and, where the API runs its sandbox tools, a form that plays the
 * bank's part.
 */
export function AddMoneyScreen() {
  useStyles(styles);
  const runtime = useRuntime();
  const { base } = useAppRouter();
  const wallet = useQuery(walletQueryOptions(runtime));
  const devTools = useQuery(devToolsQueryOptions(runtime));
  return (
    <Screen title="Add money">
      <div className="owo-add">
        <article className="owo-app__card owo-add__details" aria-labelledby="owo-add-details">
          <h2 id="owo-add-details">Transfer to your Owo account</h2>
          <p className="owo-add__lead">
            From any bank app, send money to the account below. It arrives in your wallet as soon as the bank
            tells us, usually within a minute.
          </p>
          {wallet.isPending ? (
            <Loader fullScreen={false} size="small" label="Loading your account details" />
          ) : wallet.isError ? (
            <div role="alert">
              <p>We could not load your account details.</p>
              <Button variant="secondary" size="small" onClick={() => void wallet.refetch()}>
                Try again
              </Button>
            </div>
          ) : (
            <>
              <dl className="owo-add__rows">
                <div>
                  <dt>Account number</dt>
                  <dd className="owo-add__number">{wallet.data.accountNumber}</dd>
                </div>
                <div>
                  <dt>Bank</dt>
                  <dd>{wallet.data.bankName}</dd>
                </div>
                <div>
                  <dt>Account name</dt>
                  <dd>{wallet.data.accountName}</dd>
                </div>
              </dl>
              {wallet.data.limits.maxBalance !== null && (
                <p className="owo-add__note">
                  At tier {wallet.data.tier} your wallet can hold up to{' '}
                  {formatMoney(wallet.data.limits.maxBalance)}.
                </p>
              )}
            </>
          )}
        </article>
        <article className="owo-app__card owo-add__details" aria-labelledby="owo-add-card">
          <h2 id="owo-add-card">From a saved debit card</h2>
          <p className="owo-add__lead">
            Add money at once from a Visa, Mastercard or Verve card you have saved, with your PIN. The fee is{' '}
            {TOP_UP_FEE_PERCENT}% of the amount, at most {formatMoney(TOP_UP_FEE_MAX)}.
          </p>
          <p>
            <Link to={`${base}/settings/bank-cards`} className="owo-app__back">
              Add money from a card
            </Link>
          </p>
        </article>
        {devTools.data && wallet.data && <SimulateTransferForm accountNumber={wallet.data.accountNumber} />}
      </div>
      <p>
        <Link to={`${base}/home`} className="owo-app__back">
          Back to Home
        </Link>
      </p>
    </Screen>
  );
}
