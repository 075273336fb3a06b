import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_ACCOUNTS, systemAccountId } from '../src/modules/ledger/accounts';
import { payQualifiedReferrals } from '../src/modules/rewards/referrals';
import { pay } from './support/bills';
import { Browser } from './support/client';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './support/databases';
import { newAccount } from './support/flows';
import { leakedSecrets } from './support/logs';
import {
  expectLedgerSound,
  fund,
  type MoneyUser,
  moneyUser,
  PIN,
  send,
  waitUntil,
  walletOf,
} from './support/money';
import { startServer, type TestServer } from './support/server';

const BVN = { match: '22222222222', other: '22222222223', review: '22222222224', unknown: '22299999999' };
const NIN = { match: '33333333333', other: '33333333334', review: '33333333335', unknown: '33399999999' };
const ADULT = '1990-04-12';
const ADDRESS = '12 Admiralty Way, Lekki Phase 1, Lagos';

let phones = 0;
/** Each account its own phone number: a referral with the referrer's own number is refused. */
const phone = () => `+23480${String(10_000_000 + ++phones).padStart(8, '0')}`;

describe.each(DATABASE_KINDS)('tier upgrades on %s', (kind) => {
  let database: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    server = await startServer(database.db);
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  const upgrade = (user: MoneyUser, body: Record<string, unknown>) =>
    user.browser.post('/api/v1/tiers/upgrade', body);
  const tiersOf = async (user: MoneyUser) => (await user.browser.get('/api/v1/tiers')).body.data;

  it('BVN 22222222222 matches: Tier 2 at once, and a transfer refused before goes through after', async () => {
    const ada = await moneyUser(server, 'Ada');
    const bola = await moneyUser(server, 'Bola');
    expect((await fund(server, ada.accountNumber, 20_000_000)).status).toBe(201);
    const transfer = { type: 'user', recipient: bola.username, amount: 6_000_000, pin: PIN };
    const before = await send(ada.browser, transfer);
    expect(before.status).toBe(422);
    expect(before.body.code).toBe('LIMIT_EXCEEDED');

    const res = await upgrade(ada, { tier: 2, bvn: BVN.match, dateOfBirth: ADULT });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({ status: 'approved', tier: 2 });
    const tiers = await tiersOf(ada);
    expect(tiers.current).toBe(2);
    expect(tiers.identity).toEqual({ bvn: '*******2222', nin: null });
    expect(tiers.tiers.map((t: { tier: number }) => t.tier)).toEqual([1, 2, 3]);

    const after = await send(ada.browser, transfer);
    expect(after.status, JSON.stringify(after.body)).toBe(201);
    expect((await tiersOf(ada)).usage.today).toBe(6_000_000);

    // Tier 3 next, with the NIN: limits without a cap on the balance.
    const three = await upgrade(ada, { tier: 3, nin: NIN.match, address: ADDRESS });
    expect(three.body.data).toEqual({ status: 'approved', tier: 3 });
    expect((await tiersOf(ada)).identity).toEqual({ bvn: '*******2222', nin: '*******3333' });
  });

  it("another person's BVN or NIN is rejected saying why; an unknown one is not found", async () => {
    const user = await moneyUser(server, 'Chika');
    const other = await upgrade(user, { tier: 2, bvn: BVN.other, dateOfBirth: ADULT });
    expect(other.body.data.status).toBe('rejected');
    expect(other.body.data.reason).toMatch(/name on this BVN does not match/);
    expect(other.body.data.reason).not.toMatch(/Chukwuemeka|Obi/);
    const unknown = await upgrade(user, { tier: 2, bvn: BVN.unknown, dateOfBirth: ADULT });
    expect(unknown.body.data).toMatchObject({ status: 'rejected' });
    expect(unknown.body.data.reason).toMatch(/could not find this BVN/);
    expect((await tiersOf(user)).current).toBe(1);
  });

  it('skipping a tier, a minor, and a second BVN check on one number are refused', async () => {
    const user = await moneyUser(server, 'Dayo');
    const skip = await upgrade(user, { tier: 3, nin: NIN.match, address: ADDRESS });
    expect(skip.status).toBe(422);
    expect(skip.body.code).toBe('TIER_SKIPPED');
    const minor = await upgrade(user, { tier: 2, bvn: BVN.match, dateOfBirth: '2015-01-01' });
    expect(minor.status).toBe(400);
    expect(minor.body.message).toMatch(/18 or older/);
    // 22222222222 belongs to Ada (the first test): one BVN, one account.
    const taken = await upgrade(user, { tier: 2, bvn: BVN.match, dateOfBirth: ADULT });
    expect(taken.status).toBe(422);
    expect(taken.body.code).toBe('IDENTITY_IN_USE');
  });

  it('NIN 33333333334 (another person) is rejected at Tier 3', async () => {
    const user = await moneyUser(server, 'Efe');
    await database.db.updateTable('wallets').set({ tier: 2 }).where('userId', '=', user.id).execute();
    const res = await upgrade(user, { tier: 3, nin: NIN.other, address: ADDRESS });
    expect(res.body.data.status).toBe('rejected');
    expect(res.body.data.reason).toMatch(/name on this NIN does not match/);
    const unknown = await upgrade(user, { tier: 3, nin: NIN.unknown, address: ADDRESS });
    expect(unknown.body.data.reason).toMatch(/could not find this NIN/);
  });

  it('22222222224 and 33333333335 go to review and are approved later by the durable job, with a notification', async () => {
    const user = await moneyUser(server, 'Funmi');
    const res = await upgrade(user, { tier: 2, bvn: BVN.review, dateOfBirth: ADULT });
    expect(res.body.data).toEqual({ status: 'pending', tier: 1 });
    expect((await tiersOf(user)).pending).toMatchObject({ tier: 2 });
    const again = await upgrade(user, { tier: 2, bvn: BVN.match, dateOfBirth: ADULT });
    expect(again.body.code).toBe('UPGRADE_PENDING');
    // The sandbox decides after sandboxReviewMs (1 s here, on the test clock).
    server.clock.advance(2_000);
    await waitUntil(async () => (await tiersOf(user)).current === 2, 'the review to be approved');
    expect((await tiersOf(user)).pending).toBeUndefined();
    const inbox = await user.browser.get('/api/v1/notifications');
    expect(inbox.body.data.notifications.map((n: { title: string }) => n.title)).toContain(
      'You are now on Tier 2',
    );

    const nin = await upgrade(user, { tier: 3, nin: NIN.review, address: ADDRESS });
    expect(nin.body.data.status).toBe('pending');
    server.clock.advance(2_000);
    await waitUntil(async () => (await tiersOf(user)).current === 3, 'the NIN review to be approved');
  });

  it('two accounts racing with one BVN: one has it', async () => {
    // A database of their own, so the sandbox's matching BVN is free.
    const own = await openTestDatabase(kind);
    const side = await startServer(own.db);
    try {
      const [a, b] = await Promise.all([moneyUser(side, 'Gbenga'), moneyUser(side, 'Halima')]);
      const answers = await Promise.all(
        [a, b].map((u) =>
          u.browser.post('/api/v1/tiers/upgrade', { tier: 2, bvn: BVN.match, dateOfBirth: ADULT }),
        ),
      );
      const statuses = answers.map((r) => r.body.data?.status ?? r.body.code).sort();
      expect(statuses).toEqual(['IDENTITY_IN_USE', 'approved']);
      const owners = await own.db
        .selectFrom('identityChecks')
        .select('userId')
        .where('status', '=', 'approved')
        .execute();
      expect(owners).toHaveLength(1);
    } finally {
      await side.close();
      await own.close();
    }
  });

  it('keeps identity numbers out of every log line and answer: sealed at rest, shown masked', async () => {
    const logs = server.logs.join('\n');
    expect(leakedSecrets(logs, [...Object.values(BVN), ...Object.values(NIN)])).toEqual([]);
    const rows = await database.db
      .selectFrom('identityChecks')
      .select(['sealed', 'masked', 'digest'])
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.sealed).toMatch(/^v1\./);
      for (const value of [...Object.values(BVN), ...Object.values(NIN)]) {
        expect(row.sealed).not.toContain(value);
        expect(row.digest).not.toContain(value);
      }
      expect(row.masked).toMatch(/^\*{7}\d{4}$/);
    }
  });
});

describe.each(DATABASE_KINDS)('rewards and referrals on %s', (kind) => {
  let database: TestDatabase;
  let server: TestServer;
  let user: MoneyUser;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    server = await startServer(database.db);
    user = await moneyUser(server, 'Ifeoma', { phoneNumber: phone() });
    await database.db.updateTable('wallets').set({ tier: 3 }).where('userId', '=', user.id).execute();
    expect((await fund(server, user.accountNumber, 20_000_000)).status).toBe(201);
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  const sweep = () => ({ db: database.db, clock: server.clock, config: server.config });
  const rewardsOf = async (who: MoneyUser) => (await who.browser.get('/api/v1/rewards')).body.data;
  const redeem = (who: MoneyUser, points: number, key = randomUUID()) =>
    who.browser.post('/api/v1/rewards/redeem', { points }, { headers: { 'idempotency-key': key } });
  const airtime = (amount: number, customerId = '08011111111') => ({
    service: 'airtime',
    biller: 'mtn',
    customerId,
    amount,
    pin: PIN,
  });

  async function rewardsBalance(): Promise<number> {
    const id = await systemAccountId(database.db, SYSTEM_ACCOUNTS.rewards);
    const { rows } = await sql<{ total: string | number }>`
      select coalesce(sum(case when direction = 'credit' then amount else -amount end), 0) as total
      from ledger_entries where account_id = ${id}`.execute(database.db);
    return Number(rows[0]?.total);
  }

  it('earns a point per ₦100 of completed bills, none for a failed one', async () => {
    expect((await rewardsOf(user)).points).toBe(0);
    expect((await pay(user, airtime(3_000_000))).body.data.status).toBe('completed');
    expect((await pay(user, airtime(2_550_000))).body.data.status).toBe('completed');
    const failed = await pay(user, airtime(1_000_000, '08033333333'));
    expect(failed.status).toBe(201);
    const rewards = await rewardsOf(user);
    expect(rewards.points).toBe(300 + 255);
    expect(rewards.rule).toMatch(/1 point for every ₦100/);
    expect(rewards.history.filter((e: { kind: string }) => e.kind === 'earned')).toHaveLength(2);
  });

  it('redeems: under 500 and more than the balance are refused; 10 at once spend the points once', async () => {
    expect((await redeem(user, 499)).status).toBe(422);
    const tooMany = await redeem(user, 556);
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.code).toBe('INSUFFICIENT_POINTS');

    const before = await walletOf(user);
    const rewardsBefore = await rewardsBalance();
    const answers = await Promise.all(Array.from({ length: 10 }, () => redeem(user, 500)));
    const made = answers.filter((a) => a.status === 201);
    expect(made).toHaveLength(1);
    expect(answers.filter((a) => a.status === 422).every((a) => a.body.code === 'INSUFFICIENT_POINTS')).toBe(
      true,
    );
    expect(made[0]?.body.data).toMatchObject({
      type: 'reward',
      direction: 'credit',
      amount: 50_000,
      status: 'completed',
    });
    expect((await walletOf(user)).balance).toBe(before.balance + 50_000);
    expect((await rewardsOf(user)).points).toBe(55);
    expect(await rewardsBalance()).toBe(rewardsBefore - 50_000);
    await expectLedgerSound(database.db);
  });

  it('a redemption replays under its key and moves nothing twice', async () => {
    const key = randomUUID();
    expect((await pay(user, airtime(5_000_000))).body.data.status).toBe('completed');
    const first = await redeem(user, 500, key);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const again = await redeem(user, 500, key);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.data.reference).toBe(first.body.data.reference);
  });

  it('a referral: unknown codes refused; a friend who pays ₦1,000 earns the referrer ₦500 once', async () => {
    const unknown = await new Browser(server.url).post(
      '/api/v1/auth/register',
      newAccount({ phoneNumber: phone(), referralCode: 'ZZZZZZZZ' }),
    );
    expect(unknown.status).toBe(422);
    expect(unknown.body).toMatchObject({
      code: 'INVALID_REFERRAL_CODE',
      message: 'This referral code is not valid',
    });
    const { referralCode, referralLink } = await rewardsOf(user);
    expect(referralCode).toMatch(/^[A-Z0-9]{8}$/);
    expect(referralLink).toContain(`/auth/register?ref=${referralCode}`);

    await expect(
      moneyUser(server, 'Jide', { phoneNumber: phone(), referralCode: 'ABCDEFGH' }),
    ).rejects.toThrow();
    const friend = await moneyUser(server, 'Kunle', {
      phoneNumber: phone(),
      referralCode: referralCode.toLowerCase(),
    });
    expect((await rewardsOf(user)).referrals).toEqual([
      expect.objectContaining({ name: expect.stringMatching(/^Kunle /), state: 'joined', bonus: null }),
    ]);
    expect((await fund(server, friend.accountNumber, 1_000_000)).status).toBe(201);
    const rewardsBefore = await rewardsBalance();
    const before = await walletOf(user);
    // Two first payments completing together, and sweeps on several replicas at once: one bonus.
    const [a, b] = await Promise.all([pay(friend, airtime(100_000)), pay(friend, airtime(150_000))]);
    expect([a.body.data.status, b.body.data.status]).toEqual(['completed', 'completed']);
    await Promise.all(Array.from({ length: 5 }, () => payQualifiedReferrals(sweep())));
    await waitUntil(async () => (await rewardsOf(user)).referrals[0]?.state === 'paid', 'the bonus');
    expect((await walletOf(user)).balance).toBe(before.balance + 50_000);
    expect(await rewardsBalance()).toBe(rewardsBefore - 50_000);
    const inbox = await user.browser.get('/api/v1/notifications');
    expect(inbox.body.data.notifications.map((n: { title: string }) => n.title)).toContain(
      'You earned ₦500.00',
    );

    // More payments by the same friend: no second bonus.
    expect((await pay(friend, airtime(200_000))).body.data.status).toBe('completed');
    await Promise.all(Array.from({ length: 3 }, () => payQualifiedReferrals(sweep())));
    expect((await walletOf(user)).balance).toBe(before.balance + 50_000);
    await expectLedgerSound(database.db);
  });

  it('a friend whose only payment is under ₦1,000 does not qualify yet', async () => {
    const { referralCode } = await rewardsOf(user);
    const friend = await moneyUser(server, 'Lola', { phoneNumber: phone(), referralCode });
    expect((await fund(server, friend.accountNumber, 1_000_000)).status).toBe(201);
    expect((await pay(friend, airtime(99_900))).body.data.status).toBe('completed');
    await payQualifiedReferrals(sweep());
    const lola = (await rewardsOf(user)).referrals.find((r: { name: string }) => r.name.startsWith('Lola'));
    expect(lola?.state).toBe('joined');
  });

  it('the same phone number as the referrer is refused as a self-referral', async () => {
    const { referralCode } = await rewardsOf(user);
    const me = await database.db
      .selectFrom('users')
      .select('phoneNumber')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    const self = await new Browser(server.url).post(
      '/api/v1/auth/register',
      newAccount({ phoneNumber: me.phoneNumber, referralCode }),
    );
    expect(self.status).toBe(422);
    expect(self.body.message).toBe('You cannot use your own referral code');
  });
});
