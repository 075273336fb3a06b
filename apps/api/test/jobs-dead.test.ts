import { randomUUID } from 'node:crypto';
import { nuban } from '@owo/core/contract';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../src/context';
import type { Db } from '../src/db/database';
import { BILL_PURCHASE_JOB, buyBill } from '../src/modules/bills/pay-bill';
import { billPurchaseJob } from '../src/modules/bills/purchase-job';
import { resumeOpenBills } from '../src/modules/bills/resume';
import { listDeadJobs, reviveJob } from '../src/modules/jobs/dead-jobs';
import { enqueue, type Job, retryJob } from '../src/modules/jobs/queue';
import { type JobHandler, runDueJobs } from '../src/modules/jobs/worker';
import { BANK_TRANSFER_JOB, bankTransfer } from '../src/modules/transfers/bank-transfer';
import { incomingTransfer } from '../src/modules/transfers/incoming-transfer';
import { reconcileOpenTransfers } from '../src/modules/transfers/reconcile';
import { bankTransferJob } from '../src/modules/transfers/resolve-bank-transfer';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './support/databases';
import { expectLedgerSound } from './support/money';
import { moneyHarness } from './support/money-harness';

const MAX = 4;

interface LogLine {
  level: string;
  fields: Record<string, unknown>;
  message: string;
}

/** A logger that keeps what it is told, to read the alert back. */
function recordingLog() {
  const lines: LogLine[] = [];
  const log: FastifyBaseLogger = new Proxy({} as FastifyBaseLogger, {
    get: (_target, level) =>
      level === 'child'
        ? () => log
        : (fields: Record<string, unknown>, message: string) =>
            lines.push({ level: String(level), fields, message }),
  });
  return { log, lines, alerts: () => lines.filter((l) => l.fields.alert === true) };
}

/** A worker context on `db` whose jobs die after MAX failures in a row, and whose log is read back. */
function workerOn(db: Db) {
  const h = moneyHarness(db);
  const { log, lines, alerts } = recordingLog();
  const base = h.money.ctx;
  const ctx: AppContext = {
    ...base,
    log,
    config: { ...base.config, money: { ...base.config.money, jobMaxAttempts: MAX } },
  };
  return { h, ctx, lines, alerts };
}

/** `rounds` times: a minute passes (past any backoff), then every due job runs. */
async function rounds(w: ReturnType<typeof workerOn>, handlers: Record<string, JobHandler>, n: number) {
  for (let i = 0; i < n; i++) {
    w.h.clock.advance(61_000);
    while ((await runDueJobs(w.ctx, handlers)) > 0) {}
  }
}

async function jobRow(db: Db, kind: string, subjectId: string) {
  return db
    .selectFrom('jobs')
    .selectAll()
    .where('kind', '=', kind)
    .where('subjectId', '=', subjectId)
    .executeTakeFirst();
}

/** Makes the database refuse to complete one transaction, as a failing ledger write would. */
async function refuseCompleting(db: Db, transactionId: string) {
  const name = `refuse_${transactionId.replaceAll('-', '')}`;
  await sql
    .raw(`create function ${name}() returns trigger language plpgsql as $$
      begin raise exception 'the ledger refused the write'; end $$`)
    .execute(db);
  await sql
    .raw(`create trigger ${name} before update on transactions for each row
      when (old.id = '${transactionId}' and new.status = 'completed') execute function ${name}()`)
    .execute(db);
  return async () => {
    await sql.raw(`drop trigger ${name} on transactions`).execute(db);
    await sql.raw(`drop function ${name}()`).execute(db);
  };
}

async function moneyOf(db: Db, transactionId: string) {
  const t = await db
    .selectFrom('transactions')
    .innerJoin('wallets', 'wallets.userId', 'transactions.userId')
    .select(['transactions.status', 'transactions.holdStatus', 'wallets.balance', 'wallets.held'])
    .where('transactions.id', '=', transactionId)
    .executeTakeFirstOrThrow();
  return { status: t.status, holdStatus: t.holdStatus, balance: Number(t.balance), held: Number(t.held) };
}

describe.each(DATABASE_KINDS)('jobs end on %s', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });

  it(`a handler that always throws dies after exactly ${MAX} runs, is never claimed again and raises one alert`, async () => {
    const w = workerOn(database.db);
    const subject = randomUUID();
    let runs = 0;
    const handlers = {
      'test-broken': async () => {
        runs++;
        throw new Error(`broken run ${runs}`);
      },
    };
    await enqueue(database.db, 'test-broken', subject, w.h.clock.now());
    await rounds(w, handlers, MAX - 1);
    expect(runs).toBe(MAX - 1);
    expect((await jobRow(database.db, 'test-broken', subject))?.deadAt).toBeNull();
    expect(w.alerts()).toEqual([]);

    await rounds(w, handlers, MAX);
    expect(runs).toBe(MAX);
    const row = await jobRow(database.db, 'test-broken', subject);
    expect(row).toMatchObject({ attempts: MAX, failures: MAX, lastError: `broken run ${MAX}` });
    expect(row?.deadAt).toBeInstanceOf(Date);
    const [alert, ...more] = w.alerts();
    expect(more).toEqual([]);
    expect(alert?.level).toBe('error');
    expect(alert?.fields).toEqual({
      alert: true,
      job: String(row?.id),
      kind: 'test-broken',
      subjectId: subject,
      attempts: MAX,
      failures: MAX,
      lastError: `broken run ${MAX}`,
    });
    expect(alert?.message).toMatch(new RegExp(`^job is dead .*pnpm owo jobs retry ${row?.id}`));
    expect((await listDeadJobs(database.db)).map((j) => j.subjectId)).toContain(subject);
  });

  it('a reschedule is no failure: a job whose provider keeps saying pending never dies, and it ends a run of failures', async () => {
    const w = workerOn(database.db);
    const subject = randomUUID();
    // Throws twice, says "still pending" once, and so on: never MAX failures in a row.
    let runs = 0;
    const handlers = {
      'test-pending': async (job: Job) => {
        runs++;
        if (runs % 3 !== 0) throw new Error('not reachable');
        await retryJob(database.db, job.id, w.h.clock.now(), 'the provider says pending');
      },
    };
    await enqueue(database.db, 'test-pending', subject, w.h.clock.now());
    await rounds(w, handlers, MAX * 3);
    expect(runs).toBeGreaterThanOrEqual(MAX * 3);
    const row = await jobRow(database.db, 'test-pending', subject);
    expect(row?.deadAt).toBeNull();
    expect(row?.failures).toBeLessThan(MAX);
    expect(row?.attempts).toBe(runs);
    expect(w.alerts()).toEqual([]);
  });

  it('a dead bank transfer leaves the money held and pending (a restart does not revive it); revived, it completes', async () => {
    const { db } = database;
    const w = workerOn(db);
    const handlers = { [BANK_TRANSFER_JOB]: bankTransferJob(w.h.money) };
    const payer = await w.h.user('Held');
    await incomingTransfer(w.h.money, {
      accountNumber: payer.accountNumber,
      amount: 500_000,
      senderName: 'Funder',
      senderBank: 'GTBank',
    });
    const target = {
      bankCode: '058',
      bankName: 'Guaranty Trust Bank',
      accountNumber: nuban('058', '000000112'),
      accountName: 'Ngozi Obi',
    };
    const transfer = await db
      .transaction()
      .execute((trx) => bankTransfer(w.h.money, trx, payer, target, { amount: 100_000 }, w.h.clock.now()));
    const held = await moneyOf(db, transfer.id);
    expect(held).toMatchObject({ status: 'pending', holdStatus: 'open', balance: 500_000 });
    expect(held.held).toBeGreaterThan(100_000);

    // The bank says completed every time; the ledger refuses to record it every time.
    const allow = await refuseCompleting(db, transfer.id);
    await rounds(w, handlers, MAX + 3);
    const job = await jobRow(db, BANK_TRANSFER_JOB, transfer.id);
    expect(job).toMatchObject({ failures: MAX, attempts: MAX, lastError: 'the ledger refused the write' });
    expect(job?.deadAt).toBeInstanceOf(Date);
    expect(await moneyOf(db, transfer.id)).toEqual(held);
    expect(w.alerts().map((a) => a.fields)).toEqual([
      expect.objectContaining({
        alert: true,
        kind: BANK_TRANSFER_JOB,
        subjectId: transfer.id,
        attempts: MAX,
      }),
    ]);
    // A restart's reconciliation makes open transfers' jobs due; a dead one stays dead.
    await reconcileOpenTransfers(db, w.h.clock.now());
    await rounds(w, handlers, 2);
    expect((await jobRow(db, BANK_TRANSFER_JOB, transfer.id))?.deadAt).toBeInstanceOf(Date);
    expect(await moneyOf(db, transfer.id)).toEqual(held);
    await expectLedgerSound(db);

    await allow();
    const revived = await reviveJob(db, String(job?.id), w.h.clock.now());
    expect(revived).toMatchObject({
      revived: true,
      job: {
        id: String(job?.id),
        transaction: { reference: transfer.reference, status: 'pending', holdStatus: 'open' },
      },
    });
    while ((await runDueJobs(w.ctx, handlers)) > 0) {}
    const done = await moneyOf(db, transfer.id);
    expect(done).toMatchObject({ status: 'completed', holdStatus: 'posted', held: 0 });
    expect(done.balance).toBe(500_000 - held.held);
    expect(await jobRow(db, BANK_TRANSFER_JOB, transfer.id)).toBeUndefined();
    await expectLedgerSound(db);
  });

  it('a dead bill purchase leaves the money held and pending; revived, it completes', async () => {
    const { db } = database;
    const w = workerOn(db);
    const handlers = { [BILL_PURCHASE_JOB]: billPurchaseJob(w.h.bills) };
    const payer = await w.h.user('Bill');
    await incomingTransfer(w.h.money, {
      accountNumber: payer.accountNumber,
      amount: 200_000,
      senderName: 'Funder',
      senderBank: 'GTBank',
    });
    // The sandbox answers this number late: the purchase is pending and its job requeries.
    await buyBill(w.h.bills, payer, {
      service: 'airtime',
      biller: 'mtn',
      customerId: '08022222222',
      amount: 50_000,
    });
    const purchase = await db
      .selectFrom('transactions')
      .select('id')
      .where('userId', '=', payer.id)
      .where('type', '=', 'bill')
      .executeTakeFirstOrThrow();
    const held = await moneyOf(db, purchase.id);
    expect(held).toMatchObject({ status: 'pending', holdStatus: 'open', balance: 200_000 });

    const allow = await refuseCompleting(db, purchase.id);
    await rounds(w, handlers, MAX + 2);
    const job = await jobRow(db, BILL_PURCHASE_JOB, purchase.id);
    expect(job).toMatchObject({ failures: MAX, lastError: 'the ledger refused the write' });
    expect(job?.deadAt).toBeInstanceOf(Date);
    expect(await moneyOf(db, purchase.id)).toEqual(held);
    expect(w.alerts().map((a) => a.fields)).toEqual([
      expect.objectContaining({ alert: true, kind: BILL_PURCHASE_JOB, subjectId: purchase.id }),
    ]);
    await resumeOpenBills(db, w.h.clock.now());
    await rounds(w, handlers, 2);
    expect(await moneyOf(db, purchase.id)).toEqual(held);

    await allow();
    expect(await reviveJob(db, String(job?.id), w.h.clock.now())).toMatchObject({ revived: true });
    while ((await runDueJobs(w.ctx, handlers)) > 0) {}
    expect(await moneyOf(db, purchase.id)).toMatchObject({
      status: 'completed',
      holdStatus: 'posted',
      held: 0,
    });
    await expectLedgerSound(db);
  });

  it('revives only a dead job: an unknown id or a live job is refused and left alone', async () => {
    const { db } = database;
    const now = new Date();
    expect(await reviveJob(db, '987654321', now)).toMatchObject({ revived: false, reason: 'unknown' });
    expect(await reviveJob(db, 'drop table jobs', now)).toMatchObject({ revived: false, reason: 'unknown' });
    const subject = randomUUID();
    const later = new Date(now.getTime() + 3_600_000);
    await enqueue(db, 'test-live', subject, later);
    const live = await jobRow(db, 'test-live', subject);
    expect(await reviveJob(db, String(live?.id), now)).toMatchObject({ revived: false, reason: 'not_dead' });
    expect((await jobRow(db, 'test-live', subject))?.runAt).toEqual(later);
  });

  it('two workers at once: each failure is counted once, each job dies once', async () => {
    const { db } = database;
    const a = workerOn(db);
    // The second worker shares the first one's clock and database, as two processes do.
    const b = recordingLog();
    const bCtx = { ...a.ctx, log: b.log };
    const subjects = Array.from({ length: 6 }, () => randomUUID());
    const runs = new Map<string, number>();
    const handlers = {
      'test-burst': async (job: Job) => {
        runs.set(job.subjectId, (runs.get(job.subjectId) ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, 5));
        throw new Error('still broken');
      },
    };
    for (const s of subjects) await enqueue(db, 'test-burst', s, a.h.clock.now());
    for (let i = 0; i < MAX + 2; i++) {
      a.h.clock.advance(61_000);
      await Promise.all([runDueJobs(a.ctx, handlers), runDueJobs(bCtx, handlers)]);
    }
    for (const s of subjects) {
      expect(runs.get(s), s).toBe(MAX);
      expect(await jobRow(db, 'test-burst', s)).toMatchObject({ attempts: MAX, failures: MAX });
    }
    const died = [...a.alerts(), ...b.alerts()].map((l) => l.fields.subjectId);
    expect(died.sort()).toEqual([...subjects].sort());
  });

  it('a run that outlived its lease does not count its failure over the run that holds the job now', async () => {
    const { db } = database;
    const w = workerOn(db);
    const subject = randomUUID();
    let release: () => void = () => {};
    const slow = new Promise<void>((resolve) => {
      release = resolve;
    });
    let runs = 0;
    const handlers = {
      'test-lease': async () => {
        runs++;
        if (runs === 1) await slow;
        throw new Error(`run ${runs} failed`);
      },
    };
    await enqueue(db, 'test-lease', subject, w.h.clock.now());
    const first = runDueJobs(w.ctx, handlers);
    while (runs === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    w.h.clock.advance(w.ctx.config.money.jobLeaseMs + 1_000);
    await runDueJobs(w.ctx, handlers);
    release();
    await first;
    expect(runs).toBe(2);
    expect(await jobRow(db, 'test-lease', subject)).toMatchObject({
      attempts: 2,
      failures: 1,
      lastError: 'run 2 failed',
    });
    expect(w.lines.some((l) => l.level === 'warn' && /lease ran out/.test(l.message))).toBe(true);
  });
});
