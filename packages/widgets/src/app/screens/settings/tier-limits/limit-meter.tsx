import { formatMoney } from '../../../../internal/runtime';

/**
 * One limit with what has been used of it, as a native meter read out in naira ("₦12,000.00 used today
 * of ₦50,000.00"): green, then amber past three quarters, red past nine tenths. Amounts in kobo.
 */
export function LimitMeter({
  id,
  label,
  used,
  limit,
  usedWord,
}: {
  id: string;
  label: string;
  used: number;
  limit: number;
  /** How the use reads: "used today", "in your wallet". */
  usedWord: string;
}) {
  const text = `${formatMoney(used)} ${usedWord} of ${formatMoney(limit)}`;
  return (
    <div className="owo-tiers__limit">
      <div className="owo-tiers__limit-head">
        <span id={id} className="owo-settings__name">
          {label}
        </span>
        <span>{formatMoney(limit)}</span>
      </div>
      <meter
        className="owo-tiers__meter"
        aria-labelledby={id}
        aria-valuetext={text}
        min={0}
        max={limit}
        value={Math.min(Math.max(0, used), limit)}
        low={limit * 0.75}
        high={limit * 0.9}
        optimum={0}
      />
      <p className="owo-settings__muted">
        {text} · {formatMoney(Math.max(0, limit - used))} left
      </p>
    </div>
  );
}
