import { pinResetBody, pinResetVerifyBody } from '@owo/core/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError, settingsApi, settingsKeys, showToast, useRuntime } from '../../../internal/runtime';
import { useZodForm } from '../../../internal/use-zod-form';
import { Button } from '../../../ui/button/button';
import { OtpInput } from '../../../ui/otp-input/otp-input';
import { TextInput } from '../../../ui/text-input/text-input';
import { NewPin } from './new-pin';

type Step = { name: 'password' } | { name: 'code'; error?: string } | { name: 'new'; otp: string };

const otpOnly = pinResetVerifyBody.shape.otp;

/**
 * Forgot PIN: the password, then the 6-digit code we email, then the new PIN twice. It also lifts a PIN
 * lock. The code is checked with the new PIN; a wrong one brings the code step back.
 */
export function ForgotPin({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const runtime = useRuntime();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ name: 'password' });

  const submit = useCallback(
    async (newPin: string) => {
      if (step.name !== 'new') return;
      try {
        const user = await settingsApi(runtime).verifyPinReset({ otp: step.otp, newPin });
        runtime.session.setUser(user);
        showToast(runtime.bus, 'success', 'Your new transaction PIN is set.');
        void queryClient.invalidateQueries({ queryKey: settingsKeys.securityEvents });
        onDone();
      } catch (failure) {
        // A wrong, expired or used code: the code again (the toast said which).
        if (isApiError(failure) && failure.status === 400) setStep({ name: 'code', error: failure.message });
        throw failure;
      }
    },
    [step, runtime, queryClient, onDone],
  );

  return (
    <div className="owo-settings__flow">
      {step.name === 'password' ? (
        <PasswordStep onSent={() => setStep({ name: 'code' })} onCancel={onCancel} />
      ) : step.name === 'code' ? (
        <CodeStep
          error={step.error}
          onCode={(otp) => setStep({ name: 'new', otp })}
          onNewCode={() => setStep({ name: 'password' })}
        />
      ) : (
        <>
          <NewPin onPin={submit} busyLabel="Setting your new PIN" />
          <div className="owo-settings__actions">
            <Button variant="ghost" onClick={onCancel}>
              Cancel
            </Button>
          </div>
        </>
      )}
    </div>
  );
}

function PasswordStep({ onSent, onCancel }: { onSent: () => void; onCancel: () => void }) {
  const runtime = useRuntime();
  const form = useZodForm(pinResetBody, { password: '' });
  const field = useRef<HTMLDivElement>(null);
  useEffect(() => field.current?.querySelector('input')?.focus(), []);
  const onSubmit = form.handleSubmit(async (body) => {
    const message = await settingsApi(runtime).requestPinReset(body);
    showToast(runtime.bus, 'success', message);
    onSent();
  });
  return (
    <form className="owo-settings__form" aria-label="Forgot PIN" noValidate onSubmit={onSubmit}>
      <p className="owo-settings__lead">
        Enter your password. We will email you a 6-digit code, then you choose a new PIN.
      </p>
      <div ref={field}>
        <TextInput
          label="Password"
          type="password"
          autoComplete="current-password"
          {...form.text('password')}
        />
      </div>
      <div className="owo-settings__actions">
        <Button type="submit" loading={form.submitting}>
          Email me a code
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={form.submitting}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function CodeStep({
  error,
  onCode,
  onNewCode,
}: {
  error: string | undefined;
  onCode: (otp: string) => void;
  onNewCode: () => void;
}) {
  const [otp, setOtp] = useState('');
  const [problem, setProblem] = useState(error);
  const next = (code: string) => {
    const checked = otpOnly.safeParse(code);
    if (checked.success) onCode(checked.data);
    else setProblem(checked.error.issues[0]?.message);
  };
  return (
    <form
      className="owo-settings__form"
      aria-label="PIN reset code"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        next(otp);
      }}
    >
      <p className="owo-settings__lead" role="status">
        We sent a 6-digit code to your email. Enter it, then choose your new PIN.
      </p>
      <OtpInput
        value={otp}
        onChange={(code) => {
          setOtp(code);
          setProblem(undefined);
        }}
        onComplete={next}
        error={problem}
        autoFocus
      />
      <div className="owo-settings__actions">
        <Button type="submit">Continue</Button>
        <Button variant="ghost" onClick={onNewCode}>
          Send a new code
        </Button>
      </div>
    </form>
  );
}
