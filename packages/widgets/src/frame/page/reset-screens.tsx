import { retryableLazy } from '../../internal/retryable-lazy';
import type { DrawScreen } from './account-view';

// The three steps of a password reset, each loaded when the person reaches it; a view's script
// imports the step it opens on itself. The reset token passes between them in this frame's own
// storage, on Owo's origin (internal/reset-handover.ts), never through the partner page.
const ForgotPassword = retryableLazy(() =>
  import('../../forgot-password/forgot-password').then((m) => m.ForgotPassword),
);
const VerifyResetPassword = retryableLazy(() =>
  import('../../verify-reset-password/verify-reset-password').then((m) => m.VerifyResetPassword),
);
const ResetPassword = retryableLazy(() =>
  import('../../reset-password/reset-password').then((m) => m.ResetPassword),
);

export const resetScreens: Record<
  'forgot-password' | 'verify-reset-password' | 'reset-password',
  DrawScreen
> = {
  'forgot-password': () => <ForgotPassword />,
  'verify-reset-password': (email) => <VerifyResetPassword {...(email ? { email } : {})} />,
  'reset-password': (email) => <ResetPassword {...(email ? { state: { email } } : {})} />,
};
