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
    <LoginElement from={returnPathOf(location) ?? undefined} navigation="event" onNavigate={onNavigate} />
  );
}

export function RegisterScreen() {
  usePageMeta(...authScreenMeta.register);
  const onNavigate = useOwoNavigate();
  return <RegisterElement navigation="event" onNavigate={onNavigate} />;
}

export function ForgotPasswordScreen() {
  usePageMeta(...authScreenMeta['forgot-password']);
  const onNavigate = useOwoNavigate();
  return <ForgotPasswordElement navigation="event" onNavigate={onNavigate} />;
}

export function VerifyEmailScreen() {
  usePageMeta(...authScreenMeta['verify-email']);
  const state = useNavigationState();
  const onNavigate = useOwoNavigate();
  return <VerifyEmailElement state={state} navigation="event" onNavigate={onNavigate} />;
}

export function VerifyResetPasswordScreen() {
  usePageMeta(...authScreenMeta['verify-reset-password']);
  const state = useNavigationState();
  const onNavigate = useOwoNavigate();
  return <VerifyResetPasswordElement state={state} navigation="event" onNavigate={onNavigate} />;
}

export function ResetPasswordScreen() {
  usePageMeta(...authScreenMeta['reset-password']);
  const state = useNavigationState();
  const onNavigate = useOwoNavigate();
  return <ResetPasswordElement state={state} navigation="event" onNavigate={onNavigate} />;
}
