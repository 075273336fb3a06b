// The secrets frame's sign-in (/widgets/v1/frame/login.js): owo-login's fields on Owo's origin, and an
// unverified account's code after them.
import { retryableLazy } from '../../internal/retryable-lazy';
import { LoginScreen } from '../../login/login-screen';
import { startAccountFrame } from './account-view';

const VerifyEmail = retryableLazy(() => import('../../verify-email/verify-email').then((m) => m.VerifyEmail));

startAccountFrame('login', {
  login: () => <LoginScreen />,
  'verify-email': (email) => <VerifyEmail {...(email ? { email } : {})} />,
});
