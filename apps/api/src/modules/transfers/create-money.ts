import type { AppContext } from '../../context';
import type { RouteDefinition } from '../../http/route';
import { type JobHandler, startWorker } from '../jobs/worker';
import { MONEY_ALERT_JOB, moneyAlertJob } from '../settings/money-alerts';
import { transactionRoutes } from '../transactions/transaction-routes';
import { walletRoutes } from '../wallet/wallet-routes';
import { ensureWallets } from '../wallet/wallets';
import type { BankTransferProvider } from './bank-provider';
import { bankRoutes } from './bank-routes';
import { BANK_TRANSFER_JOB } from './bank-transfer';
import { beneficiaryRoutes } from './beneficiary-routes';
import { incomingRoutes } from './incoming-routes';
import type { Money } from './money';
import { reconcileOpenTransfers } from './reconcile';
import { bankTransferJob } from './resolve-bank-transfer';
import { createSandboxProvider } from './sandbox-provider';
import { transferRoutes } from './transfer-routes';

export interface MoneyModule {
  money: Money;
  routes: RouteDefinition[];
  /** Mounted only with the local dev tools. */
  devRoutes: RouteDefinition[];
  stop(): Promise<void>;
}

/** Wallets for every verified user, open transfers resumed, the job worker started, the routes. */
/** `jobs`: other modules' job handlers (bills), run by the same worker. */
export async function createMoney(
  ctx: AppContext,
  provider?: BankTransferProvider,
  jobs: Record<string, JobHandler> = {},
): Promise<MoneyModule> {
  const worker: { kick(): void } = { kick: () => {} };
  const money: Money = {
    ctx,
    provider: provider ?? createSandboxProvider(ctx.clock, ctx.config.money.sandboxLateMs),
    kick: () => worker.kick(),
  };
  await ensureWallets(ctx.db, ctx.config.money.bankCode);
  const resumed = await reconcileOpenTransfers(ctx.db, ctx.clock.now());
  if (resumed > 0) ctx.log.info({ resumed }, 'resuming open bank transfers');
  const running = startWorker(ctx, {
    ...jobs,
    [BANK_TRANSFER_JOB]: bankTransferJob(money),
    [MONEY_ALERT_JOB]: moneyAlertJob(ctx),
  });
  worker.kick = running.kick;
  if (resumed > 0) running.kick();
  return {
    money,
    routes: [
      ...walletRoutes(ctx),
      ...transferRoutes(money),
      ...bankRoutes(money),
      ...beneficiaryRoutes(money),
      ...transactionRoutes(ctx),
    ],
    devRoutes: incomingRoutes(money),
    stop: running.stop,
  };
}
