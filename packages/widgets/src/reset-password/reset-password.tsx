import { newPasswordForm } from '@owo/core/contract';
import { OwoPasswordResetEvent } from '../events/owo-password-reset';
import { AuthField, AuthForm, AuthLink, AuthScreen, PASSWORD_HINT } from '../internal/auth-screen';
import { emailFromState, useNavigate } from '../internal/navigate';
import { resetHandover } from '../internal/reset-handover';
import { sameSitePath, showToast, useRuntime } from '../internal/runtime';
import { useHostEvent } from '../internal/use-host-event';
import { useZodForm } from '../internal/use-zod-form';
import { Button } from '../ui/button/button';
import { TextInput } from '../ui/text-input/text-input';
import type { ResetPasswordProps } from './reset-password-props';

/**
 * New password (SPEC.md 4 and 5). The reset token comes from owo-verify-reset-password in this tab
 * (internal/reset-handover.ts); without one, the widget sends the person back for a new code.
 */
export function ResetPassword({
  state,
  redirectTo,
  loginPath = '/auth/login',
  forgotPasswordPath = '/auth/forgot-password',
}: ResetPasswordProps) {
  const { session, bus } = useRuntime();
  const dispatch = useHostEvent();
  const navigate = useNavigate();
  const form = useZodForm(newPasswordForm, { newPassword: '', confirmNewPassword: '' });
  const email = emailFromState(state)?.trim().toLowerCase() ?? resetHandover.email();
  const resetToken = resetHandover.token(email);

  const onSubmit = form.handleSubmit(async (body) => {
    if (!resetToken) return;
    const { message } = await session.resetPassword({ ...body, resetToken });
    resetHandover.clear();
    showToast(bus, 'success', message);
    dispatch(new OwoPasswordResetEvent({ email }));
    navigate(sameSitePath(redirectTo) ?? loginPath, { replace: true });
  });

  const footer = (
    <>
      Remembered it?{' '}
      <AuthLink to={loginPath} part="login-link">
        Back to sign in
      </AuthLink>
    </>
  );

  if (!resetToken) {
    return (
      <AuthScreen title="Choose a new password" footer={footer}>
        <p className="owo-auth__notice" part="notice" role="status">
          To choose a new password, first enter the code we email you.{' '}
          <AuthLink to={forgotPasswordPath} part="forgot-password-link">
            Get a reset code
          </AuthLink>
        </p>
      </AuthScreen>
    );
  }

  return (
    <AuthScreen
      title="Choose a new password"
      description={
        email ? (
          <>
            For <strong>{email}</strong>. You'll sign in with it next.
          </>
        ) : (
          "You'll sign in with it next."
        )
      }
      footer={footer}
    >
      <AuthForm label="Choose a new password" onSubmit={onSubmit}>
        <AuthField>
          <TextInput
            label="New password"
            type="password"
            autoComplete="new-password"
            hint={PASSWORD_HINT}
            part="input"
            {...form.text('newPassword')}
          />
        </AuthField>
        <AuthField>
          <TextInput
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            part="input"
            {...form.text('confirmNewPassword')}
          />
        </AuthField>
        <Button type="submit" fullWidth loading={form.submitting} part="submit-button">
          Reset password
        </Button>
      </AuthForm>
    </AuthScreen>
  );
}
