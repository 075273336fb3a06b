// The secrets frame's password reset opened at its code step (/widgets/v1/frame/verify-reset-password.js),
// for the email the page's element was given: the code and the new password are typed on Owo's origin.
import { VerifyResetPassword } from '../../verify-reset-password/verify-reset-password';
import { startAccountFrame } from './account-view';
import { resetScreens } from './reset-screens';

startAccountFrame('verify-reset-password', {
  ...resetScreens,
  'verify-reset-password': (email) => <VerifyResetPassword {...(email ? { email } : {})} />,
});
