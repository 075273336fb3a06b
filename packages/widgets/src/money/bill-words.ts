import { type ReceiptWords, statusTitle } from './receipt-title';

/**
 * What a bill's receipt heading and note say: it is a payment ("Payment successful", "Payment pending").
 * The pay-bills result and the History receipt read them from here.
 */
export const BILL_WORDS: ReceiptWords = {
  title: (status) => statusTitle('Payment', status),
  notes: {
    pending:
      'The provider has not confirmed it yet. Your money is on hold, not spent: we keep asking, and if it fails the money comes back.',
    processing:
      'The provider is processing it. Your money is on hold, not spent: if it fails, the money comes back.',
    failed: 'No money left your wallet: the amount is back in your balance.',
    reversed: 'The provider reversed it: the amount is back in your balance.',
  },
};

/** A card sold to Owo is reviewed, then approved or rejected: the gift-card sale and its History receipt. */
export const GIFTCARD_TITLES: Record<string, string> = {
  pending: 'Pending review',
  processing: 'Pending review',
  completed: 'Card approved',
  failed: 'Card rejected',
};
