/**
 * The two ways a transfer can run, measured side by side (issue 25): in a transaction (BEGIN, the wallets
 * locked, the checks in TypeScript, the writes, COMMIT: what a transfer does when its one statement
 * refuses) and as one statement with no transaction around it (userTransferAtOnce, bankTransferAtOnce and,
 * for a bank's confirmation, settleHeldDebitAtOnce). Both are the product's own code, so one process on
 * one database can alternate them in blocks: this machine's speed drifts by a fifth within minutes, and
 * a block of each, over and over, sees both under the same drift, which runs minutes apart do not.
 *
 * No HTTP, PIN or Idempotency-Key: the money's statements alone, as POST /transfers runs them after its
 * checks (a read of the wallets, which both ways make). CPU per transfer: this bench's own PostgreSQL
 * cluster (bench/support/own-postgres.ts, every process of it) and this process (Kysely and the driver).
 *
 *   pnpm exec tsx bench/transfer-paths.ts
 *
 * Options (environment): PATHS_BLOCKS (blocks of each way, default 8), PATHS_BLOCK (transfers a block,
 * default 400), PATHS_CONNECTIONS (default 8). Writes bench/results/transfer-paths.{json,md}.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { systemClock } from '../apps/api/src/clock';
import { loadConfig } from '../apps/api/src/config';
import { type AppContext, deriveKeys } from '../apps/api/src/context';
import { createDbCounters } from '../apps/api/src/counters/db-counters';
import { createDatabase, type Db, migrate } from '../apps/api/src/db/database';
import type { TransactionRow } from '../apps/api/src/db/money-schema';
import type { UserRow } from '../apps/api/src/db/schema';
import { floatAccountCode } from '../apps/api/src/modules/ledger/accounts';
import { lockOpenTransaction, readWallets } from '../apps/api/src/modules/ledger/wallet-locks';
import {
  settleAccounts,
  settleHeldDebit,
  settleHeldDebitAtOnce,
} from '../apps/api/src/modules/money/held-debit';
import { createPartnerRegistry } from '../apps/api/src/modules/partners/partner-registry';
import {
  BANK_TRANSFER_OPEN,
  bankTransfer,
  bankTransferAtOnce,
} from '../apps/api/src/modules/transfers/bank-transfer';
import { incomingTransfer } from '../apps/api/src/modules/transfers/incoming-transfer';
import type { Money } from '../apps/api/src/modules/transfers/money';
import { createSandboxProvider } from '../apps/api/src/modules/transfers/sandbox-provider';
import { userTransfer, userTransferAtOnce } from '../apps/api/src/modules/transfers/user-transfer';
import { ensureWallet } from '../apps/api/src/modules/wallet/wallets';
import { nuban } from '../packages/core/src/contract/index';
import { pg } from './support/api-server';
import { startOwnPostgres } from './support/own-postgres';

const BLOCKS = Number(process.env.PATHS_BLOCKS ?? 8);
const BLOCK = Number(process.env.PATHS_BLOCK ?? 400);
const CONNECTIONS = Number(process.env.PATHS_CONNECTIONS ?? 8);
/** Payers per connection: each connection's transfers go round its own payers, as the HTTP bench's do. */
const PAYERS = CONNECTIONS * 4;

const quiet = new Proxy({}, { get: (_t, name) => (name === 'child' ? () => quiet : () => {}) });
const BANK = { bankCode: '058', bankName: 'Guaranty Trust Bank', accountName: 'Ngozi Obi' };

type Person = UserRow & { accountId: string };
type Way = 'transaction' | 'one statement';
type Kind = 'user' | 'bank';

function context(db: Db, url: string): Money {
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: url,
    JWT_SECRET: randomBytes(32).toString('hex'),
  });
  const ctx: AppContext = {
    config,
    db,
    clock: systemClock,
    mailer: { send: async () => {}, close: async () => {} },
    log: quiet as FastifyBaseLogger,
    keys: deriveKeys(config.jwtSecret),
    background: (task) => void task(),
    partners: createPartnerRegistry(db),
    counters: createDbCounters(db, systemClock),
  };
  return { ctx, provider: createSandboxProvider(systemClock, 0), kick: () => {} };
}

async function people(money: Money, count: number): Promise<Person[]> {
  const { db, config } = money.ctx;
  const out: Person[] = [];
  for (let i = 0; i < count; i++) {
    const tag = randomBytes(5).toString('hex');
    const user = await db
      .insertInto('users')
      .values({
        username: `p_${tag}`,
        firstName: 'Path',
        lastName: 'Payer',
        email: `${tag}@example.com`,
        phoneNumber: '+2348000000000',
        gender: 'other',
        countryCode: 'NGA',
        passwordHash: 'x',
        pinHash: 'x',
        emailVerifiedAt: new Date(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await ensureWallet(db, user.id, config.money.bankCode);
    // Tier 3: no daily limit a bench could reach.
    const wallet = await db
      .updateTable('wallets')
      .set({ tier: 3 })
      .where('userId', '=', user.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await incomingTransfer(money, {
      accountNumber: wallet.accountNumber,
      amount: 1_000_000_000,
      senderName: 'Funder',
      senderBank: 'GTBank',
    });
    out.push({ ...user, accountId: wallet.accountId });
  }
  return out;
}

/** One transfer of `kind` from `from`, the `way` given, its bank confirmation included. */
async function transfer(money: Money, kind: Kind, way: Way, from: Person, to: Person): Promise<void> {
  const { db } = money.ctx;
  const now = new Date();
  const input = { amount: 100 };
  const read = await readWallets(db, kind === 'user' ? [from.id, to.id] : [from.id]);
  const wallets = { from: read.get(from.id)!, to: read.get(to.id) };
  if (kind === 'user') {
    const done =
      way === 'one statement' &&
      (await userTransferAtOnce(money, db, from, to, input, now, () => [], wallets));
    if (!done) await db.transaction().execute((trx) => userTransfer(money, trx, from, to, input, now));
    return;
  }
  const target = { ...BANK, accountNumber: nuban(BANK.bankCode, '000000100') };
  const pending: TransactionRow | undefined =
    way === 'one statement'
      ? await bankTransferAtOnce(money, db, from, target, input, now, () => [], wallets)
      : await db.transaction().execute((trx) => bankTransfer(money, trx, from, target, input, now));
  if (!pending) throw new Error('the bank transfer was refused');
  // The provider confirmed it: the job's settling (its job row aside), as resolve-bank-transfer does.
  const accounts = await settleAccounts(db, floatAccountCode(money.provider.name));
  const posting = { kind: 'bank_transfer', description: `Bank transfer ${pending.reference}` };
  const alert = { notices: [] };
  if (way === 'one statement') {
    const settled = await settleHeldDebitAtOnce(db, pending, from.accountId, accounts, posting, now, alert);
    if (settled) return;
  }
  await db.transaction().execute(async (trx) => {
    const open = await lockOpenTransaction(trx, pending.id, from.id, BANK_TRANSFER_OPEN);
    if (!open) throw new Error('the bank transfer was settled twice');
    await settleHeldDebit(trx, open, accounts, posting, now, alert);
  });
}

interface Block {
  kind: Kind;
  way: Way;
  postgresMs: number;
  clientMs: number;
}

async function block(money: Money, payers: Person[], kind: Kind, way: Way, cpu: () => number) {
  const perConnection = Math.ceil(BLOCK / CONNECTIONS);
  const [pg0, client0] = [cpu(), process.cpuUsage()];
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, c) => {
      const own = payers.slice(c * 4, c * 4 + 4);
      for (let i = 0; i < perConnection; i++) {
        // Each pays someone on another connection, so wallets meet across connections as in the HTTP bench.
        const from = own[i % own.length]!;
        const to = payers[(c * 4 + (i % 4) + PAYERS / 2) % PAYERS]!;
        await transfer(money, kind, way, from, to);
      }
    }),
  );
  const client = process.cpuUsage(client0);
  const count = perConnection * CONNECTIONS;
  return {
    kind,
    way,
    postgresMs: (cpu() - pg0) / count,
    clientMs: (client.user + client.system) / 1000 / count,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const round = (n: number) => Math.round(n * 1000) / 1000;

const own = await startOwnPostgres();
const blocks: Block[] = [];
try {
  const url = own.url.replace(/\/postgres$/, '/paths');
  const admin = new pg.Client({ connectionString: own.url });
  await admin.connect();
  await admin.query('create database paths');
  await admin.end();
  const db = createDatabase({ databaseUrl: url, inMemory: false });
  await migrate(db);
  const money = context(db, url);
  const payers = await people(money, PAYERS);
  for (const kind of ['user', 'bank'] as Kind[]) {
    // A warm-up of each way: every statement prepared on every connection, the caches warm.
    for (const way of ['transaction', 'one statement'] as Way[])
      await block(money, payers, kind, way, own.cpuMs);
    for (let i = 0; i < BLOCKS; i++) {
      // Which way goes first alternates too, so neither always follows the other's leftovers.
      const ways: Way[] = i % 2 ? ['one statement', 'transaction'] : ['transaction', 'one statement'];
      for (const way of ways) blocks.push(await block(money, payers, kind, way, own.cpuMs));
    }
  }
  await db.destroy();
} finally {
  await own.stop();
}

const rows = (['user', 'bank'] as Kind[]).map((kind) => {
  const of = (way: Way) => blocks.filter((b) => b.kind === kind && b.way === way);
  const [tx, one] = [of('transaction'), of('one statement')];
  // Each pair of neighbouring blocks shares the machine's speed of the moment: their ratio is the figure.
  const ratios = tx.map((b, i) => (one[i]?.postgresMs ?? 0) / b.postgresMs);
  return {
    kind,
    transaction: {
      postgresMs: round(median(tx.map((b) => b.postgresMs))),
      clientMs: round(median(tx.map((b) => b.clientMs))),
    },
    oneStatement: {
      postgresMs: round(median(one.map((b) => b.postgresMs))),
      clientMs: round(median(one.map((b) => b.clientMs))),
    },
    postgresRatio: round(median(ratios)),
    ratios: ratios.map(round),
  };
});
const machine = `${new Date().toISOString()} · ${cpus().length} × ${cpus()[0]?.model.split(' ').slice(0, 2).join(' ')}, Node ${process.version}, load average ${loadavg()
  .map((n) => n.toFixed(1))
  .join(', ')}`;
const LABELS: Record<Kind, string> = {
  user: 'to an Owo user',
  bank: 'to a bank, and its confirmation settled',
};
const markdown = [
  '# A transfer in a transaction, and in one statement',
  '',
  machine,
  '',
  `${BLOCKS} blocks of each way and kind, ${BLOCK} transfers a block on ${CONNECTIONS} connections, alternating (bench/transfer-paths.ts). CPU ms per transfer, the median block; the ratio is the median of each pair of neighbouring blocks' ratios (one statement ÷ transaction).`,
  '',
  '| transfer | PostgreSQL CPU ms: transaction → one statement | ratio (pairs) | this process (Kysely, driver) CPU ms: transaction → one statement |',
  '|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| ${LABELS[r.kind]} | ${r.transaction.postgresMs} → **${r.oneStatement.postgresMs}** | **${r.postgresRatio}** (${r.ratios.join(', ')}) | ${r.transaction.clientMs} → ${r.oneStatement.clientMs} |`,
  ),
  '',
].join('\n');
const RESULTS = join(fileURLToPath(new URL('..', import.meta.url)), 'bench', 'results');
mkdirSync(RESULTS, { recursive: true });
writeFileSync(
  join(RESULTS, 'transfer-paths.json'),
  `${JSON.stringify({ machine, blocks, rows }, null, 2)}\n`,
);
writeFileSync(join(RESULTS, 'transfer-paths.md'), markdown);
console.info(markdown);
