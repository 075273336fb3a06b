import { loginForm } from '@owo/core/contract';
import { OwoLoginSuccessEvent } from '../events/owo-login-success';
import { AuthField, AuthForm, AuthLink, AuthScreen } from '../internal/auth-screen';
import { useNavigate } from '../internal/navigate';
import { sameSitePath, useRuntime } from '../internal/runtime';
import { useHostEvent } from '../internal/use-host-event';
import { useZodForm } from '../internal/use-zod-form';
import { Button } from '../ui/button/button';
import { Checkbox } from '../ui/checkbox/checkbox';
import { TextInput } from '../ui/text-input/text-input';
import { LOGIN_DEFAULTS, type LoginProps } from './login-props';

/**
 * Sign in (SPEC.md 4), the fields themselves: on Owo's own site, and inside Owo's secrets frame. A
 * verified account stores its token, caches the user, fires owo-login-success and goes to the page it
 * came from; an unverified one (core shows the warning and stores the email) goes to verify-email with
 * the email.
 */
export function LoginScreen({
  redirectTo,
  from,
  verifyEmailPath = LOGIN_DEFAULTS.verifyEmailPath,
  forgotPasswordPath = LOGIN_DEFAULTS.forgotPasswordPath,
  registerPath = LOGIN_DEFAULTS.registerPath,
}: LoginProps) {
  const { session } = useRuntime();
  const dispatch = useHostEvent();
  const navigate = useNavigate();
  const form = useZodForm(loginForm, { identifier: '', password: '', rememberMe: false });

  const onSubmit = form.handleSubmit(async (body) => {
    const result = await session.login(body);
    if (result.status === 'unverified') {
      navigate(verifyEmailPath, { state: { email: result.email } });
      return;
    }
    dispatch(new OwoLoginSuccessEvent(result.user));
    // Both may come from outside (a page URL, a partner's markup): same-site paths only, or an open redirect.
    navigate(sameSitePath(from) ?? sameSitePath(redirectTo) ?? LOGIN_DEFAULTS.home, { replace: true });
  });

  return (
    <AuthScreen
      title="Welcome back"
      description="Sign in to your Owo account."
      footer={
        <>
          Don't have an account?{' '}
          <AuthLink to={registerPath} part="register-link">
            Create an account
          </AuthLink>
        </>
      }
    >
      <AuthForm label="Sign in" onSubmit={onSubmit}>
        <AuthField>
          <TextInput
            label="Email or username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            part="input"
            {...form.text('identifier')}
          />
        </AuthField>
        <AuthField>
          <TextInput
            label="Password"
            type="password"
            autoComplete="current-password"
            part="input"
            {...form.text('password')}
          />
        </AuthField>
        <div className="owo-auth__row">
          <Checkbox label="Remember me" part="checkbox" {...form.checkbox('rememberMe')} />
          <AuthLink to={forgotPasswordPath} part="forgot-password-link">
            Forgot password?
          </AuthLink>
        </div>
        <Button type="submit" fullWidth loading={form.submitting} part="submit-button">
          Sign in
        </Button>
      </AuthForm>
    </AuthScreen>
  );
}
