import type { NavigationMode, NavigationState } from '../internal/navigation-types';

export interface ResetPasswordProps {
  /** The navigation state this screen was opened with (`{ email }` from owo-verify-reset-password). */
  state?: NavigationState;
  /** Where to go once the password is saved. Default: login-path. */
  redirectTo?: string;
  loginPath?: string;
  forgotPasswordPath?: string;
  navigation?: NavigationMode;
}
