import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import {
  banksQueryOptions,
  formatMoney,
  transferFee,
  useRuntime,
  walletQueryOptions,
} from '../internal/runtime';
import { FlowAlert } from '../money/flow-alert';
import { readAmount } from '../money/read-amount';
import { StepHeading } from '../money/step-heading';
import { Button } from '../ui/button/button';
import { Field } from '../ui/field/field';
import { TextInput } from '../ui/text-input/text-input';
import {
  type Draft,
  type DraftErrors,
  type DraftValues,
  type Payee,
  readDraft,
  type TransferKind,
} from './draft';
import { quoteTransfer } from './quote-transfer';
import { useAccountName } from './use-account-name';

interface Props {
  kind: TransferKind;
  values: DraftValues;
  onValues: (values: DraftValues) => void;
  onReview: (draft: Draft, payee: Payee) => void;
}

/**
 * Step 1: who and how much. Continuing checks the fields, then asks the API whether the transfer can go
 * through (quoteTransfer): a problem shows here, before anything is confirmed or any PIN asked.
 */
export function DetailsStep({ kind, values, onValues, onReview }: Props) {
  const runtime = useRuntime();
  const wallet = useQuery(walletQueryOptions(runtime));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const set = (name: keyof DraftValues) => (value: string) => {
    onValues({ ...values, [name]: value });
    if (errors[name]) setErrors({ ...errors, [name]: undefined });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const read = readDraft(kind, values);
    setFormError(null);
    if (!read.ok) {
      setErrors(read.errors);
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setChecking(true);
    const found = await quoteTransfer(runtime, read.draft);
    setChecking(false);
    if (found.ok) onReview(read.draft, found.payee);
    else {
      setErrors(found.errors);
      setFormError(found.message ?? null);
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    }
  };

  const amount = readAmount(values.amount);
  const fee = amount.ok && kind === 'bank' ? transferFee('bank', amount.kobo) : null;
  const available = wallet.data ? `Available: ${formatMoney(wallet.data.availableBalance)}` : undefined;

  return (
    <form className="owo-flow__stack" noValidate onSubmit={submit} aria-busy={checking}>
      <StepHeading step={1}>{kind === 'user' ? 'Who are you paying?' : 'Which account?'}</StepHeading>
      {kind === 'user' ? (
        <TextInput
          label="Username, email or phone"
          name="recipient"
          autoComplete="off"
          spellCheck={false}
          value={values.recipient}
          onValueChange={set('recipient')}
          error={errors.recipient}
          hint="Owo to Owo is free and arrives at once."
        />
      ) : (
        <>
          <BankSelect value={values.bankCode} onChange={set('bankCode')} error={errors.bankCode} />
          <TextInput
            label="Account number"
            name="accountNumber"
            digitsOnly
            maxLength={10}
            autoComplete="off"
            value={values.accountNumber}
            onValueChange={set('accountNumber')}
            error={errors.accountNumber}
          />
          <AccountNameStatus bankCode={values.bankCode} accountNumber={values.accountNumber} />
        </>
      )}
      <TextInput
        label="Amount (₦)"
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.00"
        value={values.amount}
        onValueChange={set('amount')}
        error={errors.amount}
        hint={
          [available, fee === null ? undefined : `Fee: ${formatMoney(fee)}`].filter(Boolean).join(' · ') ||
          undefined
        }
      />
      <TextInput
        label="Narration (optional)"
        name="narration"
        maxLength={100}
        value={values.narration}
        onValueChange={set('narration')}
        error={errors.narration}
      />
      <FlowAlert message={formError} />
      <Button type="submit" loading={checking} part="submit-button">
        {checking ? 'Checking the details…' : 'Continue'}
      </Button>
    </form>
  );
}

/** Whose account the typed number is, announced as the bank answers. */
function AccountNameStatus({ bankCode, accountNumber }: { bankCode: string; accountNumber: string }) {
  const found = useAccountName(bankCode, accountNumber);
  const said =
    found.state === 'found'
      ? found.name
      : found.state === 'refused'
        ? found.message
        : found.state === 'checking'
          ? 'Checking the account…'
          : '';
  return (
    <p className="owo-send__account-name" role="status" data-state={found.state} part="account-name">
      {said}
    </p>
  );
}

function BankSelect({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (v: string) => void;
  error?: string;
}) {
  const runtime = useRuntime();
  const banks = useQuery(banksQueryOptions(runtime));
  const hint = banks.isPending ? 'Loading banks…' : banks.isError ? 'Could not load the banks.' : undefined;
  return (
    <Field label="Bank" error={error} hint={hint}>
      {(control) => (
        <div className="owo-flow__select-row">
          <select
            {...control}
            name="bankCode"
            className="owo-field__control"
            value={value}
            disabled={!banks.data}
            onChange={(event) => onChange(event.currentTarget.value)}
          >
            <option value="">Choose a bank</option>
            {banks.data?.map((bank) => (
              <option key={bank.code} value={bank.code}>
                {bank.name}
              </option>
            ))}
          </select>
          {banks.isError && (
            <Button type="button" variant="secondary" size="small" onClick={() => void banks.refetch()}>
              Try again
            </Button>
          )}
        </div>
      )}
    </Field>
  );
}
