import * as z from 'zod/mini';

/**
 * A money amount: an integer number of kobo, more than zero (₦1 = 100). A module of its own: every money
 * body takes it (a transfer, a bill, a card's funding), and Owo's secrets frame shares it between its
 * payment and its transfer without either carrying the other's contract.
 */
export const amountField = z
  .number({ error: 'Amount must be a number of kobo' })
  .check(
    z.int({ error: 'Amount must be a whole number of kobo' }),
    z.gt(0, 'Amount must be more than zero'),
    z.lte(Number.MAX_SAFE_INTEGER, 'Amount is too large'),
  );
