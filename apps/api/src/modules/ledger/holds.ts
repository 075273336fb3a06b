import { sql } from 'kysely';
import type { Trx } from './post';

/**
 * Holds live on the transaction that needs them (hold_amount, hold_status open -> posted | voided);
 * the wallet keeps their sum in `held`, changed only under the wallet's row lock.
 */
export async function openHold(trx: Trx, userId: string, amount: number): Promise<void> {
  await trx
    .updateTable('wallets')
    .set({ held: sql`held + ${amount}` })
    .where('userId', '=', userId)
    .execute();
}

/** Ends a hold, whether its money is then posted or given back. */
export async function closeHold(trx: Trx, userId: string, amount: number): Promise<void> {
  await trx
    .updateTable('wallets')
    .set({ held: sql`held - ${amount}` })
    .where('userId', '=', userId)
    .execute();
}
