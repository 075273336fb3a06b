import { type FormEvent, useId, useRef, useState } from 'react';

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
 * Footer sign-up: POST /api/v1/newsletter { email } through the runtime's http client, checked first with
 * the contract's newsletterBody. The API answers a duplicate with a 409 and a message shown under the form.
 */
export function NewsletterForm() {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
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
    const result = await loaded.subscribe(email);
    if (result.kind === 'invalid') {
      setError(result.error);
      setStatus({ kind: 'idle' });
      input.current?.focus();
      return;
    }
    setError(undefined);
    setStatus(result);
    if (result.kind === 'done') setEmail('');
  }

  const errorId = `${id}-error`;
  return (
    <form className="newsletter" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h2 className="footer-title" id={`${id}-title`}>
        Money tips and product news
      </h2>
      <p className="newsletter-intro">One email a month. Unsubscribe from any email with one click.</p>
      <label htmlFor={`${id}-email`} className="visually-hidden">
        Email address
      </label>
      <div className="newsletter-row">
        <input
          ref={input}
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            if (error && checker) setError(checker(event.target.value));
          }}
        />
        <button type="submit" className="button button-accent" disabled={status.kind === 'sending'}>
          {status.kind === 'sending' ? 'Subscribing…' : 'Subscribe'}
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
