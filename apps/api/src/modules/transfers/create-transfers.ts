import type { AppContext } from '../../context';
import type { RouteDefinition } from '../../http/route';
import type { JobHandler } from '../jobs/worker';
import type { MoneyWorker } from '../money/money-worker';
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

export interface TransfersModule {
  money: Money;
  routes: RouteDefinition[];
  /** Mounted only with the local dev tools. */
  devRoutes: RouteDefinition[];
  /** Handlers for the shared money worker: bank transfers are sent and requeried from there. */
  jobs: Record<string, JobHandler>;
}

/** Transfers to users and banks: wallets for every verified user, open bank transfers resumed, the routes. */
export async function createTransfers(
  ctx: AppContext,
  worker: Pick<MoneyWorker, 'kick'>,
  provider?: BankTransferProvider,
): Promise<TransfersModule> {
  const money: Money = {
    ctx,
    provider: provider ?? createSandboxProvider(ctx.clock, ctx.config.money.sandboxLateMs),
    kick: () => worker.kick(),
  };
  await ensureWallets(ctx.db, ctx.config.money.bankCode);
  const resumed = await reconcileOpenTransfers(ctx.db, ctx.clock.now());
  if (resumed > 0) ctx.log.info({ resumed }, 'resuming open bank transfers');
  return {
    money,
    routes: [...transferRoutes(money), ...bankRoutes(money), ...beneficiaryRoutes(money)],
    devRoutes: incomingRoutes(money),
    jobs: { [BANK_TRANSFER_JOB]: bankTransferJob(money) },
  };
}
