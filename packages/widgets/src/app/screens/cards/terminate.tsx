import type { Card, CardTerminateResult } from '../../../internal/runtime';
import { FlowAlert } from '../../../money/flow-alert';
import type { ReviewActions } from '../../../money/money-steps';
import { Receipt } from '../../../money/receipt';
import { ResultFrame } from '../../../money/result-frame';
import { StepHeading } from '../../../money/step-heading';
import { Button } from '../../../ui/button/button';
import { cardName, usd } from './card-words';

/** Terminating asks first, saying what happens to the balance and that there is no way back. */
export function TerminateQuestion({ card, refusal, onEdit, onConfirm }: { card: Card } & ReviewActions) {
  return (
    <div className="owo-flow__stack">
      <StepHeading step={null}>Terminate {cardName(card)}?</StepHeading>
      <p className="owo-flow__lead">
        {card.balance > 0
          ? `Its balance of ${usd(card.balance)} goes back to your wallet in naira, at today's rate, free.`
          : 'It has no balance left.'}{' '}
        A terminated card can never be used again: every payment on it is declined.
      </p>
      <FlowAlert message={refusal} />
      <div className="owo-flow__actions">
        <Button variant="secondary" onClick={onEdit}>
          Keep the card
        </Button>
        <Button variant="danger" onClick={onConfirm} part="terminate-button">
          Terminate and enter PIN
        </Button>
      </div>
    </div>
  );
}

/** After terminating: what went back to the wallet, in naira, for the card's dollars (nothing for an empty card). */
export function TerminatedReceipt({
  card,
  moved,
  onDone,
}: {
  card: Card;
  moved: CardTerminateResult;
  onDone: () => void;
}) {
  const done = (
    <Button onClick={onDone} part="done-button">
      Back to cards
    </Button>
  );
  return (
    <ResultFrame announce="Card terminated" className="owo-flow">
      {moved.transaction ? (
        <Receipt
          transaction={moved.transaction}
          words={{ title: () => 'Card terminated', notes: {} }}
          purpose={[
            ['Card', cardName(card)],
            ['Balance returned', usd(card.balance)],
          ]}
          actions={done}
        />
      ) : (
        <div className="owo-flow__stack">
          <h2 className="owo-flow__title" tabIndex={-1}>
            Card terminated
          </h2>
          <p className="owo-flow__lead">{cardName(card)} had no balance left, so nothing moved.</p>
          {done}
        </div>
      )}
    </ResultFrame>
  );
}
