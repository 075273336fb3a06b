import { verifyResetPasswordBody } from '@owo/core/contract';
import { AuthLink } from '../internal/auth-screen';
import { emailFromState, useNavigate } from '../internal/navigate';
import { resetHandover } from '../internal/reset-handover';
import { showToast, useRuntime } from '../internal/runtime';
import { VerifyCodeForm } from '../internal/verify-code-form';
import type { VerifyResetPasswordProps } from './verify-reset-password-props';

/**
 * The reset code (SPEC.md 5 and 8): trades the emailed code for a reset token. The token goes to
 * owo-reset-password through this tab's storage (internal/reset-handover.ts), never through navigation
 * state, an event or the URL: the next screen gets `{ email }` only.
 */
export function VerifyResetPassword({
  email,
  state,
  resetPasswordPath = '/auth/reset-password',
  forgotPasswordPath = '/auth/forgot-password',
  resendCooldown,
}: VerifyResetPasswordProps) {
  const { session, bus } = useRuntime();
  const navigate = useNavigate();
  const address =
    (email || emailFromState(state) || resetHandover.email() || '').trim().toLowerCase() || null;

  return (
    <VerifyCodeForm
      title="Enter your reset code"
      email={address}
      describe={(to) => (
        <>
          If an account exists for <strong>{to}</strong>, we've sent it a 6-digit code. Enter it to choose a
          new password.
        </>
      )}
      submitLabel="Verify code"
      schema={verifyResetPasswordBody}
      resendCooldown={resendCooldown}
      onVerify={async (body) => {
        const { resetToken, message } = await session.verifyResetPassword(body);
        resetHandover.verified(body.email, resetToken);
        showToast(bus, 'success', message);
        navigate(resetPasswordPath, { state: { email: body.email } });
      }}
      onResend={(to) => session.resendResetPassword({ email: to })}
      footer={
        <>
          Wrong email?{' '}
          <AuthLink to={forgotPasswordPath} part="forgot-password-link">
            Start again
          </AuthLink>
        </>
      }
    />
  );
}
