import type { BankCard, BankCardBrand } from '../../../internal/runtime';

/** The number as printed on a card, grouped in fours as it is typed ('4084 0840 8408 4081'); 19 digits at most. */
export function groupCardNumber(typed: string): string {
  return (
    typed
      .replace(/\D/g, '')
      .slice(0, 19)
      .match(/.{1,4}/g)
      ?.join(' ') ?? ''
  );
}

/**
 * MM/YY as it is typed: the slash comes after the month by itself, and a deleted slash takes the month's
 * last digit with it, so backspace never gets stuck on it.
 */
export function typedExpiry(typed: string, previous: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  if (typed.length < previous.length && previous.endsWith('/') && !typed.includes('/'))
    return digits.slice(0, 1);
  return digits.length >= 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export const BRAND_NAMES: Record<BankCardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  verve: 'Verve',
};

/** "Visa ending 4081": a saved card in a sentence or a button's name. */
export const cardName = (card: Pick<BankCard, 'brand' | 'last4'>) =>
  `${BRAND_NAMES[card.brand]} ending ${card.last4}`;

/** "12/29". */
export const expiryOf = (card: Pick<BankCard, 'expiryMonth' | 'expiryYear'>) =>
  `${String(card.expiryMonth).padStart(2, '0')}/${String(card.expiryYear % 100).padStart(2, '0')}`;
