import { randomUUID } from 'node:crypto';
import type { Direction } from '@owo/core/contract';
import { type QueryCreator, type RawBuilder, sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Currency } from '../../db/money-schema';
import type { Database } from '../../db/schema';
import { countDebit } from '../wallet/day-debits';

export type Trx = Transaction<Database>;

export interface EntryInput {
  accountId: string;
  direction: Direction;
  /** Minor units of the entry's currency (kobo, cents). */
  amount: number;
  /** The account's currency; naira unless said. The database refuses an entry whose account differs. */
  currency?: Currency;
}

export interface PostingInput {
  kind: string;
  description: string;
  entries: EntryInput[];
  /** The posting this one undoes. */
  reverses?: string;
  at: Date;
}

/**
 * A posting that does not balance in each of its currencies, or carries a non-integer amount, is a bug,
 * never a user error. A conversion balances because it goes through the FX account of each currency.
 */
export function checkBalanced(entries: EntryInput[]): void {
  const net = new Map<Currency, number>();
  for (const entry of entries) {
    if (!Number.isSafeInteger(entry.amount) || entry.amount <= 0) {
      throw new Error(`ledger: entry amount must be a positive integer of minor units, got ${entry.amount}`);
    }
    const currency = entry.currency ?? 'NGN';
    const signed = entry.direction === 'debit' ? entry.amount : -entry.amount;
    net.set(currency, (net.get(currency) ?? 0) + signed);
  }
  if (entries.length < 2) throw new Error('ledger: a posting needs at least two entries');
  for (const [currency, difference] of net) {
    if (difference !== 0) {
      throw new Error(`ledger: posting does not balance in ${currency} (debits - credits = ${difference})`);
    }
  }
}

/** A named common table expression, for a caller that writes a posting beside its other rows in one statement. */
export type Cte = [name: string, statement: RawBuilder<unknown>];

/**
 * A check a statement with no transaction around it makes itself: `ctes` ahead of it, and `ok`, which it
 * must find true to write anything (with paymentChecks' own, under `owo_require`).
 */
export interface StatementCondition {
  ctes: Cte[];
  ok: RawBuilder<boolean>;
}

/** A dollar card's balance moves by its entries' sum; its `balance >= 0` check refuses an overdraft. */
function cardMove(moves: [string, number][]): Cte[] {
  if (moves.length === 0) return [];
  const values = sql.join(moves.map(([id, delta]) => sql`(${id}::uuid, ${delta}::bigint)`));
  return [
    [
      'moved_cards',
      sql`update cards set balance = cards.balance + d.delta
      from (values ${values}) as d(account_id, delta)
      where cards.account_id = d.account_id`,
    ],
  ];
}

/**
 * The wallets' CTE: balances move by their entries' sums, and a hold the posting settles closes in the same
 * update (`released`), so the wallet's check (balance - held >= 0) sees the hold gone and the debit made at
 * once. A row may be changed by only one CTE of a statement, so both go in this one.
 */
function walletMove(
  moves: [string, number][],
  released: ReadonlyMap<string, number>,
  debit: NewDebit | undefined,
): Cte[] {
  const ids = new Set([...moves.map(([id]) => id), ...released.keys(), ...(debit ? [debit.accountId] : [])]);
  if (ids.size === 0) return [];
  const delta = new Map(moves);
  const counted = (id: string) => (debit?.accountId === id ? debit.counted : 0);
  const values = sql.join(
    [...ids].map(
      (id) =>
        sql`(${id}::uuid, ${delta.get(id) ?? 0}::bigint, ${released.get(id) ?? 0}::bigint, ${counted(id)}::bigint)`,
    ),
  );
  const day = debit ? countDebit(sql.ref<number>('d.counted'), debit.at) : undefined;
  return [
    [
      'moved',
      sql`update wallets set balance = wallets.balance + d.delta, held = wallets.held - d.released
      ${day ? sql`, day_debits = ${day.dayDebits}, debits_day = ${day.debitsDay}` : sql``}
      from (values ${values}) as d(account_id, delta, released, counted)
      where wallets.account_id = d.account_id`,
    ],
  ];
}

/**
 * A naira debit the statement writes beside its posting (a transfer to an Owo user): the wallet's move
 * counts it into the day's debits (`counted`: amount + fee; countDebit), as the debit is written.
 */
export interface NewDebit {
  accountId: string;
  counted: number;
  at: Date;
}

/**
 * Balanced postings as data-modifying CTEs: the postings, their entries and the wallet and card balances
 * they move (see postMany), and the holds they settle (`released`: a wallet's account id, the hold's
 * amount). Posting ids are made here, so each caller's id is known whatever order the rows are written in,
 * and a row written in the same statement can name its posting.
 */
export function postingCtes(
  inputs: PostingInput[],
  released: ReadonlyMap<string, number> = new Map(),
  debit?: NewDebit,
): { ids: string[]; ctes: Cte[] } {
  const deltas = new Map<string, number>();
  const currencies = new Map<string, Currency>();
  for (const input of inputs) {
    checkBalanced(input.entries);
    for (const e of input.entries) {
      const delta = e.direction === 'credit' ? e.amount : -e.amount;
      deltas.set(e.accountId, (deltas.get(e.accountId) ?? 0) + delta);
      currencies.set(e.accountId, e.currency ?? 'NGN');
    }
  }
  const ids = inputs.map(() => randomUUID());
  const postings = sql.join(
    inputs.map(
      (p, i) =>
        sql`(${ids[i]}::uuid, ${p.kind}, ${p.description}, ${p.reverses ?? null}::uuid, ${p.at}::timestamptz)`,
    ),
  );
  const entries = sql.join(
    inputs.flatMap((p, i) =>
      p.entries.map(
        (e) =>
          sql`(${ids[i]}::uuid, ${e.accountId}::uuid, ${e.direction}, ${e.amount}::bigint, ${e.currency ?? 'NGN'}, ${p.at}::timestamptz)`,
      ),
    ),
  );
  const moves = [...deltas].filter(([, delta]) => delta !== 0);
  const byCurrency = (currency: Currency) => moves.filter(([id]) => currencies.get(id) === currency);
  return {
    ids,
    ctes: [
      [
        'posting',
        sql`insert into postings (id, kind, description, reverses_posting_id, created_at) values ${postings}`,
      ],
      [
        'entries',
        sql`insert into ledger_entries (posting_id, account_id, direction, amount, currency, created_at) values ${entries}`,
      ],
      ...walletMove(byCurrency('NGN'), released, debit),
      ...cardMove(byCurrency('USD')),
    ],
  };
}

/**
 * `ctes` ahead of a statement built with Kysely. Kysely writes a raw CTE's body as given, so each brings
 * its own parentheses here. The CTEs' names are never selected from by the statement that follows, so
 * the creator's type need not know them.
 */
export function withAll(creator: QueryCreator<Database>, ctes: Cte[]): QueryCreator<Database> {
  return ctes.reduce<QueryCreator<Database>>(
    (with_, [name, statement]) =>
      with_.with(name, () => sql<object>`(${statement})`) as unknown as QueryCreator<Database>,
    creator,
  );
}

/** `with a as (...), b as (...)`: CTEs for a raw statement. */
export function withCtes(ctes: Cte[]) {
  return sql`with ${sql.join(ctes.map(([name, statement]) => sql`${sql.raw(name)} as (${statement})`))}`;
}

/**
 * Appends balanced postings in one SQL statement (one round trip): the postings, their entries and the
 * wallet balances they move, as data-modifying CTEs that commit or fail together (postingCtes). Wallet
 * and card balances move by the sum of their entries over all the postings; the caller must hold those
 * rows' locks (lockWallets, a card's lock) or write alone, and their checks (a wallet's balance - held >= 0,
 * a card's balance >= 0) refuse an overdraft even so, failing the whole statement. System accounts get
 * entries only: their balance is the sum of their entries, so a posting into a hot account is an insert,
 * never a row lock. Money flows pass their transaction, so their posting commits with the rest of the
 * effect (transaction row, hold, idempotency record).
 */
export async function postMany(trx: Trx | Db, inputs: PostingInput[]): Promise<string[]> {
  if (inputs.length === 0) return [];
  const { ids, ctes } = postingCtes(inputs);
  await sql`${withCtes(ctes)} select 1`.execute(trx);
  return ids;
}

/** Appends one balanced posting (see postMany) and returns its id. */
export async function post(trx: Trx | Db, input: PostingInput): Promise<string> {
  const [id] = await postMany(trx, [input]);
  if (!id) throw new Error('ledger: the posting was not written');
  return id;
}

/** A new posting with every entry of `postingId` turned round, pointing at it. */
export async function reversePosting(trx: Trx, postingId: string, kind: string, at: Date): Promise<string> {
  const entries = await trx
    .selectFrom('ledgerEntries')
    .select(['accountId', 'direction', 'amount', 'currency'])
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
      currency: e.currency,
    })),
  });
}
