import { FieldsOrFrame } from '../frame/fields-or-frame';
import { retryableLazy } from '../internal/retryable-lazy';
import type { ForgotPasswordProps } from './forgot-password-props';

const Fields = retryableLazy(() => import('./forgot-password').then((m) => m.ForgotPassword));

/** owo-forgot-password: its fields on Owo's own site, Owo's secrets frame on a partner's page. */
export function ForgotPasswordOrFrame(props: ForgotPasswordProps) {
  return (
    <FieldsOrFrame view="forgot-password" title="Reset your Owo password" Fields={Fields} props={props} />
  );
}
