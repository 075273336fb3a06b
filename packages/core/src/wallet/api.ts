import { successEnvelope } from '../contract/envelope';
import { healthResponse } from '../contract/health';
import { featureApi } from '../feature/feature-api';
import type { HttpClient } from '../http/client';
import type { MoneyCallOptions } from '../http/idempotency';
import { type Tiers, tiersResponse } from '../tiers/contract';
import { type Transaction, transactionSchema } from '../transactions/contract';
import type { IncomingTransferBody } from '../transfers/contract';
import { type Wallet, walletResponse } from './contract';
import { walletPaths } from './paths';

export interface WalletApi {
  get(): Promise<Wallet>;
  /** The signed-in person's tier, every tier's limits, today's use and an upgrade under review. */
  tiers(): Promise<Tiers>;
  /** Whether this API runs the sandbox's dev tools (the "simulate a transfer in" form). */
  hasDevTools(): Promise<boolean>;
  /** Sandbox only: money arriving in an account number from another bank. */
  simulateIncomingTransfer(body: IncomingTransferBody, options: MoneyCallOptions): Promise<Transaction>;
}

const incomingTransferResponse = successEnvelope(transactionSchema);

export function createWalletApi(http: HttpClient): WalletApi {
  return {
    async get() {
      return (await http.get(walletPaths.wallet, { schema: walletResponse })).data;
    },
    async tiers() {
      return (await http.get(walletPaths.tiers, { schema: tiersResponse })).data;
    },
    async hasDevTools() {
      try {
        const res = await http.get(walletPaths.health, {
          schema: healthResponse,
          silent: true,
          trackProgress: false,
        });
        return res.data.devTools;
      } catch {
        return false;
      }
    },
    async simulateIncomingTransfer(body, { idempotencyKey, signal }) {
      const res = await http.post(walletPaths.incomingTransfer, {
        json: body,
        idempotencyKey,
        schema: incomingTransferResponse,
        ...(signal ? { signal } : {}),
      });
      return res.data;
    },
  };
}

/** The page's wallet API, built on first use. */
export const walletApi = featureApi(createWalletApi);
