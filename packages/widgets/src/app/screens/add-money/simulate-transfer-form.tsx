import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import {
  createIdempotencyKey,
  formatMoney,
  showToast,
  transactionKeys,
  useRuntime,
  walletApi,
  walletKeys,
} from '../../../internal/runtime';
import { readAmount } from '../../../money/read-amount';
import { Button } from '../../../ui/button/button';
import { TextInput } from '../../../ui/text-input/text-input';

/**
 * The sandbox's stand-in for another bank: money "arrives" in this account number as a provider's
 * webhook would announce it. Each press is one arrival with its own key.
 */
export function SimulateTransferForm({ accountNumber }: { accountNumber: string }) {
  const runtime = useRuntime();
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState('');
  const [senderName, setSenderName] = useState('Chioma Eze');
  const [senderBank, setSenderBank] = useState('GTBank');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const read = readAmount(amount);
    if (!read.ok) return setError(read.message);
    setError(undefined);
    setBusy(true);
    try {
      const credit = await walletApi(runtime).simulateIncomingTransfer(
        { accountNumber, amount: read.kobo, senderName, senderBank },
        { idempotencyKey: createIdempotencyKey() },
      );
      showToast(
        runtime.bus,
        'success',
        `${formatMoney(credit.amount)} arrived from ${credit.counterparty.name}`,
      );
      setAmount('');
      await queryClient.invalidateQueries({ queryKey: walletKeys.wallet });
      await queryClient.invalidateQueries({ queryKey: transactionKeys.all });
    } catch {
      // Core has shown the API's message (a limit, a bad amount) as a toast.
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="owo-app__card owo-add__sandbox"
      aria-labelledby="owo-add-sandbox"
      noValidate
      onSubmit={submit}
    >
      <h2 id="owo-add-sandbox">Simulate a transfer in</h2>
      <p className="owo-add__lead">Sandbox only: pretend another bank sent money to your account number.</p>
      <TextInput
        label="Amount (₦)"
        inputMode="decimal"
        value={amount}
        onValueChange={setAmount}
        error={error}
      />
      <TextInput label="Sender name" value={senderName} onValueChange={setSenderName} maxLength={100} />
      <TextInput label="Sender bank" value={senderBank} onValueChange={setSenderBank} maxLength={100} />
      <Button type="submit" loading={busy}>
        Simulate transfer in
      </Button>
    </form>
  );
}
