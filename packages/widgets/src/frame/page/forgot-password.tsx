// The secrets frame's password reset opened at the email step (/widgets/v1/frame/forgot-password.js):
// the email, the code and the new password are typed on Owo's origin; once reset, the page's own
// sign-in takes over.
import { ForgotPassword } from '../../forgot-password/forgot-password';
import { startAccountFrame } from './account-view';
import { resetScreens } from './reset-screens';

startAccountFrame('forgot-password', { ...resetScreens, 'forgot-password': () => <ForgotPassword /> });
