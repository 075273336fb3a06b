import { type BillDelivery, deliveredItems } from '../internal/runtime';
import { CopyButton } from './copy-button';

/**
 * What a purchase delivered, each labelled (Electricity token, Units, e-PIN, Gift card code) with a Copy
 * button: the pay-bills result and the History receipt show it the same way.
 */
export function Delivery({ delivery }: { delivery: BillDelivery }) {
  const items = deliveredItems(delivery);
  if (items.length === 0) return null;
  return (
    <dl className="owo-delivery" part="delivery">
      {items.map(({ label, value, copy }) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>
            {copy ? <code>{value}</code> : value}
            {copy && <CopyButton value={copy.value} label={copy.label} />}
          </dd>
        </div>
      ))}
    </dl>
  );
}
