import { useQuery } from '@tanstack/react-query';
import { isApiError, showToast, transactionQueryOptions, useRuntime } from '../../../internal/runtime';
import { Button } from '../../../ui/button/button';
import { Loader } from '../../../ui/loader/loader';
import type { RouteParams } from '../../routing/match-route';
import { Link, useAppRouter } from '../../routing/router';
import { EmptyState, Screen } from '../screen';
import { shareText } from './share-text';
import { TransactionReceipt } from './transaction-receipt';

/** /app/history/:reference: one transaction's receipt, to print or share. A pending one updates itself. */
export function TransactionScreen({ params }: { params: RouteParams }) {
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
        <p>{back}</p>
      </div>
    </Screen>
  );
}
