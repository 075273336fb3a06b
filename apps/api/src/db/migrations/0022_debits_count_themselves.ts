import { type Kysely, sql } from 'kysely';

/**
 * A new debit counts itself into its wallet's day's debits (issue 25). The trigger of migration 0018 did
 * it after every naira debit was written: a call into plpgsql and a second update of the payer's wallet,
 * which the statement writing the debit had just updated (a transfer moves its balance, a held debit opens
 * its hold). Now that update counts the debit too (countDebit: a transfer to an Owo user in its posting's
 * wallet move, a bank transfer, a bill and a card funding in openHeldDebit's hold), with the trigger's
 * rule. Those two are the only places a naira debit is written; the ledger invariants the tests check after
 * every step (a wallet's total is its day's debits) would catch a third that did not count.
 *
 * The trigger on a change of a debit stays: a debit that fails or is reversed gives its amount back to its
 * own day, rarely, from several paths.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger transactions_day_debits_insert on transactions`.execute(db);
}
