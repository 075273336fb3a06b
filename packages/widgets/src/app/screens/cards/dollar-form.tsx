import { type FormEvent, useState } from 'react';
import {
  CARD_MIN_AMOUNT_USD,
  CARD_MIN_FIRST_FUNDING_USD,
  type Card,
  MONEY_ERROR_CODES,
  useRuntime,
} from '../../../internal/runtime';
import { FlowAlert } from '../../../money/flow-alert';
import { readDollars } from '../../../money/read-amount';
import { refusalOf } from '../../../money/refusal';
import { StepHeading } from '../../../money/step-heading';
import { Button } from '../../../ui/button/button';
import { TextInput } from '../../../ui/text-input/text-input';
import { FEES, usd } from './card-words';
import { askQuote, type CardPurpose, type DollarDraft, type HeldQuote } from './quote';

export interface DollarValues {
  label: string;
  amount: string;
}
type Field = keyof DollarValues;
type Errors = Partial<Record<Field, string>>;

export const emptyDollarValues: DollarValues = { label: '', amount: '' };

const TITLES: Record<CardPurpose, string> = {
  card_create: 'Create a dollar card',
  card_fund: 'How much to add?',
  card_withdraw: 'How much to move to your wallet?',
};

const FIELD_OF: Partial<Record<string, Field>> = {
  [MONEY_ERROR_CODES.insufficientFunds]: 'amount',
  [MONEY_ERROR_CODES.limitExceeded]: 'amount',
};

/** What the fees are, before the person types anything: the schedule's words, not an estimate. */
function feeHint(purpose: CardPurpose, card: Card | undefined): string {
  if (purpose === 'card_create')
    return `At least ${usd(CARD_MIN_FIRST_FUNDING_USD)}. Fees: ${FEES.creation} once to create the card, and ${FEES.funding} to fund it.`;
  const balance = card ? ` The card holds ${usd(card.balance)}.` : '';
  return purpose === 'card_fund' ? `Fee: ${FEES.funding}.${balance}` : `Free.${balance}`;
}

/** The amount as cents, or why it cannot be: below the purpose's minimum, or more than the card holds. */
function readDraft(purpose: CardPurpose, values: DollarValues, card: Card | undefined) {
  const read = readDollars(values.amount);
  if (!read.ok) return { errors: { amount: read.message } };
  const min = purpose === 'card_create' ? CARD_MIN_FIRST_FUNDING_USD : CARD_MIN_AMOUNT_USD;
  if (read.cents < min)
    return {
      errors: {
        amount: `${purpose === 'card_create' ? 'The first funding' : 'The amount'} must be at least ${usd(min)}`,
      },
    };
  if (purpose === 'card_withdraw' && card && read.cents > card.balance)
    return { errors: { amount: `The card holds ${usd(card.balance)}` } };
  return { draft: { usdAmount: read.cents, label: values.label.trim() } satisfies DollarDraft };
}

interface Props {
  purpose: CardPurpose;
  card?: Card;
  values: DollarValues;
  onValues: (values: DollarValues) => void;
  onReview: (draft: DollarDraft, held: HeldQuote) => void;
}

/**
 * Step 1 of a card's money flow: how many dollars (and a new card's name). Continuing asks for a quote,
 * so the naira it costs is on the next step before anything is confirmed; a refusal shows here.
 */
export function DollarForm({ purpose, card, values, onValues, onReview }: Props) {
  const runtime = useRuntime();
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const set = (name: Field) => (value: string) => {
    onValues({ ...values, [name]: value });
    if (errors[name]) setErrors({ ...errors, [name]: undefined });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const focusInvalid = () =>
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    const read = readDraft(purpose, values, card);
    setFormError(null);
    if (!read.draft) {
      setErrors(read.errors);
      return focusInvalid();
    }
    setChecking(true);
    try {
      onReview(read.draft, await askQuote(runtime, purpose, card?.id, read.draft.usdAmount));
    } catch (error) {
      const refusal = refusalOf(
        error,
        FIELD_OF,
        ['amount', 'label'],
        'Could not get a rate. Please try again.',
      );
      setErrors(refusal.errors);
      setFormError(refusal.message ?? null);
      focusInvalid();
    } finally {
      setChecking(false);
    }
  };

  return (
    <form className="owo-flow__stack" noValidate onSubmit={submit} aria-busy={checking}>
      <StepHeading step={1}>{TITLES[purpose]}</StepHeading>
      {purpose === 'card_create' && (
        <TextInput
          label="Card name (optional)"
          name="label"
          maxLength={40}
          autoComplete="off"
          placeholder="Netflix card"
          value={values.label}
          onValueChange={set('label')}
          error={errors.label}
        />
      )}
      <TextInput
        label={purpose === 'card_create' ? 'First funding ($)' : 'Amount ($)'}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.00"
        value={values.amount}
        onValueChange={set('amount')}
        error={errors.amount}
        hint={feeHint(purpose, card)}
      />
      <FlowAlert message={formError} />
      <Button type="submit" loading={checking} part="submit-button">
        {checking ? 'Getting the rate…' : 'Continue'}
      </Button>
    </form>
  );
}
