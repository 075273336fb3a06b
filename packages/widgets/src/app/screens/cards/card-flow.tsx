import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  type Card,
  cardKeys,
  cardsApi,
  formatMoney,
  isApiError,
  MONEY_ERROR_CODES,
  type Transaction,
  transactionKeys,
  useRuntime,
  walletKeys,
} from '../../../internal/runtime';
import { MoneySteps } from '../../../money/money-steps';
import { useMoneyFlow } from '../../../money/use-money-flow';
import { CreatedCard, MovedReceipt } from './card-result';
import { usd } from './card-words';
import { DollarForm, emptyDollarValues } from './dollar-form';
import type { CardPurpose, DollarDraft, HeldQuote } from './quote';
import { QuoteReview } from './quote-review';

/** What a card's money flow ends with: the card as it is now, and the wallet's side of it (none on create). */
export interface CardMoved {
  card: Card;
  transaction: Transaction | null;
}

export const NO_ANSWER_MESSAGE =
  'We did not get an answer, so we cannot tell yet whether it went through. Enter your PIN to check again: the money can never move twice.';

const PIN_LEADS: Record<CardPurpose, (dollars: string, naira: string) => string> = {
  card_create: (dollars, naira) => `To pay ${naira} for a new card with ${dollars} on it.`,
  card_fund: (dollars, naira) => `To pay ${naira} for ${dollars} on your card.`,
  card_withdraw: (dollars, naira) => `To move ${dollars} from your card to your wallet as ${naira}.`,
};

interface Props {
  purpose: CardPurpose;
  /** The card to fund or withdraw from; none when creating one. */
  card?: Card;
  /** Back to the cards, with the card the flow made or moved money on. */
  onClose: (card?: Card) => void;
}

/**
 * A card's money flow (issue 21), on the shared one: dollars, the quote (naira, fees, total, the rate
 * held 60 s), the PIN, then the outcome. Creating, funding and withdrawing differ only in words and call.
 */
export function CardFlow({ purpose, card, onClose }: Props) {
  const runtime = useRuntime();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(emptyDollarValues);
  // The quote the API said had run out: offered no more, whatever the countdown says.
  const [staleQuote, setStaleQuote] = useState<string | null>(null);
  const flow = useMoneyFlow<DollarDraft, HeldQuote, CardMoved>({
    noAnswerMessage: NO_ANSWER_MESSAGE,
    submit: async (draft, pin, idempotencyKey, { quote }) => {
      const api = cardsApi(runtime);
      const body = { quoteId: quote.id, pin };
      try {
        const moved: CardMoved =
          purpose === 'card_create'
            ? {
                card: await api.create(
                  { ...body, ...(draft.label ? { label: draft.label } : {}) },
                  { idempotencyKey },
                ),
                transaction: null,
              }
            : purpose === 'card_fund'
              ? await api.fund(card?.id ?? '', body, { idempotencyKey })
              : await api.withdraw(card?.id ?? '', body, { idempotencyKey });
        for (const queryKey of [cardKeys.all, walletKeys.wallet, transactionKeys.all])
          void queryClient.invalidateQueries({ queryKey });
        return moved;
      } catch (error) {
        if (isApiError(error) && error.code === MONEY_ERROR_CODES.quoteExpired) setStaleQuote(quote.id);
        throw error;
      }
    },
  });

  return (
    <section
      className="owo-flow owo-cards__flow"
      data-step={flow.state.step}
      aria-label={purposeName(purpose)}
    >
      <MoneySteps
        flow={flow}
        details={
          <DollarForm
            purpose={purpose}
            {...(card ? { card } : {})}
            values={values}
            onValues={setValues}
            onReview={flow.review}
          />
        }
        review={(draft, held, actions) => (
          <QuoteReview
            purpose={purpose}
            cardId={card?.id}
            draft={draft}
            held={held}
            stale={staleQuote === held.quote.id}
            onRequote={(next) => flow.review(draft, next)}
            {...actions}
          />
        )}
        pinLead={(_, { quote }) => PIN_LEADS[purpose](usd(quote.usdAmount), formatMoney(quote.total))}
        busyLabel={purpose === 'card_create' ? 'Creating your card' : 'Moving the money'}
        result={(moved, _, held) =>
          moved.transaction ? (
            <MovedReceipt
              purpose={purpose}
              card={moved.card}
              transaction={moved.transaction}
              held={held}
              onDone={() => onClose(moved.card)}
            />
          ) : (
            <CreatedCard created={moved.card} onDone={(created) => onClose(created)} />
          )
        }
      />
      {flow.state.step === 'details' && (
        <button type="button" className="owo-cards__back" onClick={() => onClose(card)}>
          {card ? 'Back to the card' : 'Back to cards'}
        </button>
      )}
    </section>
  );
}

const purposeName = (purpose: CardPurpose) =>
  purpose === 'card_create'
    ? 'New dollar card'
    : purpose === 'card_fund'
      ? 'Fund card'
      : 'Withdraw to wallet';
