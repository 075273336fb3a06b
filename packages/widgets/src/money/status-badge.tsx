import { describeTransactionStatus } from '../internal/runtime';

/** SPEC.md 4's colour for a status, with its name in words (colour is never the only signal). */
export function StatusBadge({ status }: { status: string }) {
  const { tone, label } = describeTransactionStatus(status);
  return (
    <span className="owo-status" data-tone={tone}>
      {label}
    </span>
  );
}
