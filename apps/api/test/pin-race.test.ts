import { describe, expect, it } from 'vitest';
import { startApiProcess } from './support/api-process';
import { pay } from './support/bills';
import { type ApiResponse, Browser } from './support/client';
import { DATABASE_KINDS } from './support/databases';
import { mailbox } from './support/flows';
import { expectLedgerSound, fund, type MoneyUser, moneyUser, PIN, send, walletOf } from './support/money';
import { serverSuite } from './support/suite';

const WRONG = 50;

/** Wrong PINs that are all different from PIN (2580), as a guesser would try them. */
const wrongPin = (i: number) => String(5000 + i).padStart(4, '0');

describe.each(DATABASE_KINDS)('the PIN lock under concurrent guesses on %s', (kind) => {
  const suite = serverSuite(kind);

  async function target(name: string) {
    const payer = await moneyUser(suite.server, name);
    const payee = await moneyUser(suite.server, `${name}s payee`);
    expect((await fund(suite.server, payer.accountNumber, 1_000_000)).status).toBe(201);
    return { payer, payee };
  }

  /** A transfer or, every other request, an airtime purchase: every route that takes a PIN shares the lock. */
  function debit(browser: Browser, payer: MoneyUser, payee: MoneyUser, i: number, pin: string) {
    if (i % 2 === 0) return send(browser, { type: 'user', recipient: payee.username, amount: 1_000, pin });
    return pay(
      { ...payer, browser },
      { service: 'airtime', biller: 'mtn', customerId: '08011111111', amount: 10_000, pin },
    );
  }

  /** Resolves once the PIN's five slots are all held by the burst, verifying or counted wrong (or locked). */
  async function slotsFull(payer: MoneyUser) {
    await expect
      .poll(
        async () => {
          const row = await suite.database.db
            .selectFrom('pinAttempts')
            .select(['failures', 'pending', 'lockedUntil'])
            .where('userId', '=', payer.id)
            .executeTakeFirst();
          return row ? row.lockedUntil !== null || row.failures + row.pending >= 5 : false;
        },
        { interval: 2, timeout: 10_000 },
      )
      .toBe(true);
  }

  /**
   * Fifty wrong PINs at once, spread over `browsers`; the right PIN is sent as soon as the first answer
   * comes back, while the rest of the burst is still being verified: once the burst holds every slot. (A
   * right PIN that finds a slot free is verified and resets the count, as it should; on a fast machine the
   * first wrong answer can come back before four more have claimed theirs.)
   */
  async function burst(payer: MoneyUser, payee: MoneyUser, browsers: Browser[]) {
    let firstAnswer!: () => void;
    const answered = new Promise<void>((resolve) => {
      firstAnswer = resolve;
    });
    const wrong = Array.from({ length: WRONG }, (_, i) =>
      debit(browsers[i % browsers.length]!, payer, payee, i, wrongPin(i)).finally(() => firstAnswer()),
    );
    await answered;
    await slotsFull(payer);
    const right = await send(payer.browser, {
      type: 'user',
      recipient: payee.username,
      amount: 1_000,
      pin: PIN,
    });
    return { wrong: await Promise.all(wrong), right };
  }

  async function expectOneLock(payer: MoneyUser, payee: MoneyUser, wrong: ApiResponse[], right: ApiResponse) {
    const codes = wrong.map((r) => r.body.code);
    // Four wrong PINs are told how many attempts are left, the fifth locks: five verified, no more.
    expect(codes.filter((c) => c === 'INVALID_PIN')).toHaveLength(4);
    expect(codes.filter((c) => c === 'PIN_LOCKED')).toHaveLength(WRONG - 4);
    expect(right.status).toBe(423);
    expect(right.body.code).toBe('PIN_LOCKED');

    const attempts = await suite.database.db
      .selectFrom('pinAttempts')
      .selectAll()
      .where('userId', '=', payer.id)
      .executeTakeFirstOrThrow();
    expect(attempts.failures).toBe(5);
    expect(attempts.lockedUntil!.getTime()).toBeGreaterThan(Date.now());

    const notices = await suite.database.db
      .selectFrom('notifications')
      .select('title')
      .where('userId', '=', payer.id)
      .where('title', '=', 'Transaction PIN locked')
      .execute();
    expect(notices).toHaveLength(1);
    await expect
      .poll(async () => (await mailbox(suite.server, payer.email)).map((m) => m.subject))
      .toContain('Your Owo transaction PIN is locked');
    // Give a second lock mail every chance to arrive before counting.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const locks = (await mailbox(suite.server, payer.email)).filter(
      (m) => m.subject === 'Your Owo transaction PIN is locked',
    );
    expect(locks).toHaveLength(1);

    // Nothing moved, and the right PIN did not lift the lock.
    expect((await walletOf(payer)).balance).toBe(1_000_000);
    const again = await send(payer.browser, { type: 'user', recipient: payee.username, amount: 1, pin: PIN });
    expect(again.status).toBe(423);
    await expectLedgerSound(suite.database.db);
  }

  it('50 concurrent wrong PINs on transfers and bills, then the right one: five verified, one lock, right one refused', async () => {
    const { payer, payee } = await target('Burst');
    const { wrong, right } = await burst(payer, payee, [payer.browser]);
    await expectOneLock(payer, payee, wrong, right);
  });

  it('a right PIN verified beside wrong ones resets the count but a lock set meanwhile holds', async () => {
    const { payer, payee } = await target('Mixed');
    // Three wrong and the right one at once: the right one goes through, and the count starts again.
    const mixed = await Promise.all([
      ...[0, 1, 2].map((i) => debit(payer.browser, payer, payee, 0, wrongPin(i))),
      send(payer.browser, { type: 'user', recipient: payee.username, amount: 1_000, pin: PIN }),
    ]);
    expect(mixed.map((r) => r.status).sort()).toEqual([201, 403, 403, 403]);
    const attempts = await suite.database.db
      .selectFrom('pinAttempts')
      .select(['failures', 'pending', 'lockedUntil'])
      .where('userId', '=', payer.id)
      .executeTakeFirstOrThrow();
    expect(attempts.pending).toBe(0);
    expect(attempts.lockedUntil).toBeNull();
    expect(attempts.failures).toBeLessThanOrEqual(3);
  });

  it('a claim left by a process that died mid-verify expires instead of blocking the PIN', async () => {
    const { payer, payee } = await target('Orphan');
    const longAgo = new Date(suite.server.clock.now().getTime() - 16_000);
    await suite.database.db
      .insertInto('pinAttempts')
      .values({ userId: payer.id, failures: 0, lockedUntil: null, pending: 5, pendingAt: longAgo })
      .execute();
    const res = await send(payer.browser, {
      type: 'user',
      recipient: payee.username,
      amount: 1_000,
      pin: PIN,
    });
    expect(res.status).toBe(201);
  });

  it.runIf(kind === 'postgres')('the same burst across two API processes on one database', async () => {
    const replica = await startApiProcess({
      DATABASE_URL: suite.database.url!,
      JWT_SECRET: suite.server.config.jwtSecret,
      DATA_DIR: '/nonexistent',
    });
    try {
      const { payer, payee } = await target('Replicas');
      const other = new Browser(replica.url);
      other.token = payer.browser.token;
      const { wrong, right } = await burst(payer, payee, [payer.browser, other]);
      await expectOneLock(payer, payee, wrong, right);
    } finally {
      await replica.kill('SIGTERM');
    }
  });
});
