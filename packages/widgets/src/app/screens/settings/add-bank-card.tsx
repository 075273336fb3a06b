import { BANK_CARD_OTP_ATTEMPTS, bankCardBody, bankCardForm } from '@owo/core/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import {
  type BankCard,
  bankCardKeys,
  bankCardsApi,
  isApiError,
  showToast,
  useRuntime,
} from '../../../internal/runtime';
import { useZodForm } from '../../../internal/use-zod-form';
import { Button } from '../../../ui/button/button';
import { OtpInput } from '../../../ui/otp-input/otp-input';
import { TextInput } from '../../../ui/text-input/text-input';
import { cardName, groupCardNumber, typedExpiry } from './card-input';
import { SettingsCard } from './settings-kit';

const NO_ANSWER = 'We could not reach Owo. Check your connection and try again.';

/** The message of a refused call, and what it says about each field of the form (the expiry is one field here). */
function refusalOf(error: unknown): {
  message: string;
  fields: { number?: string; expiry?: string; cvv?: string };
} {
  if (!isApiError(error) || error.status === 0) return { message: NO_ANSWER, fields: {} };
  const errors = (error.body as { errors?: Record<string, string[]> } | undefined)?.errors ?? {};
  const expiry = errors.expiryMonth?.[0] ?? errors.expiryYear?.[0];
  return {
    message: error.message,
    fields: {
      ...(errors.number?.[0] && { number: errors.number[0] }),
      ...(expiry && { expiry }),
      ...(errors.cvv?.[0] && { cvv: errors.cvv[0] }),
    },
  };
}

/**
 * Add a card: the number (grouped as typed), the expiry as MM/YY and the CVV, checked with the
 * contract's messages; then, when the card's bank asks, its one-time code. The details live in this
 * form only until they are sent, and are cleared once the card is saved.
 */
export function AddBankCard() {
  const runtime = useRuntime();
  const queryClient = useQueryClient();
  // A fresh form after a card is saved, so no number or CVV lingers in the fields.
  const [round, setRound] = useState(0);
  const [waiting, setWaiting] = useState<string | null>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const saved = (card: BankCard) => {
    showToast(runtime.bus, 'success', `${cardName(card)} has been saved`);
    void queryClient.invalidateQueries({ queryKey: bankCardKeys.all });
    finish();
  };
  const finish = () => {
    setWaiting(null);
    setRound((n) => n + 1);
    requestAnimationFrame(() => title.current?.focus());
  };
  return (
    <SettingsCard
      id="owo-settings-add-card"
      title={waiting ? 'Enter the code from your bank' : 'Add a debit card'}
      titleRef={title}
      lead={
        waiting
          ? 'Your card’s bank sent you a 6-digit code by SMS or email. The card is saved once you enter it.'
          : 'Visa, Mastercard or Verve. Adding money from a card costs 1% of the amount, at most ₦1,000.'
      }
    >
      {waiting ? (
        <CodeForm id={waiting} onSaved={saved} onCancel={finish} />
      ) : (
        <CardForm key={round} onSaved={saved} onCode={setWaiting} />
      )}
    </SettingsCard>
  );
}

function CardForm({ onSaved, onCode }: { onSaved: (card: BankCard) => void; onCode: (id: string) => void }) {
  const runtime = useRuntime();
  const form = useZodForm(bankCardForm, { number: '', expiry: '', cvv: '' });
  const [refusal, setRefusal] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    setRefusal(null);
    try {
      const added = await bankCardsApi(runtime).add(bankCardBody(values));
      if (added.status === 'saved') onSaved(added.card);
      else onCode(added.id);
    } catch (error) {
      const { message, fields } = refusalOf(error);
      if (Object.keys(fields).length > 0) form.showErrors(fields);
      else setRefusal(message);
    }
  });
  const number = form.text('number');
  const expiry = form.text('expiry');
  return (
    <form className="owo-settings__form" aria-label="Add a debit card" noValidate onSubmit={onSubmit}>
      <TextInput
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="0000 0000 0000 0000"
        maxLength={23}
        {...number}
        onValueChange={(value) => number.onValueChange(groupCardNumber(value))}
      />
      <div className="owo-settings__pair">
        <TextInput
          label="Expiry date"
          hint="MM/YY, as on the card"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          maxLength={5}
          {...expiry}
          onValueChange={(value) => expiry.onValueChange(typedExpiry(value, expiry.value))}
        />
        <TextInput
          label="CVV"
          hint="The 3 digits on the back"
          digitsOnly
          autoComplete="cc-csc"
          maxLength={4}
          {...form.text('cvv')}
        />
      </div>
      {refusal && (
        <p className="owo-settings__alert" role="alert">
          {refusal}
        </p>
      )}
      <div className="owo-settings__actions">
        <Button type="submit" loading={form.submitting}>
          {form.submitting ? 'Checking the card…' : 'Save card'}
        </Button>
      </div>
    </form>
  );
}

function CodeForm({
  id,
  onSaved,
  onCancel,
}: {
  id: string;
  onSaved: (card: BankCard) => void;
  onCancel: () => void;
}) {
  const runtime = useRuntime();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const boxes = useRef<HTMLDivElement>(null);
  const submit = async (otp: string) => {
    if (busy) return;
    if (otp.length < 6) return setRefusal('Please enter complete verification code');
    setBusy(true);
    setRefusal(null);
    try {
      onSaved(await bankCardsApi(runtime).confirmOtp(id, otp));
    } catch (error) {
      // An empty code, focused, is what the person needs next.
      setCode('');
      setRefusal(refusalOf(error).message);
      setBusy(false);
      requestAnimationFrame(() => boxes.current?.querySelector('input')?.focus());
    }
  };
  return (
    <form
      className="owo-settings__form"
      aria-label="Confirm the card with its code"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit(code);
      }}
    >
      <div ref={boxes}>
        <OtpInput
          value={code}
          onChange={setCode}
          onComplete={(otp) => void submit(otp)}
          label="Code from your bank"
          error={refusal ?? undefined}
          disabled={busy}
          autoFocus
        />
      </div>
      <p className="owo-settings__muted">
        {BANK_CARD_OTP_ATTEMPTS} tries, within 10 minutes. For a new code, add the card again.
      </p>
      <div className="owo-settings__actions">
        <Button type="submit" loading={busy}>
          Confirm card
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
