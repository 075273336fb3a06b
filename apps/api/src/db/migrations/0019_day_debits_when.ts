import { type Kysely, sql } from 'kysely';

/**
 * The day's debits' trigger on a change of a debit (migration 0018) runs only when the change can move
 * the day's total (issue 25): when the debit starts or stops counting (pending, processing or completed
 * against failed, cancelled, refunded or reversed) or its amount or fee changes. A held debit settling
 * (pending to processing to completed) counted before and after, and called the function for nothing on
 * every bank transfer, bill and card funding. What the function does is unchanged.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger transactions_day_debits_update on transactions`.execute(db);
  await sql`
    create trigger transactions_day_debits_update after update of status, amount, fee on transactions
    for each row when (new.currency = 'NGN' and new.direction = 'debit'
      and (old.status in ('pending', 'processing', 'completed'), old.amount, old.fee)
        is distinct from (new.status in ('pending', 'processing', 'completed'), new.amount, new.fee))
    execute function count_day_debits()`.execute(db);
}
