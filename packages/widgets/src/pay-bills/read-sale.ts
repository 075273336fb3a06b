import * as z from 'zod/mini';
import { type BillServiceInfo, giftCardSaleBody } from '../internal/runtime';

/** What the sell form's controls hold, as typed: the card's value in dollars ("50", "25.50"). */
export interface SaleValues {
  [name: string]: string;
  brand: string;
  value: string;
  cardCode: string;
}

export const emptySale: SaleValues = { brand: '', value: '', cardCode: '' };

export type SaleErrors = Partial<Record<'brand' | 'value' | 'cardCode', string>>;

/** A card to sell, checked by the contract's own fields: its face value in US cents. */
export interface SaleDraft {
  brand: string;
  brandName: string;
  valueUsd: number;
  cardCode: string;
}

const { valueUsd: valueField, cardCode: codeField } = giftCardSaleBody.shape;

/** "50", "$50" or "25.50" in cents; null when it is not an amount of dollars. */
export function readDollars(typed: string): number | null {
  const match = /^\$?\s*(\d{1,6})(?:\.(\d{1,2}))?$/.exec(typed.trim().replace(/,/g, ''));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** The values as a draft, or the first message per field (the contract's messages where it has them). */
export function readSale(
  info: BillServiceInfo,
  values: SaleValues,
): { ok: true; draft: SaleDraft } | { ok: false; errors: SaleErrors } {
  const errors: SaleErrors = {};
  const brand = info.billers.find((b) => b.id === values.brand);
  if (!brand) errors.brand = 'Please choose a brand';
  const cents = readDollars(values.value);
  if (values.value.trim() === '') errors.value = 'Card value is required';
  else if (cents === null) errors.value = 'Enter the card value in dollars, like 50';
  else {
    const checked = z.safeParse(valueField, cents);
    if (!checked.success) errors.value = checked.error.issues[0]?.message;
  }
  const code = z.safeParse(codeField, values.cardCode);
  if (!code.success)
    errors.cardCode = values.cardCode.trim() === '' ? 'Card code is required' : code.error.issues[0]?.message;
  if (!brand || cents === null || !code.success || Object.keys(errors).length > 0)
    return { ok: false, errors };
  return {
    ok: true,
    draft: { brand: brand.id, brandName: brand.name, valueUsd: cents, cardCode: code.data.toUpperCase() },
  };
}

/** The naira (kobo) a card is worth at a rate in kobo per dollar, rounded as the API rounds it. */
export const quoteFor = (valueUsd: number, koboPerUsd: number) => Math.round((valueUsd * koboPerUsd) / 100);

const FIELDS = ['brand', 'value', 'cardCode'] as const;

/** The sell form for useZodForm: readSale's message on each field. */
export function saleForm(info: BillServiceInfo) {
  const errorsOf = (values: SaleValues) => {
    const read = readSale(info, values);
    return read.ok ? {} : read.errors;
  };
  return z.object({ brand: z.string(), value: z.string(), cardCode: z.string() }).check(
    ...FIELDS.map((field) =>
      z.refine<SaleValues>((values) => errorsOf(values)[field] === undefined, {
        path: [field],
        error: (issue) => errorsOf(issue.input as SaleValues)[field] ?? '',
      }),
    ),
  );
}
