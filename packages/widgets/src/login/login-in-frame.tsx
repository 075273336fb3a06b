import { useState } from 'react';
import { OwoLoginSuccessEvent } from '../events/owo-login-success';
import { SecretsFrame } from '../frame/secrets-frame';
import { Failure } from '../internal/failure';
import { useNavigate } from '../internal/navigate';
import { sameSitePath, signInOutcome, useRuntime } from '../internal/runtime';
import { useHostEvent } from '../internal/use-host-event';
import { LOGIN_DEFAULTS, type LoginProps } from './login-props';

/** The session the frame began did not reach this page: the browser keeps the site's cookies apart. */
export const SESSION_NOT_SHARED =
  'You are signed in to Owo, but this browser did not share the session with this site. Allow cookies for this site and try again.';

/**
 * owo-login on a partner's page: the sign-in (and an unverified account's code) happens in Owo's frame.
 * When the frame says the person signed in, this page's runtime picks the session up with the refresh
 * cookie the frame got (the partner site's partitioned one), then behaves as the fields would have:
 * owo-login-success, and on to the page the person came from. The frame's links to the other auth
 * screens become this element's owo-navigate, to the paths this element was given.
 */
export function LoginInFrame({
  owoOrigin,
  redirectTo,
  from,
  forgotPasswordPath = LOGIN_DEFAULTS.forgotPasswordPath,
  registerPath = LOGIN_DEFAULTS.registerPath,
}: LoginProps & { owoOrigin: string }) {
  const { session } = useRuntime();
  const dispatch = useHostEvent();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);

  const signedIn = async () => {
    const user = await session.resume();
    if (!user) return setProblem(SESSION_NOT_SHARED);
    setProblem(null);
    dispatch(new OwoLoginSuccessEvent(user));
    // Both may come from outside (a page URL, a partner's markup): same-site paths only, or an open redirect.
    navigate(sameSitePath(from) ?? sameSitePath(redirectTo) ?? LOGIN_DEFAULTS.home, { replace: true });
  };

  return (
    <div part="base">
      {problem && <Failure message={problem} />}
      <SecretsFrame
        owoOrigin={owoOrigin}
        view="login"
        title="Sign in to Owo"
        outcomes={signInOutcome}
        onOutcome={(outcome) => {
          if (outcome.type === 'signed-in') void signedIn();
          // The sign-in itself is this element: a link to it is already here.
          else if (outcome.type === 'navigate' && outcome.to !== 'login')
            navigate(outcome.to === 'register' ? registerPath : forgotPasswordPath);
        }}
      />
    </div>
  );
}
