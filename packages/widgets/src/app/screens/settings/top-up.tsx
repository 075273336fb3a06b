import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import {
  type BankCard,
  bankCardsApi,
  describeTransactionStatus,
  formatMoney,
  TOP_UP_FEE_MAX,
  TOP_UP_FEE_PERCENT,
  TOP_UP_MAX,
  TOP_UP_MIN,
  type TopUpQuote,
  type Transaction,
  topUpFee,
  transactionKeys,
  transactionQueryOptions,
  useRuntime,
  walletKeys,
} from '../../../internal/runtime';
import { FlowAlert } from '../../../money/flow-alert';
import { useFlowStyles } from '../../../money/flow-styles';
import { MoneySteps } from '../../../money/money-steps';
import { useMoneyStyles } from '../../../money/money-styles';
import { PaymentReview } from '../../../money/payment-review';
import { usePressGuard } from '../../../money/press-guard';
import { readAmount } from '../../../money/read-amount';
import { Receipt } from '../../../money/receipt';
import type { ReceiptWords } from '../../../money/receipt-title';
import { statusTitle } from '../../../money/receipt-title';
import { refusalOf } from '../../../money/refusal';
import { ResultFrame, useRefreshWhenSettled } from '../../../money/result-frame';
import { StepHeading } from '../../../money/step-heading';
import { useMoneyFlow } from '../../../money/use-money-flow';
import { isUnsettled } from '../../../money/use-status-events';
import { Button } from '../../../ui/button/button';
import { TextInput } from '../../../ui/text-input/text-input';
import { cardName } from './card-input';
import { SettingsCard } from './settings-kit';

export const NO_ANSWER_MESSAGE =
  'We did not get an answer, so we cannot tell yet whether your card was charged. Enter your PIN to check again: it can never be charged twice.';

const FEE_RULE = `${formatMoney(TOP_UP_MIN)} to ${formatMoney(TOP_UP_MAX)}. Fee ${TOP_UP_FEE_PERCENT}%, at most ${formatMoney(TOP_UP_FEE_MAX)}.`;

const TOP_UP_WORDS: ReceiptWords = {
  title: (status) => statusTitle('Top-up', status),
  notes: {
    pending:
      'Your card’s bank has not confirmed the charge yet. The money reaches your wallet as soon as it does, and your card is never charged twice.',
    failed: 'Nothing was charged and nothing moved.',
  },
};

interface Draft {
  amount: number;
}

/**
 * Add money from a saved card (the shared money flow): the amount, then what the card pays with the
 * fee (the API's quote, which checks the tier's maximum balance first), the PIN, and the receipt.
 */
export function TopUp({ card, onClose }: { card: BankCard; onClose: () => void }) {
  useMoneyStyles();
  useFlowStyles();
  const guardPresses = usePressGuard();
  const runtime = useRuntime();
  const queryClient = useQueryClient();
  const name = cardName(card);
  const flow = useMoneyFlow<Draft, TopUpQuote, Transaction>({
    noAnswerMessage: NO_ANSWER_MESSAGE,
    submit: async (draft, pin, idempotencyKey) => {
      const credit = await bankCardsApi(runtime).topUp(
        { bankCardId: card.id, amount: draft.amount, pin },
        { idempotencyKey },
      );
      void queryClient.invalidateQueries({ queryKey: walletKeys.wallet });
      void queryClient.invalidateQueries({ queryKey: transactionKeys.all });
      return credit;
    },
  });
  return (
    <SettingsCard id="owo-settings-top-up" title={`Add money from ${name}`}>
      <div className="owo-flow owo-settings__flow" onClickCapture={guardPresses} data-step={flow.state.step}>
        <MoneySteps
          flow={flow}
          details={<AmountStep card={card} onReview={flow.review} onCancel={onClose} />}
          review={(_draft, quote, actions) => (
            <PaymentReview
              title="Check the top-up"
              party={{
                label: 'From your card',
                name,
                detail: card.bank,
                part: 'card',
              }}
              amount={quote.amount}
              fee={quote.fee}
              after={[['Your wallet receives', formatMoney(quote.amount)]]}
              {...actions}
            />
          )}
          pinLead={(_draft, quote) => (
            <>
              To charge <strong>{formatMoney(quote.total)}</strong> to your {name} and add{' '}
              <strong>{formatMoney(quote.amount)}</strong> to your wallet.
            </>
          )}
          busyLabel="Adding money"
          result={(credit) => <TopUpResult credit={credit} onDone={onClose} />}
        />
      </div>
    </SettingsCard>
  );
}

function AmountStep({
  card,
  onReview,
  onCancel,
}: {
  card: BankCard;
  onReview: (draft: Draft, quote: TopUpQuote) => void;
  onCancel: () => void;
}) {
  const runtime = useRuntime();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [alert, setAlert] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const read = readAmount(text);
  const fee = read.ok ? topUpFee(read.kobo) : null;
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setAlert(null);
    if (!read.ok) return setError(read.message);
    setChecking(true);
    try {
      onReview(
        { amount: read.kobo },
        await bankCardsApi(runtime).quoteTopUp({ bankCardId: card.id, amount: read.kobo }),
      );
    } catch (thrown) {
      const refusal = refusalOf(thrown, { LIMIT_EXCEEDED: 'amount' }, ['amount'], NO_ANSWER_MESSAGE);
      setError(refusal.errors.amount);
      setAlert(refusal.message ?? null);
      setChecking(false);
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    }
  };
  return (
    <form
      className="owo-flow__stack"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-busy={checking}
    >
      <StepHeading step={1}>How much?</StepHeading>
      <TextInput
        label="Amount (₦)"
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.00"
        value={text}
        onValueChange={(value) => {
          setText(value);
          setError(undefined);
        }}
        error={error}
        hint={
          fee === null
            ? FEE_RULE
            : `Fee: ${formatMoney(fee)} · Charged to your card: ${formatMoney(read.ok ? read.kobo + fee : 0)}`
        }
      />
      <FlowAlert message={alert} />
      <div className="owo-flow__actions">
        <Button variant="ghost" onClick={onCancel} disabled={checking}>
          Cancel
        </Button>
        <Button type="submit" loading={checking} part="submit-button">
          {checking ? 'Checking…' : 'Continue'}
        </Button>
      </div>
    </form>
  );
}

/** The receipt; a pending top-up is asked after until the card's bank answers. */
function TopUpResult({ credit, onDone }: { credit: Transaction; onDone: () => void }) {
  const runtime = useRuntime();
  const followed = useQuery({
    ...transactionQueryOptions(runtime, credit.reference),
    enabled: isUnsettled(credit.status),
  });
  const current = followed.data ?? credit;
  useRefreshWhenSettled(!isUnsettled(current.status) && isUnsettled(credit.status));
  return (
    <ResultFrame announce={`Top-up ${describeTransactionStatus(current.status).label.toLowerCase()}`}>
      <Receipt
        transaction={current}
        words={TOP_UP_WORDS}
        purpose={[['Card’s bank', current.counterparty.bankName ?? '—']]}
        actions={<Button onClick={onDone}>Done</Button>}
      />
    </ResultFrame>
  );
}
