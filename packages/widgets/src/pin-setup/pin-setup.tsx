import { Suspense } from 'react';
import { OwoPinSetEvent } from '../events/owo-pin-set';
import { useSecretsFrameOrigin } from '../frame/use-secrets-frame';
import { useHostElement } from '../internal/host-context';
import { retryableLazy } from '../internal/retryable-lazy';
import { showToast, useRuntime } from '../internal/runtime';
import { useHostEvent } from '../internal/use-host-event';
import { useSessionState } from '../internal/use-session-state';
import { Loader } from '../ui/loader/loader';
import { Modal } from '../ui/modal/modal';
import { PinKeypad } from '../ui/pin-keypad/pin-keypad';
import type { PinSetupProps } from './pin-setup-props';
import { PinStepWords } from './pin-step-words';
import { PIN_STEPS } from './pin-steps';
import { usePinFlow } from './use-pin-flow';

export const PIN_SET_MESSAGE = 'PIN set successfully';

// Only a partner's page, where the PIN is set in Owo's secrets frame, loads it.
const PinSetupInFrame = retryableLazy(() => import('./pin-setup-in-frame').then((m) => m.PinSetupInFrame));

/**
 * The transaction PIN modal (SPEC.md 2 and 4): set, confirm, submit. While the PIN is required
 * (auto-open) nothing but success closes it: no overlay click, no Escape, no close button, since every
 * payment needs the PIN. Opened on demand (auto-open false), Escape and the close button dismiss it.
 */
export function PinSetup({ autoOpen = true, open = false }: PinSetupProps) {
  const { bus, session } = useRuntime();
  const { user, isAuthenticated } = useSessionState();
  const host = useHostElement() as (HTMLElement & PinSetupProps) | null;
  const dispatchHostEvent = useHostEvent();

  const needsPin = isAuthenticated && user !== null && !user.isPinSet;
  const shown = needsPin && (autoOpen || open);
  // An on-demand opening is over once it closes: `open` is set back, so the next sign-in starts closed.
  const settleOpen = () => {
    if (host?.open) host.open = false;
  };

  const pinSet = () => {
    showToast(bus, 'success', PIN_SET_MESSAGE);
    dispatchHostEvent(new OwoPinSetEvent());
    settleOpen();
  };

  // Core toasts a failure (the server's message, else 'Failed to set PIN'), and the entry starts again;
  // on success it caches the updated user, which closes the modal.
  const { state, value, input, restart } = usePinFlow(async (pin) => {
    await session.setTransactionPin({ pin });
    pinSet();
  });

  // On a partner's page the PIN is typed in Owo's frame, which sets it: this page asks who the person is
  // now (the cached user then has its PIN, which closes the modal) and goes on as the keypad would have.
  const owoOrigin = useSecretsFrameOrigin();
  const setInFrame = async () => {
    await session.refetch().catch(() => null);
    pinSet();
  };

  const step = PIN_STEPS[state.step];
  return (
    <Modal
      open={shown}
      onClose={settleOpen}
      onAfterClose={restart}
      // The frame shows each step's heading and words itself.
      {...(owoOrigin
        ? { 'aria-label': PIN_STEPS.create.title }
        : { title: step.title, description: <PinStepWords step={state.step} /> })}
      closeOnOverlayClick={false}
      closeOnEscape={!autoOpen}
      showCloseButton={!autoOpen}
    >
      {owoOrigin ? (
        <div part="base">
          <Suspense fallback={<p role="status">Loading…</p>}>
            <PinSetupInFrame owoOrigin={owoOrigin} onSet={() => void setInFrame()} />
          </Suspense>
        </div>
      ) : (
        <div
          className="owo-pin-setup"
          part="base"
          data-step={state.step}
          aria-busy={state.phase === 'submitting'}
        >
          <PinKeypad value={value} onChange={input} error={state.error} label={step.label} />
          {state.phase === 'submitting' && (
            <Loader fullScreen={false} size="small" label="Setting your PIN" />
          )}
        </div>
      )}
    </Modal>
  );
}
