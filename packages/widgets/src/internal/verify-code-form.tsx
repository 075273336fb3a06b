import { emailAddress, type verifyEmailBody } from '@owo/core/contract';
import { type ReactNode, useEffect, useState } from 'react';
import { Button } from '../ui/button/button';
import { OtpInput } from '../ui/otp-input/otp-input';
import { AuthField, AuthForm, AuthScreen, EmailField } from './auth-screen';
import { getRuntime, showToast } from './runtime';
import { useCountdown } from './use-countdown';
import { useZodForm } from './use-zod-form';

/** Seconds between two resends, unless the element's resend-cooldown says otherwise. */
export const RESEND_COOLDOWN_S = 60;

export interface VerifyCodeFormProps {
  title: string;
  /** The address the code went to, when known; null shows an email field instead. */
  email: string | null;
  /** The line under the title once the email is known. */
  describe(email: string): ReactNode;
  submitLabel: string;
  /** The contract's `{ email, otp }` body for this step. */
  schema: typeof verifyEmailBody;
  resendCooldown?: number | undefined;
  onVerify(body: { email: string; otp: string }): Promise<unknown>;
  /** Sends a new code; resolves with the message to show. */
  onResend(email: string): Promise<{ message: string }>;
  footer?: ReactNode;
}

/**
 * The "enter the 6-digit code" step shared by verify-email and verify-reset-password: the email (shown,
 * or asked for), the code boxes (a full code submits itself), and a resend button with a cooldown.
 */
export function VerifyCodeForm({
  title,
  email,
  describe,
  submitLabel,
  schema,
  resendCooldown = RESEND_COOLDOWN_S,
  onVerify,
  onResend,
  footer,
}: VerifyCodeFormProps) {
  const form = useZodForm(schema, { email: email ?? '', otp: '' });
  const { setValue, resetField, showErrors } = form;
  const countdown = useCountdown();
  const [resending, setResending] = useState(false);

  // A router may hand the state over after the element has mounted.
  useEffect(() => {
    if (email) setValue('email', email);
  }, [email, setValue]);

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await onVerify(body);
    } catch (error) {
      // The toast said why; an empty code, focused, is what the person needs next.
      resetField('otp', '');
      throw error;
    }
  });

  const resend = async () => {
    if (resending || countdown.remaining > 0) return;
    const parsed = emailAddress.safeParse(form.values.email);
    if (!parsed.success) {
      showErrors({ email: parsed.error.issues[0]?.message ?? 'Please enter a valid email address' });
      return;
    }
    setResending(true);
    try {
      const { message } = await onResend(parsed.data);
      showToast(getRuntime().bus, 'success', message);
      const seconds =
        Number.isFinite(resendCooldown) && resendCooldown >= 0 ? resendCooldown : RESEND_COOLDOWN_S;
      countdown.start(seconds);
    } catch {
      // Core toasted the failure; the button stays available to try again.
    } finally {
      setResending(false);
    }
  };

  const waiting = countdown.remaining > 0;
  return (
    <AuthScreen
      title={title}
      description={email ? describe(email) : 'Enter your email and the 6-digit code we sent to it.'}
      footer={footer}
    >
      <AuthForm label={title} onSubmit={onSubmit}>
        {!email && <EmailField {...form.text('email')} />}
        <AuthField ref={form.register('otp')}>
          <OtpInput
            value={form.values.otp}
            onChange={(otp) => setValue('otp', otp)}
            onComplete={email ? () => void onSubmit() : undefined}
            error={form.errors.otp}
            autoFocus={Boolean(email)}
          />
        </AuthField>
        <Button type="submit" fullWidth loading={form.submitting} part="submit-button">
          {submitLabel}
        </Button>
        <p className="owo-auth__footer">
          Didn't get it?{' '}
          <Button
            variant="ghost"
            size="small"
            part="resend-button"
            loading={resending}
            aria-disabled={waiting || undefined}
            onClick={() => void resend()}
          >
            {waiting ? `Resend code in ${countdown.remaining}s` : 'Resend code'}
          </Button>
        </p>
      </AuthForm>
    </AuthScreen>
  );
}
