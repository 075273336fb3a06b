// The six auth screens, each an auth element through the components of @owo/widgets/react (the ones
// partners on React 18 use). Importing this module registers those elements (the frame's theme toggle
// and the toaster come with the page: main.tsx).
import '@owo/widgets/elements/login';
import '@owo/widgets/elements/register';
import '@owo/widgets/elements/forgot-password';
import '@owo/widgets/elements/verify-email';
import '@owo/widgets/elements/verify-reset-password';
import '@owo/widgets/elements/reset-password';
import type { NavigationState } from '@owo/widgets';
import {
  OwoForgotPassword,
  OwoLogin,
  OwoRegister,
  OwoResetPassword,
  OwoVerifyEmail,
  OwoVerifyResetPassword,
} from '@owo/widgets/react';
import { useLocation } from 'react-router';
import { usePageMeta } from '../hooks/use-page-meta';
import { returnPathOf } from './return-path';
import { authScreenMeta } from './screen-meta';
import { useOwoNavigate } from './use-owo-navigate';

// Every screen sets navigation="event": the router handles each move, and a widget never loads a page.

/** The router's state for the screen, as the widgets read it ({ email }); it survives a reload. */
function useNavigationState(): NavigationState | undefined {
  const { state } = useLocation();
  return state && typeof state === 'object' ? (state as NavigationState) : undefined;
}

export function LoginScreen() {
  usePageMeta(...authScreenMeta.login);
  const location = useLocation();
  const onNavigate = useOwoNavigate();
  return (
    <OwoLogin from={returnPathOf(location) ?? undefined} navigation="event" onOwoNavigate={onNavigate} />
  );
}

export function RegisterScreen() {
  usePageMeta(...authScreenMeta.register);
  const onNavigate = useOwoNavigate();
  return <OwoRegister navigation="event" onOwoNavigate={onNavigate} />;
}

export function ForgotPasswordScreen() {
  usePageMeta(...authScreenMeta['forgot-password']);
  const onNavigate = useOwoNavigate();
  return <OwoForgotPassword navigation="event" onOwoNavigate={onNavigate} />;
}

export function VerifyEmailScreen() {
  usePageMeta(...authScreenMeta['verify-email']);
  const state = useNavigationState();
  const onNavigate = useOwoNavigate();
  return <OwoVerifyEmail state={state} navigation="event" onOwoNavigate={onNavigate} />;
}

export function VerifyResetPasswordScreen() {
  usePageMeta(...authScreenMeta['verify-reset-password']);
  const state = useNavigationState();
  const onNavigate = useOwoNavigate();
  return <OwoVerifyResetPassword state={state} navigation="event" onOwoNavigate={onNavigate} />;
}

export function ResetPasswordScreen() {
  usePageMeta(...authScreenMeta['reset-password']);
  const state = useNavigationState();
  const onNavigate = useOwoNavigate();
  return <OwoResetPassword state={state} navigation="event" onOwoNavigate={onNavigate} />;
}
