// The secrets frame's new password (/widgets/v1/frame/reset-password.js): with the reset token a code
// step in this frame kept on Owo's origin; without one, the steps before it, here too.
import { ResetPassword } from '../../reset-password/reset-password';
import { startAccountFrame } from './account-view';
import { resetScreens } from './reset-screens';

startAccountFrame('reset-password', {
  ...resetScreens,
  'reset-password': (email) => <ResetPassword {...(email ? { state: { email } } : {})} />,
});
