import { verifyEmailBody } from '@owo/core/contract';
import { OwoEmailVerifiedEvent } from '../events/owo-email-verified';
import { AuthLink } from '../internal/auth-screen';
import { emailFromState, useNavigate } from '../internal/navigate';
import { sameSitePath, showToast, useRuntime } from '../internal/runtime';
import { useHostEvent } from '../internal/use-host-event';
import { VerifyCodeForm } from '../internal/verify-code-form';
import type { VerifyEmailProps } from './verify-email-props';

/**
 * Verify email (SPEC.md 2 and 4): the email comes from the attribute, else the navigation state, else
 * the pending email core stored at sign-up or at an unverified sign-in.
 */
export function VerifyEmail({
  email,
  state,
  redirectTo,
  loginPath = '/auth/login',
  resendCooldown,
}: VerifyEmailProps) {
  const { session, bus } = useRuntime();
  const dispatch = useHostEvent();
  const navigate = useNavigate();
  const address =
    (email || emailFromState(state) || session.getPendingEmail() || '').trim().toLowerCase() || null;

  return (
    <VerifyCodeForm
      title="Verify your email"
      email={address}
      describe={(to) => (
        <>
          We sent a 6-digit code to <strong>{to}</strong>. Enter it to verify your email address.
        </>
      )}
      submitLabel="Verify email"
      schema={verifyEmailBody}
      resendCooldown={resendCooldown}
      onVerify={async (body) => {
        const { message } = await session.verifyEmail(body);
        showToast(bus, 'success', message);
        dispatch(new OwoEmailVerifiedEvent({ email: body.email }));
        navigate(sameSitePath(redirectTo) ?? loginPath, { replace: true });
      }}
      onResend={(to) => session.resendEmailVerification({ email: to })}
      footer={
        <>
          Already verified?{' '}
          <AuthLink to={loginPath} part="login-link">
            Sign in
          </AuthLink>
        </>
      }
    />
  );
}
