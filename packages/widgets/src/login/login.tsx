import { loginForm } from '@owo/core/contract';
import { OwoLoginSuccessEvent } from '../events/owo-login-success';
import { AuthField, AuthForm, AuthLink, AuthScreen } from '../internal/auth-screen';
import { type NavigationMode, useNavigate } from '../internal/navigate';
import { sameSitePath, useRuntime } from '../internal/runtime';
import { useHostEvent } from '../internal/use-host-event';
import { useZodForm } from '../internal/use-zod-form';
import { Button } from '../ui/button/button';
import { Checkbox } from '../ui/checkbox/checkbox';
import { TextInput } from '../ui/text-input/text-input';

/** SPEC.md 2's auth routes and 4's default landing page. */
export const LOGIN_DEFAULTS = {
  home: '/app/home',
  verifyEmailPath: '/auth/verify-email',
  forgotPasswordPath: '/auth/forgot-password',
  registerPath: '/auth/register',
} as const;

export interface LoginProps {
  /** Where to go after signing in when no `from` is given. Default '/app/home'. */
  redirectTo?: string;
  /** The page the person asked for before being sent here (a router's navigation state); wins over redirectTo. */
  from?: string;
  verifyEmailPath?: string;
  forgotPasswordPath?: string;
  registerPath?: string;
  /** "event": only dispatch owo-navigate, never load a page. */
  navigation?: NavigationMode;
}

/**
 * Sign in (SPEC.md 4): a verified account stores its token, caches the user, fires owo-login-success
 * and goes to the page it came from; an unverified one (core shows the warning and stores the email)
 * goes to verify-email with the email.
 */
export function Login({
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
