import { type Direction, formatMoney } from '../internal/runtime';

/**
 * An API amount (kobo) for people (SPEC.md 9): 2 decimals, '+' for a credit and '−' for a debit. The
 * sign is in the text, not only the colour, so it reads the same to everyone.
 */
export function Amount({
  value,
  direction,
  className,
}: {
  value: number | null | undefined;
  direction?: Direction;
  className?: string;
}) {
  return (
    <span className={['owo-amount', className].filter(Boolean).join(' ')} data-direction={direction}>
      {formatMoney(value, direction ? { direction } : {})}
    </span>
  );
}
