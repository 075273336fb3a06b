import { type ReactNode, useEffect, useRef } from 'react';

/**
 * A step's title, focused when the step opens: a screen reader hears where the person is now, and the
 * keyboard continues from the top of the step rather than from a control that no longer exists.
 */
export function StepHeading({
  step,
  focus = true,
  block = 'owo-send',
  children,
}: {
  step: number;
  /** false: the step puts focus on its own control (the PIN keypad takes digits typed from the keyboard). */
  focus?: boolean;
  /** The BEM block of the element using it (owo-pay-bills shares it). */
  block?: string;
  children: ReactNode;
}) {
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
    <header className={`${block}__header`}>
      <p className={`${block}__step`}>Step {step} of 3</p>
      <h2 ref={heading} tabIndex={-1} className={`${block}__title`}>
        {children}
      </h2>
    </header>
  );
}
