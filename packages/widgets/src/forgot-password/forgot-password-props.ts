import type { NavigationMode } from '../internal/navigation-types';

export interface ForgotPasswordProps {
  /** The code step. Default /auth/verify-reset-password. */
  verifyResetPasswordPath?: string;
  loginPath?: string;
  navigation?: NavigationMode;
}
