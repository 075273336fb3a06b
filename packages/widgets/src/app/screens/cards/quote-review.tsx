import { useEffect, useState } from 'react';
import { CARD_CREATION_FEE, FX_QUOTE_HOLD_MS, formatMoney, useRuntime } from '../../../internal/runtime';
import { useCountdown } from '../../../internal/use-countdown';
import { FlowAlert } from '../../../money/flow-alert';
import type { ReviewActions } from '../../../money/money-steps';
import { StepHeading } from '../../../money/step-heading';
import { type SummaryRow, SummaryRows } from '../../../money/summary-rows';
import { Button } from '../../../ui/button/button';
import { rate, usd } from './card-words';
import { askQuote, type CardPurpose, type DollarDraft, type HeldQuote } from './quote';

const TITLES: Record<CardPurpose, string> = {
  card_create: 'Confirm your new card',
  card_fund: 'Confirm the funding',
  card_withdraw: 'Confirm the withdrawal',
};

/** The quote's amounts, in the order the money moves: dollars, naira, fees, what leaves (or reaches) the wallet. */
function rowsOf(purpose: CardPurpose, draft: DollarDraft, { quote }: HeldQuote): SummaryRow[] {
  const dollars = usd(quote.usdAmount);
  if (purpose === 'card_withdraw')
    return [
      ['From the card', dollars],
      ['Fee', 'Free'],
      ['To your wallet', formatMoney(quote.total)],
    ];
  const fees: SummaryRow[] =
    purpose === 'card_create'
      ? [
          ['Card creation fee', formatMoney(CARD_CREATION_FEE)],
          ['Funding fee', formatMoney(quote.fee - CARD_CREATION_FEE)],
        ]
      : [['Fee', formatMoney(quote.fee)]];
  return [
    ...(purpose === 'card_create' ? [['Card name', draft.label || 'Dollar card'] as SummaryRow] : []),
    [purpose === 'card_create' ? 'First funding' : 'To the card', dollars],
    [`${dollars} in naira`, formatMoney(quote.ngnAmount)],
    ...fees,
    ['Total from your wallet', formatMoney(quote.total)],
  ];
}

interface Props extends ReviewActions {
  purpose: CardPurpose;
  cardId: string | undefined;
  draft: DollarDraft;
  held: HeldQuote;
  /** The API said the hold is over (its clock ended it first): the same as the countdown running out. */
  stale: boolean;
  /** A new quote for the same draft: a new action, which the person confirms anew. */
  onRequote: (held: HeldQuote) => void;
}

/**
 * Step 2: the naira every dollar costs, at a rate held 60 s, before anything moves. When the hold runs
 * out the rate is no longer offered: the person asks for the new one and sees it before confirming it.
 * Nothing is ever re-priced behind their back.
 */
export function QuoteReview({
  purpose,
  cardId,
  draft,
  held,
  stale,
  refusal,
  onEdit,
  onConfirm,
  onRequote,
}: Props) {
  const runtime = useRuntime();
  const until = held.at + FX_QUOTE_HOLD_MS;
  // The countdown only renders this again each tick; the time left is read from the clock.
  const { start } = useCountdown();
  useEffect(() => {
    start(Math.max(0, until - Date.now()) / 1000);
  }, [until, start]);
  // Never more than the hold, whatever this clock did since.
  const remaining = Math.max(0, Math.ceil(Math.min(FX_QUOTE_HOLD_MS, until - Date.now()) / 1000));
  const expired = remaining === 0 || stale;
  const [asking, setAsking] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const { koboPerUsd } = held.quote;

  const requote = async () => {
    setAsking(true);
    setFailed(null);
    try {
      onRequote({ ...(await askQuote(runtime, purpose, cardId, draft.usdAmount)), was: koboPerUsd });
    } catch (error) {
      setFailed(error instanceof Error ? error.message : 'Could not get a new rate. Please try again.');
    } finally {
      setAsking(false);
    }
  };

  return (
    <div className="owo-flow__stack">
      <StepHeading step={2}>{TITLES[purpose]}</StepHeading>
      <div className="owo-cards__quote" part="quote">
        <span className="owo-cards__quote-rate">{rate(koboPerUsd)}</span>
        {held.was !== undefined && held.was !== koboPerUsd && (
          <span className="owo-cards__quote-note">The rate changed: it was {rate(held.was)}.</span>
        )}
        <span className="owo-cards__quote-hold" data-expired={expired || undefined}>
          {expired ? 'This rate is no longer held.' : `Rate held for ${remaining} s`}
        </span>
        {/* Said when the hold runs out; the seconds ticking by are shown, never read out. */}
        <span className="owo-visually-hidden" aria-live="polite">
          {expired ? 'This rate is no longer held. Get the new rate to continue.' : ''}
        </span>
      </div>
      <SummaryRows className="owo-flow__summary" rows={rowsOf(purpose, draft, held)} />
      <FlowAlert message={failed ?? refusal} />
      <div className="owo-flow__actions">
        <Button variant="secondary" onClick={onEdit}>
          Edit
        </Button>
        {expired ? (
          <Button onClick={() => void requote()} loading={asking} part="requote-button">
            {asking ? 'Getting the rate…' : 'Get the new rate'}
          </Button>
        ) : (
          <Button onClick={onConfirm} part="submit-button">
            Confirm and enter PIN
          </Button>
        )}
      </div>
    </div>
  );
}
