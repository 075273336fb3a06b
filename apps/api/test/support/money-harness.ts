import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { type AppContext, deriveKeys } from '../../src/context';
import { createDbCounters } from '../../src/counters/db-counters';
import { hashSecret } from '../../src/crypto/passwords';
import type { Db } from '../../src/db/database';
import type { BankCards } from '../../src/modules/bank-cards/bank-cards';
import { TOP_UP_JOB } from '../../src/modules/bank-cards/top-up';
import { topUpJob } from '../../src/modules/bank-cards/top-up-job';
import type { Bills } from '../../src/modules/bills/bills';
import { BILL_PURCHASE_JOB } from '../../src/modules/bills/pay-bill';
import { billPurchaseJob } from '../../src/modules/bills/purchase-job';
import { PURCHASE_RECEIPT_JOB, purchaseReceiptJob } from '../../src/modules/bills/receipt-mail';
import { createSandboxBillsProvider } from '../../src/modules/bills/sandbox-provider';
import { createIssuerSandbox } from '../../src/modules/card-issuer-sandbox/create-issuer-sandbox';
import { createSandboxCardProcessor } from '../../src/modules/card-processor-sandbox/sandbox-processor';
import { type CardsModule, createCards } from '../../src/modules/cards/create-cards';
import { receiveIssuerEvent } from '../../src/modules/cards/issuer-events';
import { type Handlers, runDueJobs } from '../../src/modules/jobs/worker';
import { moneyAlertHandlers } from '../../src/modules/money/money-alerts';
import { createPartnerRegistry } from '../../src/modules/partners/partner-registry';
import { BANK_TRANSFER_JOB } from '../../src/modules/transfers/bank-transfer';
import type { Money } from '../../src/modules/transfers/money';
import { bankTransferJob } from '../../src/modules/transfers/resolve-bank-transfer';
import { createSandboxProvider } from '../../src/modules/transfers/sandbox-provider';
import { ensureWallet } from '../../src/modules/wallet/wallets';
import { PIN } from './money';
import { testConfig } from './server';
import { TestClock } from './test-clock';

/** One hash of the test PIN for every harness user: argon2 is slow on purpose. */
let pinHash: Promise<string> | undefined;
const testPinHash = () => {
  pinHash ??= hashSecret(PIN);
  return pinHash;
};

const quiet = new Proxy(
  {},
  { get: (_t, name) => (name === 'child' ? () => quiet : () => {}) },
) as FastifyBaseLogger;

/**
 * The money, bills, bank-card and cards services on a database, without HTTP or keys, and with no worker:
 * jobs run when asked. Users have the transaction PIN `PIN` (payments made here skip it; unfreezing asks for it).
 */
export function moneyHarness(db: Db) {
  const clock = new TestClock();
  const config = testConfig();
  const ctx: AppContext = {
    config,
    db,
    clock,
    mailer: { send: async () => {}, close: async () => {} },
    log: quiet,
    keys: deriveKeys(config.jwtSecret),
    background: (task) => void task(),
    partners: createPartnerRegistry(db),
    counters: createDbCounters(db, clock),
  };
  const money: Money = {
    ctx,
    provider: createSandboxProvider(clock, config.money.sandboxLateMs),
    kick: () => {},
  };
  const bills: Bills = { ctx, provider: createSandboxBillsProvider(clock, config.bills.sandboxLateMs) };
  const bankCards: BankCards = { ctx, processor: createSandboxCardProcessor(db, ctx.keys.cardFingerprints) };
  // The sandbox issuer calls the cards module back with signed events, as in app.ts.
  const issuer = createIssuerSandbox(ctx, (raw, signature) =>
    receiveIssuerEvent(cards.cards, raw, signature),
  );
  const cards: CardsModule = createCards(ctx, { kick: () => {} }, issuer.issuer, issuer.reference);
  const handlers: Handlers = {
    ...cards.jobs,
    [BANK_TRANSFER_JOB]: bankTransferJob(money),
    [BILL_PURCHASE_JOB]: billPurchaseJob(bills),
    ...moneyAlertHandlers(ctx),
    [PURCHASE_RECEIPT_JOB]: purchaseReceiptJob(bills),
    [TOP_UP_JOB]: topUpJob(bankCards),
  };

  return {
    ctx,
    money,
    bills,
    bankCards,
    cards: cards.cards,
    clock,
    /** Runs every due job until none is left. */
    async runJobs() {
      while ((await runDueJobs(ctx, handlers)) > 0) {}
    },
    /** A verified user with a wallet and the transaction PIN `PIN`, inserted directly. */
    async user(firstName = 'Test') {
      const tag = randomBytes(5).toString('hex');
      const now = clock.now();
      const row = await db
        .insertInto('users')
        .values({
          username: `u_${tag}`,
          firstName,
          lastName: 'Tester',
          email: `${tag}@example.com`,
          phoneNumber: '+2348000000000',
          gender: 'other',
          countryCode: 'NGA',
          passwordHash: 'x',
          pinHash: await testPinHash(),
          emailVerifiedAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await ensureWallet(db, row.id, config.money.bankCode);
      const wallet = await db
        .selectFrom('wallets')
        .selectAll()
        .where('userId', '=', row.id)
        .executeTakeFirstOrThrow();
      return { ...row, accountNumber: wallet.accountNumber };
    },
  };
}
