import { sql } from 'kysely';
import type { Trx } from './post';

/**
 * Holds belong to an account: they live on the transaction that needs them (hold_amount, hold_status
 * open -> posted | voided), and the account keeps their sum in `held`, changed only under its row lock.
 * Only naira wallets hold money today (card funding, bills and bank transfers all leave a wallet).
 * A hold is opened with its transaction, in one statement (openHeldDebit, money/held-debit.ts).
 */

/** Ends a hold, whether its money is then posted or given back. */
export async function closeHold(trx: Trx, accountId: string, amount: number): Promise<void> {
  await trx
    .updateTable('wallets')
    .set({ held: sql`held - ${amount}` })
    .where('accountId', '=', accountId)
    .execute();
}
