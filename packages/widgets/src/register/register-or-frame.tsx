import { FieldsOrFrame } from '../frame/fields-or-frame';
import { retryableLazy } from '../internal/retryable-lazy';
import type { RegisterProps } from './register-props';

const Fields = retryableLazy(() => import('./register').then((m) => m.Register));

/** owo-register: its fields on Owo's own site, Owo's secrets frame on a partner's page. */
export function RegisterOrFrame(props: RegisterProps) {
  return <FieldsOrFrame view="register" title="Create your Owo account" Fields={Fields} props={props} />;
}
