import type { Direction } from '@owo/core/contract';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';

export type Trx = Transaction<Database>;

export interface EntryInput {
  accountId: string;
  direction: Direction;
  amount: number;
}

export interface PostingInput {
  kind: string;
  description: string;
  entries: EntryInput[];
  /** The posting this one undoes. */
  reverses?: string;
  at: Date;
}

/** A posting that does not balance or carries a non-integer amount is a bug, never a user error. */
function checkBalanced(entries: EntryInput[]): void {
  let debits = 0;
  let credits = 0;
  for (const entry of entries) {
    if (!Number.isSafeInteger(entry.amount) || entry.amount <= 0) {
      throw new Error(`ledger: entry amount must be a positive integer of kobo, got ${entry.amount}`);
    }
    if (entry.direction === 'debit') debits += entry.amount;
    else credits += entry.amount;
  }
  if (entries.length < 2 || debits !== credits) {
    throw new Error(`ledger: posting does not balance (debits ${debits}, credits ${credits})`);
  }
}

/**
 * Appends one balanced posting in one SQL statement (one round trip): the posting, its entries and the
 * wallet balances they move, as data-modifying CTEs that commit or fail together. Wallet balances move
 * with their entries; the caller must hold those wallets' row locks (lockWallets), and the wallets'
 * check (balance - held >= 0) refuses an overdraft even so. System accounts get entries only: their
 * balance is the sum of their entries, so a posting into a hot account is an insert, never a row lock.
 * One statement is atomic on its own; money flows pass their transaction, so the posting commits with the
 * rest of the effect (transaction row, hold, idempotency record).
 */
export async function post(trx: Trx | Db, input: PostingInput): Promise<string> {
  checkBalanced(input.entries);
  const deltas = new Map<string, number>();
  for (const e of input.entries) {
    deltas.set(
      e.accountId,
      (deltas.get(e.accountId) ?? 0) + (e.direction === 'credit' ? e.amount : -e.amount),
    );
  }
  const moves = [...deltas].filter(([, delta]) => delta !== 0);
  const entries = sql.join(
    input.entries.map((e) => sql`(${e.accountId}::uuid, ${e.direction}, ${e.amount}::bigint)`),
  );
  const moved =
    moves.length === 0
      ? sql``
      : sql`, moved as (
          update wallets set balance = wallets.balance + d.delta
          from (values ${sql.join(moves.map(([id, delta]) => sql`(${id}::uuid, ${delta}::bigint)`))}) as d(account_id, delta)
          where wallets.account_id = d.account_id
        )`;
  const { rows } = await sql<{ id: string }>`
    with posting as (
      insert into postings (kind, description, reverses_posting_id, created_at)
      values (${input.kind}, ${input.description}, ${input.reverses ?? null}::uuid, ${input.at})
      returning id
    ), entries as (
      insert into ledger_entries (posting_id, account_id, direction, amount, created_at)
      select posting.id, e.account_id, e.direction, e.amount, ${input.at}
      from posting, (values ${entries}) as e(account_id, direction, amount)
    )${moved}
    select id from posting`.execute(trx);
  const id = rows[0]?.id;
  if (!id) throw new Error('ledger: the posting was not written');
  return id;
}

/** A new posting with every entry of `postingId` turned round, pointing at it. */
export async function reversePosting(trx: Trx, postingId: string, kind: string, at: Date): Promise<string> {
  const entries = await trx
    .selectFrom('ledgerEntries')
    .select(['accountId', 'direction', 'amount'])
    .where('postingId', '=', postingId)
    .execute();
  return post(trx, {
    kind,
    description: `Reversal of ${postingId}`,
    reverses: postingId,
    at,
    entries: entries.map((e) => ({
      accountId: e.accountId,
      direction: e.direction === 'debit' ? 'credit' : 'debit',
      amount: Number(e.amount),
    })),
  });
}
