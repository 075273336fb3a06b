import type { AppContext } from '../../context';
import { type Handlers, startWorker } from '../jobs/worker';
import { moneyAlertHandlers } from './money-alerts';

/**
 * The one durable job worker of a process, shared by every money flow. Flows are built first with
 * `kick` (to ask for a round after a commit that created work); `start` then runs every flow's
 * handlers, and the money alerts every flow queues, on one poller.
 */
export interface MoneyWorker {
  kick(): void;
  start(handlers: Handlers): void;
  stop(): Promise<void>;
}

export function createMoneyWorker(ctx: AppContext): MoneyWorker {
  let running: ReturnType<typeof startWorker> | null = null;
  return {
    kick: () => running?.kick(),
    start(handlers) {
      if (running) throw new Error('the money worker is already running');
      running = startWorker(ctx, { ...handlers, ...moneyAlertHandlers(ctx) });
      running.kick();
    },
    stop: async () => {
      await running?.stop();
    },
  };
}
