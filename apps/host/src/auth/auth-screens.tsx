import type { NavigationState } from '@owo/widgets';
import { useLocation } from 'react-router';
import { usePageMeta } from '../hooks/use-page-meta';
import {
  ForgotPasswordElement,
  LoginElement,
  RegisterElement,
  ResetPasswordElement,
  VerifyEmailElement,
  VerifyResetPasswordElement,
} from './elements';
import { returnPath } from './return-path';
import { useOwoNavigate } from './use-owo-navigate';

// Every screen sets navigation="event": the router handles each move, and a widget never loads a page.

/** The router's state for the screen, as the widgets read it ({ email }); it survives a reload. */
function useNavigationState(): NavigationState | undefined {
  const { state } = useLocation();
  return state && typeof state === 'object' ? (state as NavigationState) : undefined;
}

export function LoginScreen() {
  usePageMeta('Log in', 'Sign in to Owo to send money, pay bills and manage your cards.');
  const { state } = useLocation();
  const onNavigate = useOwoNavigate();
  return <LoginElement from={returnPath(state) ?? undefined} navigation="event" onNavigate={onNavigate} />;
}

export function RegisterScreen() {
  usePageMeta(
    'Create your account',
    'Open a free Owo account in minutes: send money, pay bills and get a virtual dollar card.',
  );
  const onNavigate = useOwoNavigate();
  return <RegisterElement navigation="event" onNavigate={onNavigate} />;
}

export function ForgotPasswordScreen() {
  usePageMeta('Forgot password', 'Reset your Owo password with a code sent to your email.');
  const onNavigate = useOwoNavigate();
  return <ForgotPasswordElement navigation="event" onNavigate={onNavigate} />;
}

export function VerifyEmailScreen() {
  usePageMeta('Verify your email', 'Enter the code we emailed you to activate your Owo account.');
  const state = useNavigationState();
  const onNavigate = useOwoNavigate();
  return <VerifyEmailElement state={state} navigation="event" onNavigate={onNavigate} />;
}

export function VerifyResetPasswordScreen() {
  usePageMeta('Enter your reset code', 'Enter the code we emailed you to reset your Owo password.');
  const state = useNavigationState();
  const onNavigate = useOwoNavigate();
  return <VerifyResetPasswordElement state={state} navigation="event" onNavigate={onNavigate} />;
}

export function ResetPasswordScreen() {
  usePageMeta('Choose a new password', 'Set a new password for your Owo account.');
  const state = useNavigationState();
  const onNavigate = useOwoNavigate();
  return <ResetPasswordElement state={state} navigation="event" onNavigate={onNavigate} />;
}
