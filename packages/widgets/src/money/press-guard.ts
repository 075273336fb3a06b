import { type MouseEvent, useRef } from 'react';

const CONTROLS = 'button, a, input, select, label, [role="button"]';

/**
 * One click is one action in a money flow. The second click of a double-click lands on whatever the
 * first put under the pointer (the PIN keypad after "Confirm and enter PIN", the review's Confirm after
 * Continue, "Sell another" after Sell), and the browser numbers it as the second of a sequence (`detail`
 * 2). On the flow's root as onClickCapture, this stops such a click before any control sees it, unless
 * that control had the sequence's previous click (tapping 1, 1 on the keypad). First clicks, and clicks
 * from the keyboard or a script (`detail` 0), always pass.
 */
export function usePressGuard(): (event: MouseEvent) => void {
  const last = useRef<Element | null>(null);
  return (event) => {
    const control = (event.target as Element).closest(CONTROLS);
    if (event.detail > 1 && control !== last.current) {
      event.preventDefault();
      event.stopPropagation();
      return;
    }
    last.current = control;
  };
}
