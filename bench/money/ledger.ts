/**
 * The ledger alone: many payers posting into the same hot accounts (fee revenue and the provider
 * float), as a bank transfer settles. A posting is one SQL statement (one round trip, atomic on its own):
 * the posting, its entries and the payer's balance, whose UPDATE takes the payer's row lock (the wallets'
 * check refuses an overdraft). The hot accounts have no balance row (their balance is the sum of their
 * entries), so postings into them are inserts that never queue behind one row lock.
 */
import { performance } from 'node:perf_hooks';
import { createDatabase, type Db, migrate } from '../../apps/api/src/db/database';
import {
  floatAccountCode,
  SYSTEM_ACCOUNTS,
  systemAccountId,
} from '../../apps/api/src/modules/ledger/accounts';
import { createPostingWriter } from '../../apps/api/src/modules/ledger/group-commit';
import { type PostingInput, post } from '../../apps/api/src/modules/ledger/post';
import { lockWallet } from '../../apps/api/src/modules/ledger/wallet-locks';
import { ensureWallet } from '../../apps/api/src/modules/wallet/wallets';
import { percentile } from './stats';

export interface LedgerResult {
  postingsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  postings: number;
  payers: number;
  concurrency: number;
  groupCommit: boolean;
}

async function makePayers(
  db: Db,
  count: number,
  world: string,
): Promise<{ userId: string; accountId: string }[]> {
  const payers = [];
  for (let i = 0; i < count; i++) {
    const now = new Date();
    const user = await db
      .insertInto('users')
      .values({
        username: `bench_${i}_${now.getTime()}`,
        firstName: 'Bench',
        lastName: 'Payer',
        email: `bench${i}.${now.getTime()}@example.com`,
        phoneNumber: '+2348000000000',
        gender: 'other',
        countryCode: 'NGA',
        passwordHash: 'x',
        pinHash: null,
        emailVerifiedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ensureWallet(db, user.id, '999');
    const wallet = await db
      .selectFrom('wallets')
      .select('accountId')
      .where('userId', '=', user.id)
      .executeTakeFirstOrThrow();
    await db.transaction().execute(async (trx) => {
      await lockWallet(trx, user.id);
      await post(trx, {
        kind: 'bench_funding',
        description: 'bench',
        at: now,
        entries: [
          { accountId: world, direction: 'debit', amount: 1_000_000_000 },
          { accountId: wallet.accountId, direction: 'credit', amount: 1_000_000_000 },
        ],
      });
    });
    payers.push({ userId: user.id, accountId: wallet.accountId });
  }
  return payers;
}

export async function benchLedger(options: {
  databaseUrl?: string;
  seconds: number;
  payers: number;
  concurrency: number;
  /** Postings waiting at one moment share one statement and commit (createPostingWriter). */
  groupCommit: boolean;
}): Promise<LedgerResult> {
  const db = createDatabase(options.databaseUrl ? { databaseUrl: options.databaseUrl } : { inMemory: true });
  try {
    await migrate(db);
    const world = await systemAccountId(db, SYSTEM_ACCOUNTS.world);
    const fees = await systemAccountId(db, SYSTEM_ACCOUNTS.fees);
    const float = await systemAccountId(db, floatAccountCode('sandbox'));
    const payers = await makePayers(db, options.payers, world);
    const writer = createPostingWriter(db);
    const write = (input: PostingInput) => (options.groupCommit ? writer.post(input) : post(db, input));
    const latencies: number[] = [];
    const end = performance.now() + options.seconds * 1000;
    let next = 0;
    await Promise.all(
      Array.from({ length: options.concurrency }, async () => {
        while (performance.now() < end) {
          const payer = payers[next++ % payers.length]!;
          const started = performance.now();
          await write({
            kind: 'bank_transfer',
            description: 'bench',
            at: new Date(),
            entries: [
              { accountId: payer.accountId, direction: 'debit', amount: 101_000 },
              { accountId: float, direction: 'credit', amount: 100_000 },
              { accountId: fees, direction: 'credit', amount: 1_000 },
            ],
          });
          latencies.push(performance.now() - started);
        }
      }),
    );
    return {
      postingsPerSecond: Math.round(latencies.length / options.seconds),
      p50Ms: percentile(latencies, 50),
      p99Ms: percentile(latencies, 99),
      postings: latencies.length,
      payers: options.payers,
      concurrency: options.concurrency,
      groupCommit: options.groupCommit,
    };
  } finally {
    await db.destroy();
  }
}
