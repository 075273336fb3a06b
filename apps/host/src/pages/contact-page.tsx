import {
  type ContactBody,
  contactBody,
  errorBody,
  fieldErrors,
  getRuntime,
  messageResponse,
  toApiError,
} from '@owo/core';
import { type FormEvent, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Icon } from '../components/icon';
import { PageHero } from '../components/page-hero';
import { TextField } from '../components/text-field';
import { company } from '../content/site';
import { useHydrated } from '../hooks/use-hydrated';
import { usePageMeta } from '../hooks/use-page-meta';

type FieldName = keyof ContactBody;
type Values = Record<FieldName, string>;
type Errors = Partial<Record<FieldName, string>>;

const FIELDS: FieldName[] = ['name', 'email', 'subject', 'message'];
const EMPTY: Values = { name: '', email: '', subject: '', message: '' };

/** The contract's first message per field (the API checks the same schema), or {} when the form is valid. */
function validate(values: Values): Errors {
  const result = contactBody.safeParse(values);
  return result.success ? {} : (fieldErrors(result.error) as Errors);
}

/** The API's own field messages from a 400, when it sends any. */
function serverFieldErrors(body: unknown): Errors {
  const parsed = errorBody.safeParse(body);
  const errors: Errors = {};
  for (const field of FIELDS) {
    const message = parsed.success ? parsed.data.errors?.[field]?.[0] : undefined;
    if (message) errors[field] = message;
  }
  return errors;
}

function ContactForm() {
  const form = useRef<HTMLFormElement>(null);
  const confirmation = useRef<HTMLHeadingElement>(null);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  // The pre-rendered form waits for its code before it can be sent.
  const hydrated = useHydrated();
  const [failure, setFailure] = useState<string>();
  const [sent, setSent] = useState<string>();

  function update(field: FieldName, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    // Once a field has shown an error, re-check it as the user types so the message clears when fixed.
    if (errors[field]) {
      const next = validate({ ...values, [field]: value });
      setErrors((current) => ({ ...current, [field]: next[field] }));
    }
  }

  /** Shows `next` under the fields and focuses the first invalid one; true when there was any. */
  function showErrors(next: Errors): boolean {
    flushSync(() => setErrors(next));
    const firstInvalid = FIELDS.find((field) => next[field]);
    if (!firstInvalid) return false;
    form.current?.querySelector<HTMLElement>(`#contact-${firstInvalid}`)?.focus();
    return true;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = contactBody.safeParse(values);
    const next = parsed.success ? {} : (fieldErrors(parsed.error) as Errors);
    if (showErrors(next) || !parsed.success) return;

    setSending(true);
    setFailure(undefined);
    try {
      // Silent: the failure is shown in the form, where the person is looking, not in a toast as well.
      const result = await getRuntime().http.post('api/v1/contact', {
        json: parsed.data,
        schema: messageResponse,
        silent: true,
      });
      flushSync(() => {
        setSent(result.message);
        setValues(EMPTY);
      });
      confirmation.current?.focus();
    } catch (error) {
      const apiError = toApiError(error);
      if (!showErrors(serverFieldErrors(apiError.body))) setFailure(apiError.message);
    } finally {
      setSending(false);
    }
  }

  if (sent) {
    return (
      <div className="form-card form-done" role="status">
        <span className="icon-tile icon-tile-large" aria-hidden="true">
          <Icon name="check" size={28} />
        </span>
        <h2 ref={confirmation} tabIndex={-1}>
          Message sent
        </h2>
        <p>{sent}</p>
        <button type="button" className="button button-secondary" onClick={() => setSent(undefined)}>
          Send another message
        </button>
      </div>
    );
  }

  return (
    <form
      ref={form}
      className="form-card"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="contact-form-title"
    >
      <h2 id="contact-form-title">Send us a message</h2>
      <p className="form-intro">All fields are required.</p>
      <TextField
        id="contact-name"
        label="Full name"
        autoComplete="name"
        maxLength={100}
        value={values.name}
        error={errors.name}
        onChange={(value) => update('name', value)}
      />
      <TextField
        id="contact-email"
        label="Email address"
        type="email"
        autoComplete="email"
        hint="We reply to this address."
        value={values.email}
        error={errors.email}
        onChange={(value) => update('email', value)}
      />
      <TextField
        id="contact-subject"
        label="Subject"
        maxLength={150}
        value={values.subject}
        error={errors.subject}
        onChange={(value) => update('subject', value)}
      />
      <TextField
        id="contact-message"
        label="Message"
        multiline
        maxLength={5000}
        hint="Please don’t include your PIN, password or full card number."
        value={values.message}
        error={errors.message}
        onChange={(value) => update('message', value)}
      />
      {failure ? (
        <p className="notice notice-error" role="alert">
          {failure}
        </p>
      ) : null}
      <button type="submit" className="button button-primary button-large" disabled={!hydrated || sending}>
        {sending ? 'Sending…' : 'Send message'}
      </button>
    </form>
  );
}

export function ContactPage() {
  usePageMeta(
    'Contact us',
    'Contact Owo support by message, email or phone, or visit our office in Lekki, Lagos. We reply within one working day.',
  );

  return (
    <>
      <PageHero
        eyebrow="Contact"
        title="We’re here to help"
        lead="Questions about a payment, your account or a partnership? Send us a message and a real person will reply, usually within a few hours and always within one working day."
      />
      <section className="section section-tight" aria-label="Contact options">
        <div className="container contact-layout">
          <ul className="contact-cards">
            <li>
              <span className="icon-tile" aria-hidden="true">
                <Icon name="mail" />
              </span>
              <h2>Email support</h2>
              <p>
                <a href={`mailto:${company.supportEmail}`}>{company.supportEmail}</a>
              </p>
            </li>
            <li>
              <span className="icon-tile" aria-hidden="true">
                <Icon name="phone" />
              </span>
              <h2>Call us</h2>
              <p>
                <a href={company.phoneHref}>{company.phoneDisplay}</a>
              </p>
              <p className="muted">{company.supportHours}.</p>
            </li>
            <li>
              <span className="icon-tile" aria-hidden="true">
                <Icon name="pin" />
              </span>
              <h2>Visit our office</h2>
              <address>
                {company.address.map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </address>
              <p className="muted">Monday to Friday, 9am to 5pm WAT.</p>
            </li>
            <li>
              <span className="icon-tile" aria-hidden="true">
                <Icon name="shield" />
              </span>
              <h2>Report fraud</h2>
              <p>
                Call <a href={company.phoneHref}>{company.phoneDisplay}</a> straight away. We will never ask
                for your PIN, password or a one-time code.
              </p>
            </li>
          </ul>
          <ContactForm />
        </div>
      </section>
    </>
  );
}
