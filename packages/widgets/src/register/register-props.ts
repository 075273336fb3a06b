import type { NavigationMode } from '../internal/navigation-types';

export interface RegisterProps {
  /** The preselected country (ISO alpha-3). Default NGA. */
  countryCode?: string;
  verifyEmailPath?: string;
  loginPath?: string;
  /** The terms page, opened in a new tab so a half-filled form is kept. Default /terms. */
  termsPath?: string;
  navigation?: NavigationMode;
}
