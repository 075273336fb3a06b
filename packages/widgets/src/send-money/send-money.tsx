import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useSecretsFrameOrigin } from '../frame/use-secrets-frame';
import { Failure } from '../internal/failure';
import { QueryBoundary } from '../internal/query-boundary';
import { retryableLazy } from '../internal/retryable-lazy';
import {
  formatMoney,
  type Transaction,
  transactionKeys,
  transactionQueryOptions,
  transferFee,
  transfersApi,
  UNREACHABLE_MESSAGE,
  useRuntime,
  walletKeys,
} from '../internal/runtime';
import { defineStyles, useStyles } from '../internal/shadow-styles';
import { useSessionState } from '../internal/use-session-state';
import { useFlowStyles } from '../money/flow-styles';
import { MoneySteps } from '../money/money-steps';
import { useMoneyStyles } from '../money/money-styles';
import { usePressGuard } from '../money/press-guard';
import { useMoneyFlow } from '../money/use-money-flow';
import { Beneficiaries, valuesFrom } from './beneficiaries';
import { DetailsStep } from './details-step';
import { type Draft, emptyDraftValues, type Payee, type TransferKind } from './draft';
import { ResultStep } from './result-step';
import { ReviewStep } from './review-step';
import { SaveBeneficiary } from './save-beneficiary';
import css from './send-money.css?inline';
import type { SendMoneyProps } from './send-money-props';
import { NO_ANSWER_MESSAGE, transferBody } from './transfer-body';

const styles = defineStyles(css, 'element');

// Only a partner's page, which has the review and the PIN in Owo's secrets frame, loads it.
const SendInFrame = retryableLazy(() => import('./send-in-frame').then((m) => m.SendInFrame));

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

/** data-step keeps the names this element has always shown for the shared flow's review and result. */
const STEP_NAMES = { details: 'details', review: 'confirm', pin: 'pin', result: 'receipt' } as const;

function SendMoneyFlow({ kind: kindProp }: SendMoneyProps) {
  useStyles(styles);
  useMoneyStyles();
  useFlowStyles();
  const guardPresses = usePressGuard();
  const kind: TransferKind = kindProp === 'bank' ? 'bank' : 'user';
  const runtime = useRuntime();
  const queryClient = useQueryClient();
  const { isAuthenticated, isLoading, isUnreachable } = useSessionState();
  const owoOrigin = useSecretsFrameOrigin();
  const [values, setValues] = useState(emptyDraftValues);
  const sent = (transaction: Transaction) => {
    void queryClient.invalidateQueries({ queryKey: walletKeys.wallet });
    void queryClient.invalidateQueries({ queryKey: transactionKeys.all });
    return transaction;
  };
  const flow = useMoneyFlow<Draft, Payee, Transaction>({
    noAnswerMessage: NO_ANSWER_MESSAGE,
    submit: async (draft, pin, idempotencyKey) =>
      sent(await transfersApi(runtime).send(transferBody(draft, pin), { idempotencyKey })),
  });

  let body: React.ReactNode;
  if (isLoading) body = <p className="owo-flow__lead">Loading your account…</p>;
  // Nobody known because Owo could not be asked is not "signed out".
  else if (isUnreachable)
    body = <Failure message={UNREACHABLE_MESSAGE} onRetry={() => void runtime.session.refetch()} />;
  else if (!isAuthenticated) body = <p className="owo-flow__lead">Sign in to send money.</p>;
  else
    body = (
      <MoneySteps
        flow={flow}
        details={
          <>
            <Beneficiaries kind={kind} onPick={(picked) => setValues(valuesFrom(picked, values))} />
            <DetailsStep kind={kind} values={values} onValues={setValues} onReview={flow.review} />
          </>
        }
        review={(draft, payee, actions) =>
          owoOrigin ? (
            <Suspense fallback={<p className="owo-flow__lead">Loading…</p>}>
              <SendInFrame
                owoOrigin={owoOrigin}
                draft={draft}
                read={(reference) => queryClient.fetchQuery(transactionQueryOptions(runtime, reference))}
                onEdit={actions.onEdit}
                onSent={(transaction) => flow.finish(sent(transaction))}
              />
            </Suspense>
          ) : (
            <ReviewStep draft={draft} payee={payee} {...actions} />
          )
        }
        pinLead={(draft, payee) => (
          <>
            To send <strong>{formatMoney(draft.amount + transferFee(draft.kind, draft.amount))}</strong> to{' '}
            <strong>{payee.name}</strong>.
          </>
        )}
        busyLabel="Sending"
        result={(transaction, draft, payee) => (
          <>
            <ResultStep
              sent={transaction}
              onAnother={() => {
                setValues(emptyDraftValues);
                flow.restart();
              }}
            />
            <SaveBeneficiary draft={draft} transaction={transaction} payeeName={payee.name} />
          </>
        )}
      />
    );

  return (
    <section
      className="owo-send owo-flow"
      onClickCapture={guardPresses}
      part="base"
      data-kind={kind}
      data-step={STEP_NAMES[flow.state.step]}
      aria-label={kind === 'user' ? 'Send to an Owo user' : 'Send to a bank account'}
    >
      {body}
    </section>
  );
}
