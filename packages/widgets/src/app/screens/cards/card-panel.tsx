import { useQueryClient } from '@tanstack/react-query';
import {
  CARD_REVEAL_SECONDS,
  type Card,
  type CardReveal,
  type CardTerminateResult,
  cardKeys,
  cardsApi,
  showToast,
  transactionKeys,
  useRuntime,
  walletKeys,
} from '../../../internal/runtime';
import { MoneySteps } from '../../../money/money-steps';
import { useMoneyFlow } from '../../../money/use-money-flow';
import { NO_ANSWER_MESSAGE } from './card-flow';
import { CardView } from './card-view';
import { cardName } from './card-words';
import type { CardPurpose } from './quote';
import { TerminatedReceipt, TerminateQuestion } from './terminate';

/** What the PIN confirms on a card beyond its money flows. */
export type PinAction = 'unfreeze' | 'reveal' | 'terminate';

export type PinDone =
  | { action: 'unfreeze' }
  | { action: 'reveal'; reveal: CardReveal; at: number }
  | { action: 'terminate'; moved: CardTerminateResult };

const PIN_LEADS: Record<PinAction, (name: string) => string> = {
  unfreeze: (name) => `To unfreeze ${name}: its payments go through again.`,
  reveal: (name) => `To show the number, expiry and CVV of ${name} for ${CARD_REVEAL_SECONDS} seconds.`,
  terminate: (name) => `To terminate ${name} for good.`,
};

const BUSY: Record<PinAction, string> = {
  unfreeze: 'Unfreezing the card',
  reveal: 'Opening the card details',
  terminate: 'Terminating the card',
};

/**
 * One card: its face, balance, address, actions and activity. Unfreezing, showing the details and
 * terminating take the PIN on the shared money flow (terminating asks first, and moves the balance back
 * under one idempotency key); funding and withdrawing open their own flow (`onMoney`).
 */
export function CardPanel({ card, onMoney }: { card: Card; onMoney: (purpose: CardPurpose) => void }) {
  const runtime = useRuntime();
  const queryClient = useQueryClient();
  const flow = useMoneyFlow<PinAction, Card, PinDone>({
    noAnswerMessage: NO_ANSWER_MESSAGE,
    submit: async (action, pin, idempotencyKey, asked) => {
      const api = cardsApi(runtime);
      if (action === 'reveal') return { action, reveal: await api.reveal(asked.id, { pin }), at: Date.now() };
      let done: PinDone;
      if (action === 'unfreeze') {
        await api.unfreeze(asked.id, { pin });
        showToast(runtime.bus, 'success', `${cardName(asked)} is active again`);
        done = { action };
      } else {
        done = { action, moved: await api.terminate(asked.id, { pin }, { idempotencyKey }) };
        void queryClient.invalidateQueries({ queryKey: walletKeys.wallet });
        void queryClient.invalidateQueries({ queryKey: transactionKeys.all });
      }
      void queryClient.invalidateQueries({ queryKey: cardKeys.all });
      return done;
    },
  });
  const ask = (action: PinAction) => {
    flow.review(action, card);
    // Only terminating asks first; the others go straight to the PIN.
    if (action !== 'terminate') flow.confirm();
  };
  const { step, draft } = flow.state;
  const view = (revealed: (PinDone & { action: 'reveal' }) | null) => (
    <CardView card={card} onAsk={ask} onMoney={onMoney} revealed={revealed} onHide={flow.restart} />
  );

  return (
    <div className={step === 'review' || step === 'pin' ? 'owo-flow owo-cards__flow' : 'owo-cards__panel'}>
      <MoneySteps
        flow={flow}
        details={view(null)}
        // The card as it is now (a withdrawal just made may still be coming back from the API), so the
        // balance the question names is the one that goes back.
        review={(_, asked, actions) => (
          <TerminateQuestion card={card.id === asked.id ? card : asked} {...actions} />
        )}
        pinLead={(action, asked) => PIN_LEADS[action](cardName(asked))}
        pinStep={null}
        busyLabel={BUSY[draft ?? 'reveal']}
        result={(done, _, asked) =>
          done.action === 'terminate' ? (
            <TerminatedReceipt card={asked} moved={done.moved} onDone={flow.restart} />
          ) : (
            view(done.action === 'reveal' ? done : null)
          )
        }
      />
    </div>
  );
}
