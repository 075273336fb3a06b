import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import {
  type Card,
  cardKeys,
  cardsApi,
  DECLINE_MESSAGES,
  MERCHANT_CATEGORIES,
  showToast,
  useRuntime,
} from '../../../internal/runtime';
import { readDollars } from '../../../money/read-amount';
import { Button } from '../../../ui/button/button';
import { Field } from '../../../ui/field/field';
import { TextInput } from '../../../ui/text-input/text-input';
import { usd } from './card-words';

type Category = (typeof MERCHANT_CATEGORIES)[number];

/**
 * The sandbox's stand-in for a merchant (local dev tools only): it charges the card as a shop would, and
 * the card approves or declines it, saying why, as it would a real one.
 */
export function SimulateChargeForm({ card }: { card: Card }) {
  const runtime = useRuntime();
  const queryClient = useQueryClient();
  const [merchant, setMerchant] = useState('Netflix');
  const [amount, setAmount] = useState('');
  const [category, setCategory] = useState<Category>('subscriptions');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const read = readDollars(amount);
    if (!read.ok) return setError(read.message);
    setError(undefined);
    setBusy(true);
    try {
      const { approved, declineReason } = await cardsApi(runtime).simulateCharge({
        cardId: card.id,
        amount: read.cents,
        merchant,
        category,
      });
      if (approved) showToast(runtime.bus, 'success', `${merchant} charged ${usd(read.cents)}`);
      else
        showToast(
          runtime.bus,
          'warning',
          `Declined: ${declineReason ? DECLINE_MESSAGES[declineReason] : 'the card refused it'}`,
        );
      await queryClient.invalidateQueries({ queryKey: cardKeys.all });
    } catch {
      // Core has shown the API's message as a toast.
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="owo-app__card owo-cards__sandbox"
      aria-labelledby="owo-cards-sandbox"
      noValidate
      onSubmit={submit}
    >
      <h2 id="owo-cards-sandbox">Simulate a purchase</h2>
      <p className="owo-cards__note">Sandbox only: play a shop charging this card.</p>
      <TextInput label="Merchant" value={merchant} onValueChange={setMerchant} maxLength={60} />
      <TextInput
        label="Charge ($)"
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onValueChange={setAmount}
        error={error}
      />
      <Field label="Category">
        {(control) => (
          <select
            {...control}
            className="owo-field__control"
            value={category}
            onChange={(event) => setCategory(event.currentTarget.value as Category)}
          >
            {MERCHANT_CATEGORIES.map((name) => (
              <option key={name} value={name}>
                {name.charAt(0).toUpperCase() + name.slice(1)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Button type="submit" variant="secondary" loading={busy}>
        Simulate purchase
      </Button>
    </form>
  );
}
