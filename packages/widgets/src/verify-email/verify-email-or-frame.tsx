import { FieldsOrFrame } from '../frame/fields-or-frame';
import { retryableLazy } from '../internal/retryable-lazy';
import type { VerifyEmailProps } from './verify-email-props';

const Fields = retryableLazy(() => import('./verify-email').then((m) => m.VerifyEmail));

/** owo-verify-email: its fields on Owo's own site, Owo's secrets frame on a partner's page. */
export function VerifyEmailOrFrame(props: VerifyEmailProps) {
  return (
    <FieldsOrFrame view="verify-email" title="Verify your email with Owo" Fields={Fields} props={props} />
  );
}
