// The secrets frame's email code (/widgets/v1/frame/verify-email.js): owo-verify-email's code on Owo's
// origin, for the email the page's element was given (else the one this browser is waiting on).
import { VerifyEmail } from '../../verify-email/verify-email';
import { startAccountFrame } from './account-view';

startAccountFrame('verify-email', {
  'verify-email': (email) => <VerifyEmail {...(email ? { email } : {})} />,
});
