import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  type Card,
  cardKeys,
  cardsQueryOptions,
  type Transaction,
  transactionQueryOptions,
  useRuntime,
} from '../../../internal/runtime';
import { Receipt } from '../../../money/receipt';
import { statusTitle } from '../../../money/receipt-title';
import { ResultFrame, useRefreshWhenSettled } from '../../../money/result-frame';
import { isUnsettled } from '../../../money/use-status-events';
import { Button } from '../../../ui/button/button';
import { Loader } from '../../../ui/loader/loader';
import { CardFace } from './card-face';
import { cardName, rate, usd } from './card-words';
import type { CardPurpose, HeldQuote } from './quote';

function createdWords(card: Card): { title: string; note: string } {
  if (card.status === 'pending')
    return {
      title: 'Creating your card',
      note: 'The card issuer is setting it up. This takes a few seconds; you can leave this page meanwhile.',
    };
  if (card.status === 'failed')
    return {
      title: 'We could not create your card',
      note: 'The money is back in your wallet, the fees included.',
    };
  return {
    title: 'Your card is ready',
    note: `${usd(card.balance)} is on it. Use it online anywhere Visa is accepted.`,
  };
}

/**
 * A new card, followed while the issuer creates it (the card list asks again every 3 s): pending, then
 * ready, or failed with the money back in the wallet.
 */
export function CreatedCard({ created, onDone }: { created: Card; onDone: (card: Card) => void }) {
  const runtime = useRuntime();
  const cards = useQuery(cardsQueryOptions(runtime));
  const card = cards.data?.find((candidate) => candidate.id === created.id) ?? created;
  // Created or refused while on screen: the wallet moved (or the money came back), the bell has news.
  useRefreshWhenSettled(card.status !== 'pending');
  const { title, note } = createdWords(card);
  return (
    <ResultFrame announce={title} className="owo-flow__stack">
      <h2 className="owo-flow__title" tabIndex={-1}>
        {title}
      </h2>
      <CardFace card={card} />
      {card.status === 'pending' && <Loader fullScreen={false} size="small" label="Creating your card" />}
      <p className="owo-flow__lead">{note}</p>
      {card.failureReason && <p className="owo-flow__alert">{card.failureReason}</p>}
      <Button onClick={() => onDone(card)} part="done-button">
        {card.status === 'failed' ? 'Back to cards' : 'Go to the card'}
      </Button>
    </ResultFrame>
  );
}

const MOVED_NOTES: Record<string, string> = {
  pending:
    'The card issuer has not confirmed it yet. Your money is on hold, not spent: if it fails, it comes back.',
  failed: 'No money left your wallet: the amount and the fee are back in your balance.',
};

/**
 * The receipt of a funding or a withdrawal: the wallet's side in naira, the card's in dollars, the rate
 * used. A funding the issuer has not confirmed yet is followed until it settles.
 */
export function MovedReceipt({
  purpose,
  card,
  transaction,
  held,
  onDone,
}: {
  purpose: CardPurpose;
  card: Card;
  transaction: Transaction;
  held: HeldQuote;
  onDone: () => void;
}) {
  const runtime = useRuntime();
  const queryClient = useQueryClient();
  const followed = useQuery({
    ...transactionQueryOptions(runtime, transaction.reference),
    enabled: isUnsettled(transaction.status),
  });
  const current = followed.data ?? transaction;
  const settled = !isUnsettled(current.status);
  useRefreshWhenSettled(settled);
  useEffect(() => {
    if (settled) void queryClient.invalidateQueries({ queryKey: cardKeys.all });
  }, [settled, queryClient]);
  const live =
    useQuery(cardsQueryOptions(runtime)).data?.find((candidate) => candidate.id === card.id) ?? card;
  const noun = purpose === 'card_fund' ? 'Card funding' : 'Withdrawal';
  return (
    <ResultFrame announce={statusTitle(noun, current.status)}>
      <Receipt
        transaction={current}
        words={{ title: (status) => statusTitle(noun, status), notes: MOVED_NOTES }}
        purpose={[
          ['Card', cardName(card)],
          [purpose === 'card_fund' ? 'Added to the card' : 'Taken from the card', usd(held.quote.usdAmount)],
          ['Rate', rate(held.quote.koboPerUsd)],
          ['Card balance', usd(live.balance)],
        ]}
        actions={
          <Button onClick={onDone} part="done-button">
            Back to the card
          </Button>
        }
      />
    </ResultFrame>
  );
}
