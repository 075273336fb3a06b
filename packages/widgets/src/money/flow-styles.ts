import { defineStyles, useStyles } from '../internal/shadow-styles';
import css from './payment-flow.css?inline';

const styles = defineStyles(css, 'kit');

/** Adopts the shared sheet of the PIN-confirmed money flows (steps, party, summary, alert, actions). */
export function useFlowStyles(): void {
  useStyles(styles);
}
