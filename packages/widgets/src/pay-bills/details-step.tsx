import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  type BillCustomer,
  type BillService,
  type BillServiceInfo,
  billProductsQueryOptions,
  formatMoney,
  guessNetwork,
  type MeterType,
  normaliseCustomerId,
  useRuntime,
  useSession,
  walletQueryOptions,
} from '../internal/runtime';
import { useZodForm } from '../internal/use-zod-form';
import { FlowAlert } from '../money/flow-alert';
import { StepHeading } from '../money/step-heading';
import { Button } from '../ui/button/button';
import { TextInput } from '../ui/text-input/text-input';
import { ChoiceSelect } from './choice-select';
import { MeterTypeChoice } from './meter-type-choice';
import { quoteBill } from './quote-bill';
import { type BillDraft, type DetailValues, detailsForm, readDetails } from './read-details';

/** What the biller is called for each service. */
const BILLER_LABELS: Record<BillService, string> = {
  airtime: 'Network',
  'mobile-data': 'Network',
  'cable-tv': 'Provider',
  electricity: 'Distribution company',
  betting: 'Platform',
  giftcards: 'Brand',
  education: 'Exam body',
};

const isPhone = (service: BillService) => service === 'airtime' || service === 'mobile-data';

interface Props {
  info: BillServiceInfo;
  values: DetailValues;
  onReview: (draft: BillDraft, customer: BillCustomer, values: DetailValues) => void;
}

/**
 * Step 1: the biller, the customer, and the plan or amount. Continuing asks the API whether the purchase
 * can go through (quoteBill: the customer, the limits, the balance) before anything is confirmed.
 */
export function DetailsStep({ info, values: initial, onReview }: Props) {
  const runtime = useRuntime();
  const { user } = useSession();
  const service = info.id;
  const [billerChosen, setBillerChosen] = useState(initial.biller !== '');
  const [formError, setFormError] = useState<string | null>(null);
  const wallet = useQuery(walletQueryOptions(runtime));
  const [biller, setBiller] = useState(initial.biller);
  const products = useQuery({
    ...billProductsQueryOptions(runtime, service, biller),
    enabled: info.pricing === 'product' && biller !== '',
  });
  const schema = useMemo(
    () => detailsForm(service, info, products.data?.products ?? []),
    [service, info, products.data],
  );
  const form = useZodForm(schema, initial);

  const chooseBiller = (next: string) => {
    setBiller(next);
    form.setValue('biller', next);
    form.setValue('productId', '');
  };
  // Until the person picks a network, the number's prefix picks it (numbers are portable: a guess only).
  const changeCustomer = (customerId: string) => {
    form.setValue('customerId', customerId);
    const guessed = isPhone(service) && !billerChosen ? guessNetwork(customerId) : null;
    if (guessed && guessed !== form.values.biller) chooseBiller(guessed);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    const read = readDetails(service, info, products.data?.products ?? [], values);
    if (!read.ok) return form.showErrors(read.errors);
    const draft = read.draft;
    setFormError(null);
    const found = await quoteBill(runtime, draft);
    if (found.ok) return onReview(draft, found.customer, form.values);
    form.showErrors(found.errors);
    setFormError(found.message ?? null);
  });

  const available = wallet.data ? `Available: ${formatMoney(wallet.data.availableBalance)}` : undefined;
  // The profile keeps +234…; the field shows the number as people write it here (0803…).
  const ownNumber =
    isPhone(service) && user?.phoneNumber ? normaliseCustomerId(service, user.phoneNumber) : null;
  const billerLabel = BILLER_LABELS[service];

  return (
    <form className="owo-flow__stack" noValidate onSubmit={onSubmit} aria-busy={form.submitting}>
      <StepHeading step={1}>{info.name}</StepHeading>
      <TextInput
        {...form.text('customerId')}
        onValueChange={changeCustomer}
        label={info.customerIdLabel}
        autoComplete="off"
        spellCheck={false}
        inputMode={info.pricing === 'amount' && service !== 'betting' ? 'numeric' : 'text'}
        hint={
          isPhone(service)
            ? 'We pick the network from the number; change it if the number moved networks.'
            : undefined
        }
      />
      {ownNumber && (
        <Button type="button" variant="ghost" size="small" onClick={() => changeCustomer(ownNumber)}>
          Use my number
        </Button>
      )}
      <ChoiceSelect
        label={billerLabel}
        name="biller"
        placeholder={`Choose the ${billerLabel.toLowerCase()}`}
        choices={info.billers.map((b) => ({ value: b.id, label: b.name }))}
        value={form.values.biller}
        onChange={(next) => {
          setBillerChosen(true);
          chooseBiller(next);
        }}
        error={form.errors.biller}
        fieldRef={form.register('biller')}
      />
      {service === 'electricity' && (
        <MeterTypeChoice
          value={form.values.meterType}
          onChange={(type: MeterType) => form.setValue('meterType', type)}
        />
      )}
      {info.pricing === 'product' ? (
        <ChoiceSelect
          label={service === 'giftcards' ? 'Card value' : service === 'education' ? 'PIN' : 'Plan'}
          name="productId"
          placeholder={form.values.biller ? 'Choose one' : `Choose the ${billerLabel.toLowerCase()} first`}
          choices={products.data?.products.map((p) => ({
            value: p.id,
            label: [p.name, formatMoney(p.amount), p.validity].filter(Boolean).join(' · '),
          }))}
          value={form.values.productId}
          onChange={(productId) => form.setValue('productId', productId)}
          error={form.errors.productId}
          fieldRef={form.register('productId')}
          loading={products.isFetching && !products.data}
          failed={products.isError}
          onRetry={() => void products.refetch()}
        />
      ) : (
        <TextInput
          {...form.text('amount')}
          label="Amount (₦)"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          hint={available}
        />
      )}
      {info.pricing === 'product' && available && <p className="owo-pay__hint">{available}</p>}
      <FlowAlert message={formError} />
      <Button type="submit" loading={form.submitting} part="submit-button">
        {form.submitting ? 'Checking the details…' : 'Continue'}
      </Button>
    </form>
  );
}
