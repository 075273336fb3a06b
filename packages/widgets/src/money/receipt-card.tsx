import type { ReactNode } from 'react';
import type { Direction } from '../internal/runtime';
import { Amount } from './amount';
import { useMoneyStyles } from './money-styles';
import { StatusBadge } from './status-badge';
import { type SummaryRow, SummaryRows } from './summary-rows';

interface Props {
  /** The heading's id: the receipt is labelled by it. */
  id: string;
  title: string;
  headingLevel?: 1 | 2;
  amount: number;
  direction: Direction;
  status: string;
  note?: string | undefined;
  failure?: string | null | undefined;
  rows: SummaryRow[];
  /** Shown above the rows: what was delivered (a token, exam PINs). */
  children?: ReactNode;
  actions?: ReactNode;
}

/**
 * The receipt every money flow ends on (a transfer, a bill, a gift card sold): the outcome in words,
 * the amount, its status, why it failed if it did, and the rows support would ask for.
 */
export function ReceiptCard({
  id,
  title,
  headingLevel = 2,
  amount,
  direction,
  status,
  note,
  failure,
  rows,
  children,
  actions,
}: Props) {
  useMoneyStyles();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <article className="owo-receipt" part="receipt" aria-labelledby={id}>
      <header className="owo-receipt__head">
        <Heading id={id} className="owo-receipt__title" tabIndex={-1}>
          {title}
        </Heading>
        <Amount value={amount} direction={direction} status={status} className="owo-receipt__amount" />
        <StatusBadge status={status} />
        {note && <p className="owo-receipt__note">{note}</p>}
      </header>
      {failure && <p className="owo-receipt__failure">{failure}</p>}
      {children}
      <SummaryRows className="owo-receipt__rows" rows={rows} />
      {actions && <div className="owo-receipt__actions">{actions}</div>}
    </article>
  );
}
