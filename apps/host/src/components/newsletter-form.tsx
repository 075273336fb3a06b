import { type FormEvent, useId, useRef, useState } from 'react';
import { useHydrated } from '../hooks/use-hydrated';

type NewsletterApi = typeof import('./newsletter-api');

// The footer is on every page, so the contract and the http client (@owo/core) load on the first
// submit, not with the page.
let api: Promise<NewsletterApi> | undefined;
const loadApi = () => {
  api ??= import('./newsletter-api');
  return api;
};

type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'done'; message: string }
  | { kind: 'failed'; message: string };

/**
 * Newsletter sign-up (the footer's, and a coming-soon page's launch news) with double opt-in: POST /api/v1/newsletter { email }, then the emailed code to
 * /api/v1/newsletter/confirm, each checked first with the contract. The API answers the same whether
 * or not the address is subscribed already, so the form always goes on to the code step.
 */
export function NewsletterForm({
  title = 'Money tips and product news',
  intro = 'One email a month. Unsubscribe from any email with one click.',
}: {
  title?: string;
  intro?: string;
} = {}) {
  const id = useId();
  // Read-only until hydrated (a pre-rendered page shows the form before its code arrives).
  const hydrated = useHydrated();
  const input = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  /** The address a code was sent to: the form is then on its code step. */
  const [pending, setPending] = useState<string>();
  const [error, setError] = useState<string>();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  // Set on the first submit: what re-checks the address as the person corrects it.
  const [checker, setChecker] = useState<NewsletterApi['emailProblem']>();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus({ kind: 'sending' });
    let loaded: NewsletterApi;
    try {
      loaded = await loadApi();
    } catch {
      api = undefined; // a failed chunk load is retried on the next submit
      setStatus({ kind: 'failed', message: "We couldn't reach Owo. Check your connection and try again." });
      return;
    }
    setChecker(() => loaded.emailProblem);
    const result = pending ? await loaded.confirm(pending, code) : await loaded.subscribe(email);
    if (result.kind === 'invalid') {
      setError(result.error);
      setStatus({ kind: 'idle' });
      input.current?.focus();
      return;
    }
    setError(undefined);
    setStatus(result);
    if (result.kind !== 'done') return;
    if (pending) {
      setPending(undefined);
      setCode('');
    } else {
      setPending(email.trim().toLowerCase());
      setEmail('');
    }
  }

  const errorId = `${id}-error`;
  const field = pending
    ? {
        label: 'Confirmation code',
        type: 'text',
        name: 'otp',
        autoComplete: 'one-time-code',
        inputMode: 'numeric' as const,
        placeholder: '6-digit code',
        value: code,
        onChange: (value: string) => setCode(value.replace(/\D/g, '').slice(0, 6)),
      }
    : {
        label: 'Email address',
        type: 'email',
        name: 'email',
        autoComplete: 'email',
        inputMode: undefined,
        placeholder: 'you@example.com',
        value: email,
        onChange: (value: string) => {
          setEmail(value);
          if (error && checker) setError(checker(value));
        },
      };
  const idle = pending ? 'Confirm' : 'Subscribe';
  const busy = pending ? 'Confirming…' : 'Subscribing…';
  return (
    <form className="newsletter" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h2 className="footer-title" id={`${id}-title`}>
        {title}
      </h2>
      <p className="newsletter-intro">{intro}</p>
      <label htmlFor={`${id}-field`} className="visually-hidden">
        {field.label}
      </label>
      <div className="newsletter-row">
        <input
          ref={input}
          id={`${id}-field`}
          key={field.name}
          type={field.type}
          name={field.name}
          autoComplete={field.autoComplete}
          inputMode={field.inputMode}
          placeholder={field.placeholder}
          value={field.value}
          readOnly={!hydrated}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => field.onChange(event.target.value)}
        />
        <button
          type="submit"
          className="button button-accent"
          disabled={!hydrated || status.kind === 'sending'}
        >
          {status.kind === 'sending' ? busy : idle}
        </button>
      </div>
      {error ? (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      ) : null}
      <div aria-live="polite" className="newsletter-status">
        {status.kind === 'done' ? <p className="notice notice-success">{status.message}</p> : null}
        {status.kind === 'failed' ? <p className="notice notice-error">{status.message}</p> : null}
      </div>
    </form>
  );
}
