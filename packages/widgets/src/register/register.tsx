import {
  DEFAULT_COUNTRY_CODE,
  ERROR_CODES,
  GENDERS,
  registerForm,
  TIER_ERROR_CODES,
} from '@owo/core/contract';
import { OwoRegisterSuccessEvent } from '../events/owo-register-success';
import {
  AuthField,
  AuthForm,
  AuthLink,
  AuthScreen,
  EmailField,
  PASSWORD_HINT,
} from '../internal/auth-screen';
import { useNavigate } from '../internal/navigate';
import { showToast, useRuntime } from '../internal/runtime';
import { useHostEvent } from '../internal/use-host-event';
import { useZodForm } from '../internal/use-zod-form';
import { Button } from '../ui/button/button';
import { Checkbox } from '../ui/checkbox/checkbox';
import { Field } from '../ui/field/field';
import { TextInput } from '../ui/text-input/text-input';
import type { RegisterProps } from './register-props';

const GENDER_LABELS: Record<(typeof GENDERS)[number], string> = {
  male: 'Male',
  female: 'Female',
  other: 'Other',
};

/** ISO 3166-1 alpha-3, as the API stores it; Nigeria first and by default (SPEC.md 9). */
export const COUNTRIES: ReadonlyArray<readonly [code: string, name: string]> = [
  ['NGA', 'Nigeria'],
  ['GHA', 'Ghana'],
  ['KEN', 'Kenya'],
  ['ZAF', 'South Africa'],
  ['GBR', 'United Kingdom'],
  ['USA', 'United States'],
  ['CAN', 'Canada'],
];

/** A friend's code from the page's `?ref=` (the referral link is /auth/register?ref=CODE); none: undefined. */
function referralFromPage(): string | undefined {
  return new URLSearchParams(location.search).get('ref')?.trim() || undefined;
}

/**
 * Create an account (SPEC.md 3, 4 and 5). On success: the server's message as a toast, the pending
 * email stored (by core), owo-register-success, and on to verify-email with `{ email }`.
 */
export function Register({
  countryCode = DEFAULT_COUNTRY_CODE,
  verifyEmailPath = '/auth/verify-email',
  loginPath = '/auth/login',
  termsPath = '/terms',
}: RegisterProps) {
  const { session, bus } = useRuntime();
  const dispatch = useHostEvent();
  const navigate = useNavigate();
  const form = useZodForm(registerForm, {
    firstName: '',
    lastName: '',
    username: '',
    email: '',
    phoneNumber: '',
    gender: '',
    countryCode: COUNTRIES.some(([code]) => code === countryCode) ? countryCode : DEFAULT_COUNTRY_CODE,
    password: '',
    // Never filled in yet: the contract then says 'Confirm password is required'.
    confirmPassword: undefined as string | undefined,
    terms: false,
    // Optional (issue 23): undefined, not '', while empty, so the contract leaves it out of the body.
    referralCode: referralFromPage(),
  });
  const { showErrors } = form;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const { email, message } = await session.register(body);
      showToast(bus, 'success', message);
      dispatch(new OwoRegisterSuccessEvent({ email, message }));
      navigate(verifyEmailPath, { state: { email } });
    } catch (error) {
      const { code, message } = error as { code?: unknown; message?: string };
      if (code === ERROR_CODES.usernameTaken)
        showErrors({ username: message ?? 'Username is already taken' });
      if (code === TIER_ERROR_CODES.invalidReferralCode && message) showErrors({ referralCode: message });
      throw error;
    }
  });

  const select = (
    name: 'gender' | 'countryCode',
    label: string,
    options: ReadonlyArray<readonly [string, string]>,
  ) => (
    <AuthField>
      <Field label={label} error={form.errors[name]}>
        {(control) => (
          <select
            {...control}
            ref={form.register(name)}
            name={name}
            className="owo-field__control"
            part="select"
            value={String(form.values[name])}
            onChange={(event) => form.setValue(name, event.currentTarget.value)}
            onBlur={() => form.blur(name)}
          >
            {options.map(([value, text]) => (
              <option key={value} value={value} disabled={value === ''}>
                {text}
              </option>
            ))}
          </select>
        )}
      </Field>
    </AuthField>
  );

  return (
    <AuthScreen
      title="Create your account"
      description="Pay bills, buy airtime and send money in a few taps."
      footer={
        <>
          Already have an account?{' '}
          <AuthLink to={loginPath} part="login-link">
            Sign in
          </AuthLink>
        </>
      }
    >
      <AuthForm label="Create your account" onSubmit={onSubmit}>
        <div className="owo-register__pair">
          <AuthField>
            <TextInput
              label="First name"
              autoComplete="given-name"
              part="input"
              {...form.text('firstName')}
            />
          </AuthField>
          <AuthField>
            <TextInput label="Last name" autoComplete="family-name" part="input" {...form.text('lastName')} />
          </AuthField>
        </div>
        <AuthField>
          <TextInput
            label="Username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            part="input"
            {...form.text('username')}
          />
        </AuthField>
        <EmailField {...form.text('email')} />
        <AuthField>
          <TextInput
            label="Phone number"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="08012345678"
            part="input"
            {...form.text('phoneNumber')}
          />
        </AuthField>
        <div className="owo-register__pair">
          {select('gender', 'Gender', [
            ['', 'Select'],
            ...GENDERS.map((gender) => [gender, GENDER_LABELS[gender]] as const),
          ])}
          {select('countryCode', 'Country', COUNTRIES)}
        </div>
        <AuthField>
          <TextInput
            label="Password"
            type="password"
            autoComplete="new-password"
            hint={PASSWORD_HINT}
            part="input"
            {...form.text('password')}
          />
        </AuthField>
        <AuthField>
          <TextInput
            label="Confirm password"
            type="password"
            autoComplete="new-password"
            part="input"
            {...form.text('confirmPassword')}
          />
        </AuthField>
        <AuthField>
          <TextInput
            label="Referral code (optional)"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={20}
            hint="A friend's code, if they invited you."
            part="input"
            {...form.text('referralCode')}
            onValueChange={(value) => form.setValue('referralCode', value.trim() === '' ? undefined : value)}
          />
        </AuthField>
        <Checkbox
          label={
            <>
              I agree to the{' '}
              <a
                href={termsPath}
                target="_blank"
                rel="noopener"
                className="owo-auth__link"
                part="link terms-link"
              >
                terms and conditions
              </a>
            </>
          }
          part="checkbox"
          {...form.checkbox('terms')}
        />
        <Button type="submit" fullWidth loading={form.submitting} part="submit-button">
          Create account
        </Button>
      </AuthForm>
    </AuthScreen>
  );
}
