import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useReducer, useState } from 'react';
import { QueryBoundary } from '../internal/query-boundary';
import {
  type BillService,
  billServicesQueryOptions,
  billsApi,
  createIdempotencyKey,
  notificationKeys,
  type PayBillBody,
  transactionKeys,
  useRuntime,
  walletKeys,
} from '../internal/runtime';
import { defineStyles, useStyles } from '../internal/shadow-styles';
import { useSessionState } from '../internal/use-session-state';
import { useFlowStyles } from '../money/flow-styles';
import { useMoneyStyles } from '../money/money-styles';
import { paymentOutcome } from '../money/payment-outcome';
import { usePressGuard } from '../money/press-guard';
import { Button } from '../ui/button/button';
import { DetailsStep } from './details-step';
import { GiftCardMode, type GiftCardModeValue } from './giftcard-mode';
import css from './pay-bills.css?inline';
import { type BillDraft, initialPayState, payReducer } from './pay-flow';
import { PinStep } from './pin-step';
import { emptyDetails } from './read-details';
import { readServices } from './read-services';
import { ResultStep } from './result-step';
import { ReviewStep } from './review-step';
import { SellGiftCardLoader } from './sell-loader';
import { ServicePicker } from './service-picker';
import { SignInPrompt } from './sign-in-prompt';

const styles = defineStyles(css, 'element');

export interface PayBillsProps {
  /** The services to offer, in order ("airtime mobile-data"); all seven when unset. */
  services?: string;
  /** Where to sign in when nobody is and owo-login is not on the page. Default /auth/login. */
  loginPath?: string;
}

export const NO_ANSWER_MESSAGE =
  'We did not get an answer, so we cannot tell yet whether the payment went through. Enter your PIN to check again: it can never be paid twice.';

function bodyOf(draft: BillDraft, pin: string): PayBillBody {
  const { service, biller, customerId, meterType, productId, amount } = draft;
  return {
    service,
    biller,
    customerId,
    pin,
    ...(meterType ? { meterType } : {}),
    ...(productId ? { productId } : { amount }),
  };
}

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
  const { isAuthenticated, isLoading } = useSessionState();
  const offered = readServices(servicesAttr);
  const [chosen, setChosen] = useState<BillService | null>(null);
  const service = chosen && offered.includes(chosen) ? chosen : (offered[0] as BillService);
  const catalogue = useQuery({ ...billServicesQueryOptions(runtime), enabled: isAuthenticated });
  const [state, dispatch] = useReducer(payReducer, initialPayState);
  const [values, setValues] = useState(emptyDetails);
  const [mode, setMode] = useState<GiftCardModeValue>('buy');
  const selling = service === 'giftcards' && mode === 'sell';

  const choose = (next: BillService) => {
    setChosen(next);
    setMode('buy');
    setValues(emptyDetails);
    dispatch({ type: 'restart' });
  };

  const pay = async (pin: string) => {
    if (!state.draft || !state.key || state.paying) return;
    dispatch({ type: 'paying' });
    try {
      const purchase = await billsApi(runtime).pay(bodyOf(state.draft, pin), { idempotencyKey: state.key });
      dispatch({ type: 'paid', purchase });
      void queryClient.invalidateQueries({ queryKey: walletKeys.wallet });
      void queryClient.invalidateQueries({ queryKey: transactionKeys.all });
      // A settled purchase has its notification already.
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    } catch (error) {
      dispatch(paymentOutcome(error, NO_ANSWER_MESSAGE));
    }
  };

  const info = catalogue.data?.find((s) => s.id === service);
  let body: React.ReactNode;
  if (isLoading) body = <p className="owo-flow__lead">Loading your account…</p>;
  else if (!isAuthenticated) body = <SignInPrompt loginPath={loginPath} />;
  else if (catalogue.isError)
    body = (
      <div className="owo-flow__alert" role="alert">
        <p>We could not load the services.</p>
        <Button variant="secondary" size="small" onClick={() => void catalogue.refetch()}>
          Try again
        </Button>
      </div>
    );
  else if (!info) body = <p className="owo-flow__lead">Loading the services…</p>;
  else if (selling) body = <SellGiftCardLoader info={info} />;
  else if (state.step === 'result' && state.purchase)
    body = (
      <ResultStep
        paid={state.purchase}
        onAnother={() => {
          setValues(emptyDetails);
          dispatch({ type: 'restart' });
        }}
      />
    );
  else if (state.step === 'review' && state.draft && state.customer)
    body = (
      <ReviewStep
        draft={state.draft}
        customer={state.customer}
        refusal={state.refusal}
        onEdit={() => dispatch({ type: 'edit' })}
        onConfirm={() => dispatch({ type: 'confirm', key: createIdempotencyKey() })}
      />
    );
  else if (state.step === 'pin' && state.draft)
    body = (
      <PinStep
        draft={state.draft}
        paying={state.paying}
        error={state.pinError}
        locked={state.locked}
        onBack={() => dispatch({ type: 'edit' })}
        onPin={(pin) => void pay(pin)}
      />
    );
  else
    body = (
      <DetailsStep
        key={service}
        info={info}
        values={values}
        onReview={(draft, customer, typed) => {
          setValues(typed);
          dispatch({ type: 'review', draft, customer });
        }}
      />
    );

  return (
    <section
      className="owo-pay owo-flow"
      onClickCapture={guardPresses}
      part="base"
      data-service={service}
      data-step={selling ? 'sell' : state.step}
      aria-label="Pay bills"
    >
      {isAuthenticated && catalogue.data && state.step === 'details' && (
        <ServicePicker services={offered} infos={catalogue.data} current={service} onChange={choose} />
      )}
      {isAuthenticated && info && service === 'giftcards' && state.step === 'details' && (
        <GiftCardMode
          value={mode}
          onChange={(next) => {
            setMode(next);
            dispatch({ type: 'restart' });
          }}
        />
      )}
      {body}
    </section>
  );
}
