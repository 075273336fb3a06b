import { defineStyles, useStyles } from '../internal/shadow-styles';
import css from './money.css?inline';

const styles = defineStyles(css, 'kit');

/** Adopts the shared money sheet (amounts, statuses, receipts) into the root it renders in. */
export function useMoneyStyles(): void {
  useStyles(styles);
}
