import type { ReactNode } from 'react';

export type SummaryRow = [label: string, value: ReactNode];

/** Label and value pairs, as a description list: a review's amounts, a receipt's details. */
export function SummaryRows({ rows, className }: { rows: SummaryRow[]; className: string }) {
  return (
    <dl className={className}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
