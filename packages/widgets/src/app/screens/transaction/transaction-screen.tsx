import { useQuery } from '@tanstack/react-query';
import { isApiError, showToast, transactionQueryOptions, useRuntime } from '../../../internal/runtime';
import { defineStyles, useStyles } from '../../../internal/shadow-styles';
import { Button } from '../../../ui/button/button';
import { Loader } from '../../../ui/loader/loader';
import type { RouteParams } from '../../routing/match-route';
import { Link, useAppRouter } from '../../routing/router';
import { EmptyState, Screen } from '../screen';
import { shareText } from './share-text';
import css from './transaction.css?inline';
import { TransactionReceipt } from './transaction-receipt';

const styles = defineStyles(css, 'element');

/** /app/history/:reference: one transaction's receipt, to print or share. A pending one updates itself. */
export function TransactionScreen({ params }: { params: RouteParams }) {
  useStyles(styles);
  const runtime = useRuntime();
  const { base } = useAppRouter();
  const reference = params.reference ?? '';
  const detail = useQuery(transactionQueryOptions(runtime, reference));
  const back = (
    <Link to={`${base}/history`} className="owo-app__back">
      Back to History
    </Link>
  );

  if (detail.isPending)
    return (
      <Screen title="Receipt">
        <Loader fullScreen={false} label="Loading the receipt" />
      </Screen>
    );
  if (detail.isError) {
    const missing = isApiError(detail.error) && detail.error.status === 404;
    return (
      <Screen title="Receipt">
        {missing ? (
          <EmptyState title="Transaction not found">
            There is no transaction {reference} on your account.
          </EmptyState>
        ) : (
          <div role="alert">
            <p>We could not load this receipt.</p>
            <Button variant="secondary" size="small" onClick={() => void detail.refetch()}>
              Try again
            </Button>
          </div>
        )}
        <p>{back}</p>
      </Screen>
    );
  }

  const share = async () => {
    const text = shareText(detail.data);
    try {
      if (typeof navigator.share === 'function') await navigator.share({ title: 'Owo receipt', text });
      else {
        await navigator.clipboard.writeText(text);
        showToast(runtime.bus, 'success', 'Receipt copied: paste it anywhere');
      }
    } catch (error) {
      if ((error as Error).name !== 'AbortError')
        showToast(runtime.bus, 'error', 'Could not share the receipt');
    }
  };

  return (
    <Screen title="Receipt">
      <div className="owo-receipt-page">
        <PrintedBrand />
        <TransactionReceipt
          transaction={detail.data}
          actions={
            <div className="owo-receipt-page__actions">
              <Button variant="secondary" onClick={() => window.print()}>
                Print
              </Button>
              <Button onClick={() => void share()}>Share</Button>
            </div>
          }
        />
        <p className="owo-receipt-page__back">{back}</p>
      </div>
    </Screen>
  );
}

/** The Owo mark and name heading the printed receipt (the page's own navigation does not print). */
function PrintedBrand() {
  return (
    <p className="owo-receipt-page__brand">
      <svg viewBox="0 0 64 64" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="16" fill="#161326" />
        <circle cx="32" cy="32" r="15" fill="none" stroke="#c0faa0" strokeWidth="8" />
        <circle cx="44" cy="20" r="5" fill="#c0faa0" />
      </svg>
      <span>
        <strong>Owo</strong> · Transaction receipt
      </span>
    </p>
  );
}
