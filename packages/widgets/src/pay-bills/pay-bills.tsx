import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useSecretsFrameOrigin } from '../frame/use-secrets-frame';
import { Failure, failureMessage } from '../internal/failure';
import { QueryBoundary } from '../internal/query-boundary';
import { retryableLazy } from '../internal/retryable-lazy';
import {
  BILL_PAYMENT_FEE,
  type BillCustomer,
  type BillPurchase,
  type BillService,
  billServicesQueryOptions,
  billsApi,
  formatMoney,
  notificationKeys,
  transactionKeys,
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
import { DetailsStep } from './details-step';
import { GiftCardMode, type GiftCardModeValue } from './giftcard-mode';
import css from './pay-bills.css?inline';
import type { PayBillsProps } from './pay-bills-props';
import { NO_ANSWER_MESSAGE, payBody } from './pay-body';
import { type BillDraft, emptyDetails } from './read-details';
import { readServices } from './read-services';
import { ResultStep } from './result-step';
import { ReviewStep } from './review-step';
import { SellGiftCardLoader } from './sell-loader';
import { ServicePicker } from './service-picker';
import { SignInPrompt } from './sign-in-prompt';

const styles = defineStyles(css, 'element');

// Only a partner's page, which has the review and the PIN in Owo's secrets frame, loads it.
const PayInFrame = retryableLazy(() => import('./pay-in-frame').then((m) => m.PayInFrame));

/**
 * Paying a bill (issue 8), for all seven services: details, the provider's name for the customer, the
 * PIN, then a receipt followed until the provider settles it. One key per confirmed purchase.
 */
export function PayBills(props: PayBillsProps) {
  return (
    <QueryBoundary>
      <PayBillsFlow {...props} />
    </QueryBoundary>
  );
}

function PayBillsFlow({ services: servicesAttr, loginPath = '/auth/login' }: PayBillsProps) {
  useStyles(styles);
  useMoneyStyles();
  useFlowStyles();
  const guardPresses = usePressGuard();
  const runtime = useRuntime();
  const queryClient = useQueryClient();
  const { isAuthenticated, isLoading, isUnreachable } = useSessionState();
  const owoOrigin = useSecretsFrameOrigin();
  const offered = readServices(servicesAttr);
  const [chosen, setChosen] = useState<BillService | null>(null);
  const service = chosen && offered.includes(chosen) ? chosen : (offered[0] as BillService);
  const catalogue = useQuery({ ...billServicesQueryOptions(runtime), enabled: isAuthenticated });
  const paid = (purchase: BillPurchase) => {
    void queryClient.invalidateQueries({ queryKey: walletKeys.wallet });
    void queryClient.invalidateQueries({ queryKey: transactionKeys.all });
    // A settled purchase has its notification already.
    void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    return purchase;
  };
  const flow = useMoneyFlow<BillDraft, BillCustomer, BillPurchase>({
    noAnswerMessage: NO_ANSWER_MESSAGE,
    submit: async (draft, pin, idempotencyKey) =>
      paid(await billsApi(runtime).pay(payBody(draft, pin), { idempotencyKey })),
  });
  const { step } = flow.state;
  const [values, setValues] = useState(emptyDetails);
  const [mode, setMode] = useState<GiftCardModeValue>('buy');
  const selling = service === 'giftcards' && mode === 'sell';

  const choose = (next: BillService) => {
    setChosen(next);
    setMode('buy');
    setValues(emptyDetails);
    flow.restart();
  };

  const info = catalogue.data?.find((s) => s.id === service);
  let body: React.ReactNode;
  if (isLoading) body = <p className="owo-flow__lead">Loading your account…</p>;
  // Nobody known because Owo could not be asked is not "signed out".
  else if (isUnreachable)
    body = <Failure message={UNREACHABLE_MESSAGE} onRetry={() => void runtime.session.refetch()} />;
  else if (!isAuthenticated) body = <SignInPrompt loginPath={loginPath} />;
  else if (catalogue.isError)
    body = (
      <Failure
        message={failureMessage(catalogue.error, 'We could not load the services.')}
        onRetry={() => void catalogue.refetch()}
      />
    );
  else if (!info) body = <p className="owo-flow__lead">Loading the services…</p>;
  else if (selling) body = <SellGiftCardLoader info={info} />;
  else
    body = (
      <MoneySteps
        flow={flow}
        details={
          <DetailsStep
            key={service}
            info={info}
            values={values}
            onReview={(draft, customer, typed) => {
              setValues(typed);
              flow.review(draft, customer);
            }}
          />
        }
        review={(draft, customer, actions) =>
          owoOrigin ? (
            <Suspense fallback={<p className="owo-flow__lead">Loading…</p>}>
              <PayInFrame
                owoOrigin={owoOrigin}
                draft={draft}
                onEdit={actions.onEdit}
                onPaid={(purchase) => flow.finish(paid(purchase))}
              />
            </Suspense>
          ) : (
            <ReviewStep draft={draft} customer={customer} {...actions} />
          )
        }
        pinLead={(draft) => (
          <>
            To pay <strong>{formatMoney(draft.amount + BILL_PAYMENT_FEE)}</strong> to{' '}
            <strong>{draft.billerName}</strong> for {draft.customerId}.
          </>
        )}
        busyLabel="Paying"
        result={(purchase) => (
          <ResultStep
            paid={purchase}
            onAnother={() => {
              setValues(emptyDetails);
              flow.restart();
            }}
          />
        )}
      />
    );

  return (
    <section
      className="owo-pay owo-flow"
      onClickCapture={guardPresses}
      part="base"
      data-service={service}
      data-step={selling ? 'sell' : step}
      aria-label="Pay bills"
    >
      {isAuthenticated && catalogue.data && step === 'details' && (
        <ServicePicker services={offered} infos={catalogue.data} current={service} onChange={choose} />
      )}
      {isAuthenticated && info && service === 'giftcards' && step === 'details' && (
        <GiftCardMode
          value={mode}
          onChange={(next) => {
            setMode(next);
            flow.restart();
          }}
        />
      )}
      {body}
    </section>
  );
}
