import { type Currency, type Direction, describeMovement, formatMovement } from '../internal/runtime';

/**
 * An API amount (kobo, or a dollar card's cents) for people (SPEC.md 9), 2 decimals, signed and coloured by what actually moved
 * (core's describeMovement): '+' and green only for money received, '−' for money sent or held, no
 * sign for a failed, cancelled or reversed one. The sign is in the text, not only the colour.
 */
export function Amount({
  value,
  direction,
  status,
  currency,
  className,
}: {
  value: number | null | undefined;
  direction: Direction;
  status: string;
  /** NGN unless said. */
  currency?: Currency;
  className?: string;
}) {
  const { tone } = describeMovement(direction, status);
  return (
    <span className={['owo-amount', className].filter(Boolean).join(' ')} data-tone={tone}>
      {formatMovement(value, direction, status, currency)}
    </span>
  );
}
