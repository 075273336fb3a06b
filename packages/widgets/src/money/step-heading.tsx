import { type ReactNode, useEffect, useRef } from 'react';
import { useFlowStyles } from './flow-styles';

/**
 * A step's title, focused when the step opens: a screen reader hears where the person is now, and the
 * keyboard continues from the top of the step rather than from a control that no longer exists.
 */
export function StepHeading({
  step,
  focus = true,
  children,
}: {
  /** null: a single step of its own (a PIN that unfreezes a card), so no "Step n of 3". */
  step: number | null;
  /** false: the step puts focus on its own control (the PIN keypad takes digits typed from the keyboard). */
  focus?: boolean;
  children: ReactNode;
}) {
  useFlowStyles();
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    // Not on the element's first paint: a page that merely shows the form keeps its own focus.
    if ((first.current && step === 1) || !focus) return;
    heading.current?.focus();
  }, [step, focus]);
  useEffect(() => {
    first.current = false;
  }, []);
  return (
    <header className="owo-flow__header">
      {step !== null && <p className="owo-flow__step">Step {step} of 3</p>}
      <h2 ref={heading} tabIndex={-1} className="owo-flow__title">
        {children}
      </h2>
    </header>
  );
}
