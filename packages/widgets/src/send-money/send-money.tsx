import { useQueryClient } from '@tanstack/react-query';
import { useReducer, useState } from 'react';
import { QueryBoundary } from '../internal/query-boundary';
import {
  createIdempotencyKey,
  type TransferBody,
  transactionKeys,
  transfersApi,
  useRuntime,
  walletKeys,
} from '../internal/runtime';
import { defineStyles, useStyles } from '../internal/shadow-styles';
import { useSessionState } from '../internal/use-session-state';
import { useFlowStyles } from '../money/flow-styles';
import { useMoneyStyles } from '../money/money-styles';
import { paymentOutcome } from '../money/payment-outcome';
import { usePressGuard } from '../money/press-guard';
import { Beneficiaries, valuesFrom } from './beneficiaries';
import { ConfirmStep } from './confirm-step';
import { DetailsStep } from './details-step';
import { emptyDraftValues } from './draft';
import { PinStep } from './pin-step';
import { ReceiptStep } from './receipt-step';
import { SaveBeneficiary } from './save-beneficiary';
import { type Draft, initialSendState, sendReducer, type TransferKind } from './send-flow';
import css from './send-money.css?inline';

const styles = defineStyles(css, 'element');

export interface SendMoneyProps {
  /** 'user': to another Owo user (free, at once); 'bank': to a Nigerian bank account. Default 'user'. */
  kind?: TransferKind;
}

export const NO_ANSWER_MESSAGE =
  'We did not get an answer, so we cannot tell yet whether the transfer went through. Enter your PIN to check again: it can never be sent twice.';

function bodyOf(draft: Draft, pin: string): TransferBody {
  const narration = draft.narration ? { narration: draft.narration } : {};
  return draft.kind === 'user'
    ? { type: 'user', recipient: draft.recipient, amount: draft.amount, pin, ...narration }
    : {
        type: 'bank',
        bankCode: draft.bankCode,
        accountNumber: draft.accountNumber,
        amount: draft.amount,
        pin,
        ...narration,
      };
}

/**
 * Sending money (issue 7): details, the looked-up name with the fee, the PIN, then a receipt. One key per
 * confirmed transfer makes every retry safe; the PIN goes to the API and nowhere else.
 */
export function SendMoney(props: SendMoneyProps) {
  return (
    <QueryBoundary>
      <SendMoneyFlow {...props} />
    </QueryBoundary>
  );
}

function SendMoneyFlow({ kind: kindProp }: SendMoneyProps) {
  useStyles(styles);
  useMoneyStyles();
  useFlowStyles();
  const guardPresses = usePressGuard();
  const kind: TransferKind = kindProp === 'bank' ? 'bank' : 'user';
  const runtime = useRuntime();
  const queryClient = useQueryClient();
  const { isAuthenticated, isLoading } = useSessionState();
  const [state, dispatch] = useReducer(sendReducer, initialSendState);
  const [values, setValues] = useState(emptyDraftValues);

  const send = async (pin: string) => {
    if (!state.draft || !state.key || state.sending) return;
    dispatch({ type: 'sending' });
    try {
      const transaction = await transfersApi(runtime).send(bodyOf(state.draft, pin), {
        idempotencyKey: state.key,
      });
      dispatch({ type: 'sent', transaction });
      void queryClient.invalidateQueries({ queryKey: walletKeys.wallet });
      void queryClient.invalidateQueries({ queryKey: transactionKeys.all });
    } catch (error) {
      dispatch(paymentOutcome(error, NO_ANSWER_MESSAGE));
    }
  };

  let body: React.ReactNode;
  if (isLoading) body = <p className="owo-flow__lead">Loading your account…</p>;
  else if (!isAuthenticated) body = <p className="owo-flow__lead">Sign in to send money.</p>;
  else if (state.step === 'receipt' && state.transaction)
    body = (
      <>
        <ReceiptStep
          sent={state.transaction}
          onAnother={() => {
            setValues(emptyDraftValues);
            dispatch({ type: 'restart' });
          }}
        />
        {state.draft && state.payee && (
          <SaveBeneficiary draft={state.draft} transaction={state.transaction} payeeName={state.payee.name} />
        )}
      </>
    );
  else if (state.step === 'confirm' && state.draft && state.payee)
    body = (
      <ConfirmStep
        draft={state.draft}
        payee={state.payee}
        refusal={state.refusal}
        onEdit={() => dispatch({ type: 'edit' })}
        onConfirm={() => dispatch({ type: 'confirm', key: createIdempotencyKey() })}
      />
    );
  else if (state.step === 'pin' && state.draft && state.payee)
    body = (
      <PinStep
        draft={state.draft}
        payee={state.payee}
        sending={state.sending}
        error={state.pinError}
        locked={state.locked}
        onBack={() => dispatch({ type: 'edit' })}
        onPin={(pin) => void send(pin)}
      />
    );
  else
    body = (
      <>
        <Beneficiaries kind={kind} onPick={(picked) => setValues(valuesFrom(picked, values))} />
        <DetailsStep
          kind={kind}
          values={values}
          onValues={setValues}
          onReview={(draft, payee) => dispatch({ type: 'review', draft, payee })}
        />
      </>
    );

  return (
    <section
      className="owo-send owo-flow"
      onClickCapture={guardPresses}
      part="base"
      data-kind={kind}
      data-step={state.step}
      aria-label={kind === 'user' ? 'Send to an Owo user' : 'Send to a bank account'}
    >
      {body}
    </section>
  );
}
