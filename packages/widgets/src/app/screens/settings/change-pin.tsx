import { changePinBody } from '@owo/core/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError, settingsApi, settingsKeys, showToast, useRuntime } from '../../../internal/runtime';
import { Button } from '../../../ui/button/button';
import { PIN_LENGTH } from '../../../ui/constants';
import { PinKeypad } from '../../../ui/pin-keypad/pin-keypad';
import { NewPin } from './new-pin';

type Step = { name: 'current' } | { name: 'new'; currentPin: string } | { name: 'locked'; message: string };

/**
 * Change PIN: the current PIN on the keypad (a wrong one counts toward the PIN lock, as on a payment),
 * then the new one twice. A locked PIN points to Forgot PIN.
 */
export function ChangePin({
  onDone,
  onCancel,
  onForgot,
}: {
  onDone: () => void;
  onCancel: () => void;
  onForgot: () => void;
}) {
  const runtime = useRuntime();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ name: 'current' });
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const keypad = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (step.name === 'current')
      keypad.current?.querySelector<HTMLButtonElement>('.owo-keypad__key')?.focus();
  }, [step]);

  const enterCurrent = (value: string) => {
    setError(null);
    if (value.length < PIN_LENGTH) return setPin(value);
    setPin('');
    setStep({ name: 'new', currentPin: value });
  };

  const currentPin = step.name === 'new' ? step.currentPin : '';
  const submit = useCallback(
    async (newPin: string) => {
      const checked = changePinBody.safeParse({ currentPin, newPin });
      if (!checked.success) {
        setError(checked.error.issues[0]?.message ?? 'PIN must be 4 digits');
        throw checked.error;
      }
      try {
        const message = await settingsApi(runtime).changePin(checked.data);
        showToast(runtime.bus, 'success', message);
        void queryClient.invalidateQueries({ queryKey: settingsKeys.securityEvents });
        onDone();
      } catch (failure) {
        // By status, as the API documents them: 423 PIN_LOCKED, 403 a wrong current PIN (or none set).
        const status = isApiError(failure) ? failure.status : 0;
        const message = failure instanceof Error ? failure.message : 'Failed to change PIN';
        setError(message);
        void queryClient.invalidateQueries({ queryKey: settingsKeys.securityEvents });
        if (status === 423) setStep({ name: 'locked', message });
        else if (status === 403) setStep({ name: 'current' });
        throw failure;
      }
    },
    [currentPin, runtime, queryClient, onDone],
  );

  if (step.name === 'locked')
    return (
      <div className="owo-settings__flow">
        <p className="owo-settings__alert" role="alert">
          {step.message}
        </p>
        <p>You can set a new PIN now with your password and a code we email you.</p>
        <div className="owo-settings__actions">
          <Button onClick={onForgot}>Reset PIN with Forgot PIN</Button>
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </div>
    );

  return (
    <div className="owo-settings__flow">
      {step.name === 'current' ? (
        <div className="owo-settings__pin" ref={keypad}>
          <p className="owo-settings__lead">Enter your current PIN.</p>
          <PinKeypad value={pin} onChange={enterCurrent} error={error ?? undefined} label="Current PIN" />
        </div>
      ) : (
        <NewPin onPin={submit} busyLabel="Changing your PIN" error={error} />
      )}
      <div className="owo-settings__actions">
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button variant="ghost" onClick={onForgot}>
          Forgot PIN?
        </Button>
      </div>
    </div>
  );
}
