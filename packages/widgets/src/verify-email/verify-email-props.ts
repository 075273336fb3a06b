import type { NavigationMode, NavigationState } from '../internal/navigation-types';

export interface VerifyEmailProps {
  /** The address to verify; wins over the navigation state and the stored pending email. */
  email?: string;
  /** The navigation state this screen was opened with (`{ email }` from owo-login or owo-register). */
  state?: NavigationState;
  /** Where to go once verified. Default: login-path. */
  redirectTo?: string;
  loginPath?: string;
  /** Seconds before "Resend code" works again. Default 60. */
  resendCooldown?: number;
  navigation?: NavigationMode;
}
