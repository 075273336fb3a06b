import { formatMoney } from '@owo/core/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../src/context';
import { runDueJobs } from '../src/modules/jobs/worker';
import type { MailMessage } from '../src/modules/mail/mailer';
import {
  MONEY_ALERT_JOB,
  moneyAlertHandlers,
  TRANSACTION_ALERT_JOB,
} from '../src/modules/money/money-alerts';
import { incomingTransfer } from '../src/modules/transfers/incoming-transfer';
import { userTransfer } from '../src/modules/transfers/user-transfer';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './support/databases';
import { moneyHarness } from './support/money-harness';

/** A mailer that keeps what it sends, and refuses mail to the addresses in `refuse` while they are in it. */
function keepingMailer(options: { many: boolean }) {
  const sent: MailMessage[] = [];
  const refuse = new Set<string>();
  const one = async (message: MailMessage) => {
    if (refuse.has(message.to)) throw new Error(`mailbox of ${message.to} is unavailable`);
    sent.push(message);
  };
  const many = async (messages: MailMessage[]) => {
    for (const message of messages) if (refuse.has(message.to)) throw new Error('the batch was refused');
    sent.push(...messages);
  };
  return {
    sent,
    refuse,
    mailer: { send: one, close: async () => {}, ...(options.many && { sendMany: many }) },
  };
}

describe.each(DATABASE_KINDS)('money alerts on %s', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database.close();
  });

  /** A wallet's balance now, in kobo. */
  const balanceOf = async (userId: string) =>
    Number(
      (
        await database.db
          .selectFrom('wallets')
          .select('balance')
          .where('userId', '=', userId)
          .executeTakeFirstOrThrow()
      ).balance,
    );

  /** Two funded people and a context whose mailer is `mail`'s. */
  async function setUp(mail: ReturnType<typeof keepingMailer>) {
    const h = moneyHarness(database.db);
    const ctx: AppContext = { ...h.ctx, mailer: mail.mailer };
    const [ada, bayo] = [await h.user('Ada'), await h.user('Bayo')];
    await incomingTransfer(h.money, {
      accountNumber: ada.accountNumber,
      amount: 5_000_000,
      senderName: 'Funder',
      senderBank: 'GTBank',
    });
    const handlers = moneyAlertHandlers(ctx);
    const run = async () => {
      while ((await runDueJobs(ctx, handlers)) > 0) {}
    };
    await run();
    mail.sent.length = 0;
    const send = (amount: number) =>
      database.db
        .transaction()
        .execute((trx) => userTransfer(h.money, trx, ada, bayo, { amount }, h.clock.now()));
    const jobsFor = async (subjectId: string, kind = TRANSACTION_ALERT_JOB) =>
      database.db
        .selectFrom('jobs')
        .selectAll()
        .where('kind', '=', kind)
        .where('subjectId', '=', subjectId)
        .execute();
    return { h, ada, bayo, run, send, jobsFor };
  }

  it('one job per transfer carries both sides\u2019 alerts, kept on the two rows; a round of several sends them all and leaves no job', async () => {
    const mail = keepingMailer({ many: true });
    const { ada, bayo, run, send, jobsFor } = await setUp(mail);
    const adaBefore = await balanceOf(ada.id);
    const bayoBefore = await balanceOf(bayo.id);
    const debits = [await send(10_000), await send(20_000), await send(30_000)];
    for (const debit of debits) expect(await jobsFor(debit.id)).toHaveLength(1);
    // Each row keeps its owner's balance right after it (no fee between Owo users), and no alert row is
    // written apart from the transactions.
    const rows = await database.db
      .selectFrom('transactions')
      .select(['id', 'balanceAfter'])
      .where('id', 'in', [...debits.map((d) => d.id), ...debits.map((d) => d.relatedId as string)])
      .execute();
    const after = (id: string | null) => Number(rows.find((row) => row.id === id)?.balanceAfter);
    expect(debits.map((d) => after(d.id))).toEqual([
      adaBefore - 10_000,
      adaBefore - 30_000,
      adaBefore - 60_000,
    ]);
    expect(debits.map((d) => after(d.relatedId))).toEqual([
      bayoBefore + 10_000,
      bayoBefore + 30_000,
      bayoBefore + 60_000,
    ]);
    const alertRows = await database.db
      .selectFrom('moneyAlerts')
      .select('transactionId')
      .where(
        'transactionId',
        'in',
        rows.map((row) => row.id),
      )
      .execute();
    expect(alertRows).toEqual([]);

    await run();
    expect(mail.sent.filter((m) => m.to === ada.email && m.subject.includes('debit alert'))).toHaveLength(3);
    expect(mail.sent.filter((m) => m.to === bayo.email && m.subject.includes('credit alert'))).toHaveLength(
      3,
    );
    for (const amount of ['₦100.00', '₦200.00', '₦300.00']) {
      expect(mail.sent.some((m) => m.to === bayo.email && m.text.includes(amount))).toBe(true);
    }
    const lastCredit = mail.sent
      .filter((m) => m.to === bayo.email)
      .find((m) => m.text.includes('Credit: ₦300.00'));
    expect(lastCredit?.text).toContain(`Balance after: ${formatMoney(bayoBefore + 60_000)}`);
    for (const debit of debits) expect(await jobsFor(debit.id)).toEqual([]);
  });

  it('a recipient who turned money emails off gets none; the sender still does', async () => {
    const mail = keepingMailer({ many: true });
    const { ada, bayo, run, send } = await setUp(mail);
    await sql`insert into user_preferences (user_id, money_email) values (${bayo.id}::uuid, false)
              on conflict (user_id) do update set money_email = false`.execute(database.db);
    await send(15_000);
    await run();
    expect(mail.sent.map((m) => m.to)).toEqual([ada.email]);
  });

  it('a mail that cannot go leaves its job to be retried with its alerts; the other jobs of the round finish', async () => {
    const mail = keepingMailer({ many: false });
    const { h, ada, bayo, run, send, jobsFor } = await setUp(mail);
    const first = await send(11_000);
    mail.refuse.add(bayo.email);
    await run();
    // Ada's debit alert went; Bayo's credit alert did not, so the job stays (failed once, backed off).
    const [job] = await jobsFor(first.id);
    expect(job?.failures).toBe(1);
    expect(job?.lastError).toContain('unavailable');
    mail.refuse.clear();
    const second = await send(12_000);
    h.clock.advance(61_000);
    await run();
    expect(await jobsFor(first.id)).toEqual([]);
    expect(await jobsFor(second.id)).toEqual([]);
    const credits = mail.sent.filter((m) => m.to === bayo.email);
    expect(credits.map((m) => m.text.includes('₦110.00') || m.text.includes('₦120.00'))).toEqual([
      true,
      true,
    ]);
    // The retry sends the whole job again: Ada's alert for the first transfer twice (at least once, never lost).
    expect(mail.sent.filter((m) => m.to === ada.email && m.text.includes('₦110.00'))).toHaveLength(2);
  });

  it('a mailer that sends all or none fails the whole round, and the next round sends it', async () => {
    const mail = keepingMailer({ many: true });
    const { h, ada, bayo, run, send, jobsFor } = await setUp(mail);
    const debit = await send(13_000);
    mail.refuse.add(bayo.email);
    await run();
    expect((await jobsFor(debit.id))[0]?.failures).toBe(1);
    expect(mail.sent).toEqual([]);
    mail.refuse.clear();
    h.clock.advance(61_000);
    await run();
    expect(await jobsFor(debit.id)).toEqual([]);
    expect(mail.sent.map((m) => m.to).sort()).toEqual([bayo.email, ada.email].sort());
  });

  it('an alert an older replica records (a money_alerts row, its job named by its transaction) is still sent', async () => {
    const mail = keepingMailer({ many: true });
    const { h, ada, run, send, jobsFor } = await setUp(mail);
    const debit = await send(14_000);
    await run();
    mail.sent.length = 0;
    // As an older replica writes it: no batch, the job's subject is the transaction.
    await sql`insert into money_alerts (transaction_id, user_id, balance_after, created_at)
              values (${debit.id}::uuid, ${ada.id}::uuid, 123, ${h.clock.now()})`.execute(database.db);
    await sql`insert into jobs (kind, subject_id, run_at) values (${MONEY_ALERT_JOB}, ${debit.id}::uuid, ${h.clock.now()})`.execute(
      database.db,
    );
    await run();
    expect(mail.sent).toHaveLength(1);
    expect(mail.sent[0]?.to).toBe(ada.email);
    expect(mail.sent[0]?.text).toContain('Balance after: ₦1.23');
    expect(await jobsFor(debit.id, MONEY_ALERT_JOB)).toEqual([]);
  });
});
