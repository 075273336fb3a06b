import { forgotPasswordForm } from '@owo/core/contract';
import { AuthForm, AuthLink, AuthScreen, EmailField } from '../internal/auth-screen';
import { useNavigate } from '../internal/navigate';
import { resetHandover } from '../internal/reset-handover';
import { showToast, useRuntime } from '../internal/runtime';
import { useZodForm } from '../internal/use-zod-form';
import { Button } from '../ui/button/button';
import type { ForgotPasswordProps } from './forgot-password-props';

/**
 * The API answers alike whether or not the address has an account (so nobody can probe for accounts);
 * the words say so.
 */
export const CODE_SENT_MESSAGE = "If an account exists for this email, we've sent a code";

/** Forgot password (SPEC.md 5): the email, then on to the code step with `{ email }`. */
export function ForgotPassword({
  verifyResetPasswordPath = '/auth/verify-reset-password',
  loginPath = '/auth/login',
}: ForgotPasswordProps) {
  const { session, bus } = useRuntime();
  const navigate = useNavigate();
  const form = useZodForm(forgotPasswordForm, { email: '' });

  const onSubmit = form.handleSubmit(async ({ email }) => {
    await session.forgotPassword({ email });
    resetHandover.start(email);
    showToast(bus, 'success', CODE_SENT_MESSAGE);
    navigate(verifyResetPasswordPath, { state: { email } });
  });

  return (
    <AuthScreen
      title="Forgot your password?"
      description="Enter the email on your account and we'll send you a code to reset your password."
      footer={
        <>
          Remembered it?{' '}
          <AuthLink to={loginPath} part="login-link">
            Back to sign in
          </AuthLink>
        </>
      }
    >
      <AuthForm label="Reset your password" onSubmit={onSubmit}>
        <EmailField {...form.text('email')} />
        <Button type="submit" fullWidth loading={form.submitting} part="submit-button">
          Send code
        </Button>
      </AuthForm>
    </AuthScreen>
  );
}
