import { useQuery } from '@tanstack/react-query';
import {
  type Card,
  type CardTransaction,
  cardTransactionsQueryOptions,
  formatDate,
  useRuntime,
} from '../../../internal/runtime';
import { Amount } from '../../../money/amount';
import { StatusBadge } from '../../../money/status-badge';
import { Button } from '../../../ui/button/button';
import { Loader } from '../../../ui/loader/loader';
import { EmptyState } from '../screen';
import { activityWords } from './card-words';

/**
 * What happened on the card, newest first: fundings, withdrawals, purchases, refunds and declines with
 * their reason. A decline for want of money offers to fund the card (`onFund`, while it can be funded).
 */
export function CardActivity({ card, onFund }: { card: Card; onFund: (() => void) | null }) {
  const runtime = useRuntime();
  const activity = useQuery(cardTransactionsQueryOptions(runtime, card.id));
  let body: React.ReactNode;
  if (activity.isPending)
    body = <Loader fullScreen={false} size="small" label="Loading the card's activity" />;
  else if (activity.isError)
    body = (
      <div role="alert">
        <p>We could not load the card's activity.</p>
        <Button variant="secondary" size="small" onClick={() => void activity.refetch()}>
          Try again
        </Button>
      </div>
    );
  else if (activity.data.length === 0)
    body = (
      <EmptyState title="No activity yet">
        Fundings, payments and withdrawals on this card will be listed here.
      </EmptyState>
    );
  else
    body = (
      <ul className="owo-cards__entries" aria-label="Card activity">
        {activity.data.map((entry) => (
          <Entry key={entry.id} entry={entry} onFund={onFund} />
        ))}
      </ul>
    );
  return (
    <section className="owo-app__card" aria-labelledby="owo-cards-activity">
      <h2 id="owo-cards-activity">Card activity</h2>
      {body}
    </section>
  );
}

function Entry({ entry, onFund }: { entry: CardTransaction; onFund: (() => void) | null }) {
  const { title, kind, direction, reason } = activityWords(entry);
  return (
    <li className="owo-cards__entry" data-type={entry.type}>
      <span className="owo-cards__entry-main">
        <span className="owo-cards__entry-title">{title}</span>
        <span className="owo-cards__note">
          {kind} · {formatDate(entry.createdAt) ?? '—'}
        </span>
        {reason && <span className="owo-cards__entry-reason">{reason}</span>}
        {onFund && entry.declineReason === 'insufficient_funds' && (
          <Button variant="secondary" size="small" onClick={onFund}>
            Fund card
          </Button>
        )}
      </span>
      <span className="owo-cards__entry-end">
        <Amount value={entry.amount} direction={direction} status={entry.status} currency="USD" />
        <StatusBadge status={entry.status} />
      </span>
    </li>
  );
}
