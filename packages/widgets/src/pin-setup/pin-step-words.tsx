import { defineStyles, useStyles } from '../internal/shadow-styles';
import css from './pin-step-words.css?inline';
import { PIN_STEPS, type PinStepName } from './pin-steps';

const styles = defineStyles(css);

const STEP_ORDER = Object.keys(PIN_STEPS) as PinStepName[];

/**
 * The words of the PIN step shown, laid out with every other step's (hidden) in the same cell, so what holds
 * them is as tall at each step. Confirm's words run a line longer than Set's: without this the modal, which
 * is centred, would move the keys under the person's finger as Set turns to Confirm (and Owo's secrets
 * frame would resize, a message later, on a partner's page). Spans: the modal puts them in its <p>.
 */
export function PinStepWords({ step }: { step: PinStepName }) {
  useStyles(styles);
  return (
    <span className="owo-pin-words">
      {STEP_ORDER.map((name) => (
        <span key={name} className="owo-pin-words__text" hidden={name !== step}>
          {PIN_STEPS[name].text}
        </span>
      ))}
    </span>
  );
}
