import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  type BillServiceInfo,
  billProductsQueryOptions,
  billsApi,
  createIdempotencyKey,
  describeTransactionStatus,
  formatDate,
  formatMoney,
  GIFTCARD_RATE_HOLD_MS,
  type GiftCardSale,
  type IdempotencyKey,
  transactionKeys,
  transactionQueryOptions,
  useRuntime,
} from '../internal/runtime';
import { useCountdown } from '../internal/use-countdown';
import { serverFieldErrors, useZodForm } from '../internal/use-zod-form';
import { GIFTCARD_TITLES } from '../money/bill-words';
import { FlowAlert } from '../money/flow-alert';
import { paymentOutcome } from '../money/payment-outcome';
import { ReceiptCard } from '../money/receipt-card';
import { ResultFrame, useRefreshWhenSettled } from '../money/result-frame';
import type { SummaryRow } from '../money/summary-rows';
import { Button } from '../ui/button/button';
import { TextInput } from '../ui/text-input/text-input';
import { ChoiceSelect } from './choice-select';
import { emptySale, quoteFor, readDollars, readSale, saleForm } from './read-sale';

const NO_ANSWER =
  'We did not get an answer, so we cannot tell yet whether the card was sent. Send it again: it can never be sold twice.';

const open = (status: string) => status === 'pending' || status === 'processing';

/**
 * Selling a gift card to Owo (issue 8): the brand, the value and the code, the naira amount at a rate
 * held 60 s (with the time left, and a new quote once it runs out), then a review the page follows until
 * the card is approved (the wallet is credited) or rejected. Loaded only when the person picks "Sell".
 */
export default function SellGiftCard({ info }: { info: BillServiceInfo }) {
  const [sale, setSale] = useState<GiftCardSale | null>(null);
  return (
    <div data-sale-step={sale ? 'result' : 'form'}>
      {sale ? (
        <SaleResult sale={sale} onAnother={() => setSale(null)} />
      ) : (
        <SaleForm info={info} onSold={setSale} />
      )}
    </div>
  );
}

/** The rate for the chosen brand, how long it still holds, and a way to ask for a new one. */
function useQuote(brand: string) {
  const runtime = useRuntime();
  const quote = useQuery({
    ...billProductsQueryOptions(runtime, 'giftcards', brand),
    enabled: brand !== '',
  });
  // Timed from when the quote arrived here, not from the server's clock (which may differ from this one).
  const heldUntil = quote.data ? quote.dataUpdatedAt + GIFTCARD_RATE_HOLD_MS : 0;
  // The countdown only renders this again each tick until the hold ends; the time left is read from the
  // clock, so the first render with a quote does not show it as run out already.
  const { start } = useCountdown();
  useEffect(() => {
    if (heldUntil) start(Math.max(0, heldUntil - Date.now()) / 1000);
  }, [heldUntil, start]);
  const msLeft = Math.min(GIFTCARD_RATE_HOLD_MS, Math.max(0, heldUntil - Date.now()));
  const remaining = Math.ceil(msLeft / 1000);
  const rate = quote.data?.rate?.sell;
  return { quote, rate, remaining, expired: rate !== undefined && remaining === 0 };
}

function SaleForm({ info, onSold }: { info: BillServiceInfo; onSold: (sale: GiftCardSale) => void }) {
  const runtime = useRuntime();
  const queryClient = useQueryClient();
  const schema = useMemo(() => saleForm(info), [info]);
  const form = useZodForm(schema, emptySale);
  const { quote, rate, remaining, expired } = useQuote(form.values.brand);
  const [alert, setAlert] = useState<string | null>(null);
  // One key per card sent: kept while the same card is sent again after no answer.
  const key = useRef<{ body: string; key: IdempotencyKey } | null>(null);
  const cents = readDollars(form.values.value);
  const amount = rate && cents ? quoteFor(cents, rate.koboPerUsd) : null;

  const onSubmit = form.handleSubmit(async () => {
    const read = readSale(info, form.values);
    if (!read.ok) return form.showErrors(read.errors);
    if (!rate || expired) {
      setAlert('The rate is no longer held. Get a new rate to see what the card is worth now.');
      return;
    }
    const { brand, valueUsd, cardCode } = read.draft;
    const body = { brand, valueUsd, cardCode, quotedAmount: quoteFor(valueUsd, rate.koboPerUsd) };
    const json = JSON.stringify(body);
    if (key.current?.body !== json) key.current = { body: json, key: createIdempotencyKey() };
    setAlert(null);
    try {
      const sold = await billsApi(runtime).sellGiftCard(body, { idempotencyKey: key.current.key });
      void queryClient.invalidateQueries({ queryKey: transactionKeys.all });
      onSold(sold);
    } catch (error) {
      const fields = serverFieldErrors(error, { ...form.values, valueUsd: '', quotedAmount: '' });
      // The rate moved between the quote and the sale: show the new amount to accept.
      if (fields.quotedAmount) void quote.refetch();
      const { valueUsd: value, cardCode: code } = fields;
      if (value || code)
        form.showErrors({ ...(value ? { value } : {}), ...(code ? { cardCode: code } : {}) });
      setAlert(paymentOutcome(error, NO_ANSWER).message);
    }
  });

  return (
    <form className="owo-flow__stack" noValidate onSubmit={onSubmit} aria-busy={form.submitting}>
      <header className="owo-flow__header">
        <h2 className="owo-flow__title">Sell a gift card</h2>
        <p className="owo-flow__lead">
          Get naira in your wallet for a card you do not need. We check the card, then pay.
        </p>
      </header>
      <ChoiceSelect
        label="Brand"
        name="brand"
        placeholder="Choose a brand"
        choices={info.billers.map((b) => ({ value: b.id, label: b.name }))}
        value={form.values.brand}
        onChange={(brand) => form.setValue('brand', brand)}
        error={form.errors.brand}
        fieldRef={form.register('brand')}
      />
      <TextInput
        {...form.text('value')}
        label="Card value ($)"
        inputMode="decimal"
        autoComplete="off"
        placeholder="50"
        hint="The value printed on the card, $5 to $500."
      />
      <TextInput
        {...form.text('cardCode')}
        label="Card code"
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="characters"
      />
      <Quote
        brandChosen={form.values.brand !== ''}
        loading={quote.isFetching}
        failed={quote.isError && !rate}
        koboPerUsd={rate?.koboPerUsd}
        amount={amount}
        remaining={remaining}
        expired={expired}
        onRequote={() => {
          setAlert(null);
          void quote.refetch();
        }}
      />
      <FlowAlert message={alert} />
      <Button type="submit" loading={form.submitting} part="submit-button" disabled={expired}>
        {form.submitting ? 'Sending the card…' : amount ? `Sell for ${formatMoney(amount)}` : 'Sell card'}
      </Button>
    </form>
  );
}

interface QuoteProps {
  brandChosen: boolean;
  loading: boolean;
  failed: boolean;
  koboPerUsd: number | undefined;
  amount: number | null;
  remaining: number;
  expired: boolean;
  onRequote: () => void;
}

/** What the card is worth now, and for how long that holds. */
function Quote({
  brandChosen,
  loading,
  failed,
  koboPerUsd,
  amount,
  remaining,
  expired,
  onRequote,
}: QuoteProps) {
  let content: React.ReactNode;
  if (!brandChosen) content = <p className="owo-flow__lead">Choose a brand to see today’s rate.</p>;
  else if (failed)
    content = (
      <>
        <p className="owo-flow__lead">We could not get today’s rate.</p>
        <Button type="button" variant="secondary" size="small" onClick={onRequote}>
          Try again
        </Button>
      </>
    );
  else if (koboPerUsd === undefined || (loading && expired))
    content = <p className="owo-flow__lead">Getting today’s rate…</p>;
  else
    content = (
      <>
        <span className="owo-pay__quote-label">You get</span>
        <strong className="owo-pay__quote-amount">{amount === null ? '—' : formatMoney(amount)}</strong>
        <span className="owo-pay__quote-rate">{formatMoney(koboPerUsd)} per $1</span>
        {expired ? (
          <>
            <span className="owo-pay__quote-expiry" data-expired="">
              This rate is no longer held.
            </span>
            <Button type="button" variant="secondary" size="small" onClick={onRequote}>
              Get a new rate
            </Button>
          </>
        ) : (
          <span className="owo-pay__quote-expiry">Rate held for {remaining} s</span>
        )}
      </>
    );
  // Said when the amount changes or the hold runs out; the seconds ticking by are shown, never read out.
  const said = expired
    ? 'This rate is no longer held. Get a new rate.'
    : amount !== null && koboPerUsd !== undefined
      ? `You get ${formatMoney(amount)}`
      : '';
  return (
    <div className="owo-pay__quote" part="quote">
      {content}
      <p className="owo-visually-hidden" aria-live="polite">
        {said}
      </p>
    </div>
  );
}

function noteFor(status: string, sale: GiftCardSale): string {
  if (open(status))
    return `We are checking the card. ${formatMoney(sale.amount)} goes into your wallet once it is approved, and we will let you know either way.`;
  if (status === 'completed') return `${formatMoney(sale.amount)} is in your wallet.`;
  return 'Nothing was paid for this card.';
}

/** The sale after it was sent: pending review, followed until it is approved or rejected. */
function SaleResult({ sale, onAnother }: { sale: GiftCardSale; onAnother: () => void }) {
  const runtime = useRuntime();
  const followed = useQuery({
    ...transactionQueryOptions(runtime, sale.reference),
    enabled: open(sale.status),
  });
  const status = followed.data?.status ?? sale.status;
  const failureReason = followed.data?.failureReason ?? sale.failureReason;

  // Reviewed while on screen: the wallet was credited (or not).
  useRefreshWhenSettled(!open(status));

  const rows: SummaryRow[] = [
    ['Brand', sale.brandName],
    ['Card value', `$${(sale.valueUsd / 100).toFixed(sale.valueUsd % 100 === 0 ? 0 : 2)}`],
    ['Card code', `•••• ${sale.cardCodeLast4}`],
    ['Reference', sale.reference],
    ['Date', formatDate(sale.createdAt) ?? '—'],
  ];
  return (
    <ResultFrame announce={`Gift card sale ${describeTransactionStatus(status).label.toLowerCase()}`}>
      <ReceiptCard
        id={`sale-${sale.reference}`}
        title={GIFTCARD_TITLES[status] ?? 'Gift card sale'}
        amount={sale.amount}
        direction="credit"
        status={status}
        note={noteFor(status, sale)}
        failure={failureReason}
        rows={rows}
        actions={
          <Button onClick={onAnother} part="another-button">
            Sell another card
          </Button>
        }
      />
    </ResultFrame>
  );
}
