import type { NavigationMode, NavigationState } from '../internal/navigation-types';

export interface VerifyResetPasswordProps {
  /** The account's address; wins over the navigation state and the one owo-forgot-password kept. */
  email?: string;
  /** The navigation state this screen was opened with (`{ email }` from owo-forgot-password). */
  state?: NavigationState;
  /** The new-password step. Default /auth/reset-password. */
  resetPasswordPath?: string;
  forgotPasswordPath?: string;
  /** Seconds before "Resend code" works again. Default 60. */
  resendCooldown?: number;
  navigation?: NavigationMode;
}
