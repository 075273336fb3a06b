import { type FormEvent, useId, useRef, useState } from 'react';
import { apiRequest, errorMessage } from '../lib/api';
import { validateEmail } from '../lib/validate';

type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'done'; message: string }
  | { kind: 'failed'; message: string };

/** Footer sign-up: POST /api/v1/newsletter { email }; the API answers duplicates with a message we show. */
export function NewsletterForm() {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = validateEmail(email);
    setError(problem);
    if (problem) {
      input.current?.focus();
      return;
    }
    setStatus({ kind: 'sending' });
    try {
      const result = await apiRequest('/api/v1/newsletter', {
        method: 'POST',
        body: { email: email.trim() },
      });
      setStatus({
        kind: 'done',
        message: result.message ?? 'You’re subscribed. Look out for our next email.',
      });
      setEmail('');
    } catch (failure) {
      setStatus({ kind: 'failed', message: errorMessage(failure) });
    }
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
            if (error) setError(validateEmail(event.target.value));
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
