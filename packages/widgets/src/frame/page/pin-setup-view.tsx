import { useEffect, useState } from 'react';
import { useRuntime } from '../../internal/runtime';
import { defineStyles, useStyles } from '../../internal/shadow-styles';
import { PinStepWords } from '../../pin-setup/pin-step-words';
import { PIN_STEPS } from '../../pin-setup/pin-steps';
import { usePinFlow } from '../../pin-setup/use-pin-flow';
import { Loader } from '../../ui/loader/loader';
import { PinKeypad } from '../../ui/pin-keypad/pin-keypad';
import { frameBridge } from './frame-bridge';
import css from './pin-setup-view.css?inline';

const styles = defineStyles(css, 'element');

const SIGNED_OUT = 'Your Owo session has ended. Sign in again to set your PIN.';

/**
 * The frame's PIN setup: owo-pin-setup's steps (the PIN, then again to confirm) on Owo's origin, set
 * with the partner page's session (picked up with the refresh cookie this frame shares with it). The
 * page hears only that the person has a PIN now. A failure is said here (core's toast, shown by the
 * frame as a notice), and the entry starts again, as in the element.
 */
export function PinSetupView() {
  useStyles(styles);
  const { session } = useRuntime();
  const [ready, setReady] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { state, value, input } = usePinFlow(async (pin) => {
    await session.setTransactionPin({ pin });
    frameBridge.tell({ type: 'pin-set' });
  });

  useEffect(() => {
    let live = true;
    session.resume().then(
      (user) => {
        if (!live) return;
        if (!user) setProblem(SIGNED_OUT);
        // Set meanwhile (another tab): the page's cached user is behind, and the page asks again.
        else if (user.isPinSet) frameBridge.tell({ type: 'pin-set' });
        else setReady(true);
      },
      () => {
        if (live) setProblem(SIGNED_OUT);
      },
    );
    return () => {
      live = false;
    };
  }, [session]);

  if (problem)
    return (
      <p className="owo-frame__status" role="alert">
        {problem}
      </p>
    );
  if (!ready)
    return (
      <p className="owo-frame__status" role="status">
        Loading…
      </p>
    );
  const step = PIN_STEPS[state.step];
  return (
    <section
      className="owo-pin-view"
      aria-labelledby="owo-pin-view-title"
      data-step={state.step}
      aria-busy={state.phase === 'submitting'}
    >
      <h2 className="owo-pin-view__title" id="owo-pin-view-title">
        {step.title}
      </h2>
      <p className="owo-pin-view__text">
        <PinStepWords step={state.step} />
      </p>
      <PinKeypad value={value} onChange={input} error={state.error} label={step.label} />
      {state.phase === 'submitting' && <Loader fullScreen={false} size="small" label="Setting your PIN" />}
    </section>
  );
}
