import type { Direction } from '@owo/core/contract';
import { sql, type Transaction } from 'kysely';
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
 * Appends one balanced posting. Wallet balances move with their entries in the same transaction;
 * the caller must hold those wallets' row locks (lockWallets). System accounts get entries only.
 */
export async function post(trx: Trx, input: PostingInput): Promise<string> {
  checkBalanced(input.entries);
  const posting = await trx
    .insertInto('postings')
    .values({
      kind: input.kind,
      description: input.description,
      reversesPostingId: input.reverses ?? null,
      createdAt: input.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('ledgerEntries')
    .values(input.entries.map((e) => ({ postingId: posting.id, ...e, createdAt: input.at })))
    .execute();

  const deltas = new Map<string, number>();
  for (const e of input.entries) {
    deltas.set(
      e.accountId,
      (deltas.get(e.accountId) ?? 0) + (e.direction === 'credit' ? e.amount : -e.amount),
    );
  }
  for (const [accountId, delta] of deltas) {
    if (delta === 0) continue;
    await trx
      .updateTable('wallets')
      .set({ balance: sql`balance + ${delta}` })
      .where('accountId', '=', accountId)
      .execute();
  }
  return posting.id;
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
