import { lazy } from 'react';
import type { DrawScreen } from './account-view';

// The three steps of a password reset, each loaded when the person reaches it; a view's script
// imports the step it opens on itself. The reset token passes between them in this frame's own storage, on
// Owo's origin (internal/reset-handover.ts), never through the partner page.
const ForgotPassword = lazy(() =>
  import('../../forgot-password/forgot-password').then((m) => ({ default: m.ForgotPassword })),
);
const VerifyResetPassword = lazy(() =>
  import('../../verify-reset-password/verify-reset-password').then((m) => ({
    default: m.VerifyResetPassword,
  })),
);
const ResetPassword = lazy(() =>
  import('../../reset-password/reset-password').then((m) => ({ default: m.ResetPassword })),
);

export const resetScreens: Record<
  'forgot-password' | 'verify-reset-password' | 'reset-password',
  DrawScreen
> = {
  'forgot-password': () => <ForgotPassword />,
  'verify-reset-password': (email) => <VerifyResetPassword {...(email ? { email } : {})} />,
  'reset-password': (email) => <ResetPassword {...(email ? { state: { email } } : {})} />,
};
