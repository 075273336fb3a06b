export interface PayBillsProps {
  /** The services to offer, in order ("airtime mobile-data"); all seven when unset. */
  services?: string;
  /** Where to sign in when nobody is and owo-login is not on the page. Default /auth/login. */
  loginPath?: string;
}
