import { useState } from 'react';
import { OwoEmailVerifiedEvent } from '../events/owo-email-verified';
import { OwoPasswordResetEvent } from '../events/owo-password-reset';
import { OwoRegisterSuccessEvent } from '../events/owo-register-success';
import { emailFromState, type NavigationState, useNavigate } from '../internal/navigate';
import { accountOutcome, type FrameView, sameSitePath, showToast, useRuntime } from '../internal/runtime';
import { useHostEvent } from '../internal/use-host-event';
import { SecretsFrame } from './secrets-frame';

/** The props of the account elements (register, verify-email, the password reset's three) the frame uses. */
export interface AccountFrameProps {
  email?: string;
  state?: NavigationState;
  redirectTo?: string;
  loginPath?: string;
  registerPath?: string;
  forgotPasswordPath?: string;
}

/**
 * An account element on a partner's page (owo-register, owo-verify-email, owo-forgot-password,
 * owo-verify-reset-password, owo-reset-password): its screen, and the ones after it, are in Owo's
 * secrets frame, where the password and the codes are typed (the reset token stays there too). This
 * page hears what Owo's site would have told it: the element's events and success messages, and the
 * frame's links to the page's own screens, at the paths this element was given. Once the email is
 * verified or the password reset, it goes on as the fields would: `redirect-to`, else the sign-in.
 */
export function AccountInFrame({
  owoOrigin,
  view,
  title,
  email,
  state,
  redirectTo,
  loginPath = '/auth/login',
  registerPath = '/auth/register',
  forgotPasswordPath = '/auth/forgot-password',
}: AccountFrameProps & { owoOrigin: string; view: FrameView; title: string }) {
  const { bus } = useRuntime();
  const dispatch = useHostEvent();
  const navigate = useNavigate();
  const [input] = useState(() => {
    const given = email?.trim() || emailFromState(state);
    return given ? { type: 'email' as const, email: given } : undefined;
  });
  const [finished, setFinished] = useState(false);
  const links = { login: loginPath, register: registerPath, 'forgot-password': forgotPasswordPath };

  const finish = (message: string) => {
    setFinished(true);
    if (message) showToast(bus, 'success', message);
    navigate(sameSitePath(redirectTo) ?? loginPath, { replace: true });
  };

  return (
    <div part="base">
      <SecretsFrame
        owoOrigin={owoOrigin}
        view={view}
        title={title}
        outcomes={accountOutcome}
        {...(input ? { input } : {})}
        onOutcome={(outcome) => {
          switch (outcome.type) {
            case 'navigate':
              // After the finish the frame goes to its sign-in too: this element already went on.
              if (!finished) navigate(links[outcome.to]);
              break;
            case 'registered':
              dispatch(new OwoRegisterSuccessEvent({ email: outcome.email, message: outcome.message }));
              break;
            case 'email-verified':
              dispatch(new OwoEmailVerifiedEvent({ email: outcome.email }));
              finish(outcome.message);
              break;
            case 'password-reset':
              dispatch(new OwoPasswordResetEvent({ email: outcome.email }));
              finish(outcome.message);
              break;
          }
        }}
      />
    </div>
  );
}
