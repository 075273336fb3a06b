import { OwoPinSetEvent } from '../events/owo-pin-set';
import { useHostElement } from '../internal/host-context';
import { showToast, useRuntime } from '../internal/runtime';
import { useHostEvent } from '../internal/use-host-event';
import { useSessionState } from '../internal/use-session-state';
import { Loader } from '../ui/loader/loader';
import { Modal } from '../ui/modal/modal';
import { PinKeypad } from '../ui/pin-keypad/pin-keypad';
import type { PinSetupProps } from './pin-setup-props';
import { usePinFlow } from './use-pin-flow';

export const PIN_SET_MESSAGE = 'PIN set successfully';

const STEPS = {
  create: {
    title: 'Set PIN',
    text: 'This PIN will be required whenever you want to carry out a transaction, keep it safe.',
    label: 'Transaction PIN',
  },
  confirm: {
    title: 'Confirm PIN',
    text: 'Re-enter your PIN to confirm. This step ensures the accuracy and security of your transaction PIN.',
    label: 'Confirm transaction PIN',
  },
} as const;

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

  // Core toasts a failure (the server's message, else 'Failed to set PIN'), and the entry starts again;
  // on success it caches the updated user, which closes the modal.
  const { state, value, input, restart } = usePinFlow(async (pin) => {
    await session.setTransactionPin({ pin });
    showToast(bus, 'success', PIN_SET_MESSAGE);
    dispatchHostEvent(new OwoPinSetEvent());
    settleOpen();
  });

  const step = STEPS[state.step];
  return (
    <Modal
      open={shown}
      onClose={settleOpen}
      onAfterClose={restart}
      title={step.title}
      description={step.text}
      closeOnOverlayClick={false}
      closeOnEscape={!autoOpen}
      showCloseButton={!autoOpen}
    >
      <div
        className="owo-pin-setup"
        part="base"
        data-step={state.step}
        aria-busy={state.phase === 'submitting'}
      >
        <PinKeypad value={value} onChange={input} error={state.error} label={step.label} />
        {state.phase === 'submitting' && <Loader fullScreen={false} size="small" label="Setting your PIN" />}
      </div>
    </Modal>
  );
}
