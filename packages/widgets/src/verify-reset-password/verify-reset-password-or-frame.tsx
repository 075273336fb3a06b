import { FieldsOrFrame } from '../frame/fields-or-frame';
import { retryableLazy } from '../internal/retryable-lazy';
import type { VerifyResetPasswordProps } from './verify-reset-password-props';

const Fields = retryableLazy(() => import('./verify-reset-password').then((m) => m.VerifyResetPassword));

/** owo-verify-reset-password: its fields on Owo's own site, Owo's secrets frame on a partner's page. */
export function VerifyResetPasswordOrFrame(props: VerifyResetPasswordProps) {
  return (
    <FieldsOrFrame
      view="verify-reset-password"
      title="Reset your Owo password"
      Fields={Fields}
      props={props}
    />
  );
}
