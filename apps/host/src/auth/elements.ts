// The auth widgets as React components (@lit-labs/react): props go to the element's properties, and
// `onNavigate` listens to its cancelable owo-navigate. Importing this module registers the auth elements
// (the frame's theme toggle and the toaster come with the page: main.tsx).
import '@owo/widgets/elements/login';
import '@owo/widgets/elements/register';
import '@owo/widgets/elements/forgot-password';
import '@owo/widgets/elements/verify-email';
import '@owo/widgets/elements/verify-reset-password';
import '@owo/widgets/elements/reset-password';
import { createComponent, type EventName } from '@lit-labs/react';
import type {
  OwoForgotPassword,
  OwoLogin,
  OwoNavigateEvent,
  OwoRegister,
  OwoResetPassword,
  OwoVerifyEmail,
  OwoVerifyResetPassword,
} from '@owo/widgets';
import * as React from 'react';

/** The class registered under `tag` (by the imports above); the wrapper reads its properties from it. */
function registered<T extends HTMLElement>(tag: keyof HTMLElementTagNameMap): new () => T {
  // Pre-rendering (Node) has no registry; the auth frame shows its session check there, never a screen.
  if (typeof customElements === 'undefined') return class {} as unknown as new () => T;
  const elementClass = customElements.get(tag);
  if (!elementClass) throw new Error(`Owo: <${tag}> is not registered`);
  return elementClass as unknown as new () => T;
}

const events = { onNavigate: 'owo-navigate' as EventName<OwoNavigateEvent> };

export const LoginElement = createComponent({
  react: React,
  tagName: 'owo-login',
  elementClass: registered<OwoLogin>('owo-login'),
  events,
});

export const RegisterElement = createComponent({
  react: React,
  tagName: 'owo-register',
  elementClass: registered<OwoRegister>('owo-register'),
  events,
});

export const ForgotPasswordElement = createComponent({
  react: React,
  tagName: 'owo-forgot-password',
  elementClass: registered<OwoForgotPassword>('owo-forgot-password'),
  events,
});

export const VerifyEmailElement = createComponent({
  react: React,
  tagName: 'owo-verify-email',
  elementClass: registered<OwoVerifyEmail>('owo-verify-email'),
  events,
});

export const VerifyResetPasswordElement = createComponent({
  react: React,
  tagName: 'owo-verify-reset-password',
  elementClass: registered<OwoVerifyResetPassword>('owo-verify-reset-password'),
  events,
});

export const ResetPasswordElement = createComponent({
  react: React,
  tagName: 'owo-reset-password',
  elementClass: registered<OwoResetPassword>('owo-reset-password'),
  events,
});
