// The secrets frame's sign-up (/widgets/v1/frame/register.js): owo-register's fields (the password) on
// Owo's origin, then the emailed code. "Sign in", and a verified email, go back to the page's sign-in.
import { retryableLazy } from '../../internal/retryable-lazy';
import { Register } from '../../register/register';
import { startAccountFrame } from './account-view';

const VerifyEmail = retryableLazy(() => import('../../verify-email/verify-email').then((m) => m.VerifyEmail));

startAccountFrame('register', {
  register: () => <Register />,
  'verify-email': (email) => <VerifyEmail {...(email ? { email } : {})} />,
});
