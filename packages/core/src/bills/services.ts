/**
 * The seven services of SPEC.md 1, in the order the app lists them. The ids are the /app/services/*
 * segments and the `service` of every bills call, so the screens, the element and the API share them.
 */
export const BILL_SERVICES = [
  'airtime',
  'mobile-data',
  'cable-tv',
  'electricity',
  'betting',
  'giftcards',
  'education',
] as const;
export type BillService = (typeof BILL_SERVICES)[number];

export function isBillService(value: string): value is BillService {
  return (BILL_SERVICES as readonly string[]).includes(value);
}

export const METER_TYPES = ['prepaid', 'postpaid'] as const;
export type MeterType = (typeof METER_TYPES)[number];

/** Airtime is an amount the person types: ₦50 to ₦50,000, in kobo. */
export const AIRTIME_LIMITS = { min: 5_000, max: 5_000_000 } as const;

/** An amount typed for electricity or a betting wallet: ₦100 to ₦500,000, in kobo. */
export const OPEN_AMOUNT_LIMITS = { min: 10_000, max: 50_000_000 } as const;

/** Bill payments on Owo are free (the pricing page says so): one constant both sides read. */
export const BILL_PAYMENT_FEE = 0;

/** How long a quoted gift-card rate holds, as the pricing page promises. */
export const GIFTCARD_RATE_HOLD_MS = 60_000;
