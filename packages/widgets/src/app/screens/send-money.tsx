import { useId } from 'react';
import { Link, useAppRouter } from '../router';
import { Screen } from './empty-state';

const NOTICE =
  'Transfers come in a later release: this form shows what you will fill in, and sends nothing yet.';

function Field({ label, type = 'text', inputMode }: { label: string; type?: string; inputMode?: 'numeric' }) {
  const id = useId();
  return (
    <div className="owo-app__field">
      <label htmlFor={id}>{label}</label>
      <input id={id} type={type} inputMode={inputMode} disabled />
    </div>
  );
}

function TransferForm({ title, fields }: { title: string; fields: Array<[string, 'numeric' | undefined]> }) {
  const { base } = useAppRouter();
  return (
    <Screen title={title}>
      <p className="owo-app__notice" role="note">
        {NOTICE}
      </p>
      <form className="owo-app__form" aria-label={title} onSubmit={(event) => event.preventDefault()}>
        {fields.map(([label, inputMode]) => (
          <Field key={label} label={label} inputMode={inputMode} />
        ))}
        <button type="submit" className="owo-app__submit" disabled>
          Send (coming soon)
        </button>
      </form>
      <Link to={`${base}/home`} className="owo-app__back">
        Back to Home
      </Link>
    </Screen>
  );
}

/** /app/home/send-money-user */
export function SendMoneyUserScreen() {
  return (
    <TransferForm
      title="Send to an Owo user"
      fields={[
        ['Username or email', undefined],
        ['Amount (NGN)', 'numeric'],
        ['Note', undefined],
      ]}
    />
  );
}

/** /app/home/send-money-bank */
export function SendMoneyBankScreen() {
  return (
    <TransferForm
      title="Send to a bank account"
      fields={[
        ['Bank', undefined],
        ['Account number', 'numeric'],
        ['Amount (NGN)', 'numeric'],
        ['Narration', undefined],
      ]}
    />
  );
}
