import { FieldsOrFrame } from '../frame/fields-or-frame';
import { retryableLazy } from '../internal/retryable-lazy';
import type { ResetPasswordProps } from './reset-password-props';

const Fields = retryableLazy(() => import('./reset-password').then((m) => m.ResetPassword));

/** owo-reset-password: its fields on Owo's own site, Owo's secrets frame on a partner's page. */
export function ResetPasswordOrFrame(props: ResetPasswordProps) {
  return (
    <FieldsOrFrame view="reset-password" title="Reset your Owo password" Fields={Fields} props={props} />
  );
}
