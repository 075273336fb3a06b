import * as z from 'zod/mini';

/**
 * What the provider delivered: an electricity token and its units, exam PINs or a gift-card code. Its own
 * module so the transactions contract (a purchase's receipt) can carry it without importing the bills
 * contract, which imports the transaction statuses.
 */
export const billDeliverySchema = z.object({
  token: z.optional(z.string()),
  units: z.optional(z.string()),
  pins: z.optional(z.array(z.string())),
  giftCardCode: z.optional(z.string()),
});
export type BillDelivery = z.infer<typeof billDeliverySchema>;

/** One thing delivered, as a receipt (on screen or by email) shows it. */
export interface DeliveredItem {
  label: string;
  value: string;
  /** What a Copy button puts on the clipboard (a token without its hyphens); none for the units. */
  copy?: { value: string; label: string };
}

const copyOf = (value: string, label: string) => ({ value: value.replace(/-/g, ''), label });

/**
 * What was delivered, labelled, in the order a receipt lists it: the electricity token and its units,
 * each exam e-PIN, the gift-card code. The pay-bills result, the History receipt and the receipt email
 * all show it from here.
 */
export function deliveredItems({ token, units, pins = [], giftCardCode }: BillDelivery): DeliveredItem[] {
  const items: DeliveredItem[] = [];
  if (token) items.push({ label: 'Electricity token', value: token, copy: copyOf(token, 'Copy token') });
  if (units) items.push({ label: 'Units', value: units });
  pins.forEach((pin, index) => {
    const label = pins.length > 1 ? `e-PIN ${index + 1}` : 'e-PIN';
    items.push({ label, value: pin, copy: copyOf(pin, `Copy ${label}`) });
  });
  if (giftCardCode)
    items.push({ label: 'Gift card code', value: giftCardCode, copy: copyOf(giftCardCode, 'Copy code') });
  return items;
}
