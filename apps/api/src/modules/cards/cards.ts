import type { AppContext } from '../../context';
import { FX_ACCOUNTS, issuerSettlementCode, SYSTEM_ACCOUNTS, systemAccountId } from '../ledger/accounts';
import type { FxRatesProvider } from './fx-rates';
import type { CardIssuer } from './issuer';

/** What the card services are built from: the app context, the issuer, the FX rates and the job worker. */
export interface Cards {
  ctx: AppContext;
  issuer: CardIssuer;
  rates: FxRatesProvider;
  /** Asks the job worker to look for due work now (after a commit that created some). */
  kick(): void;
}

/** The system accounts a card's money moves through. */
export interface CardAccounts {
  fxNgn: string;
  fxUsd: string;
  fees: string;
  /** The issuer's USD settlement account: merchants are paid from it, refunds come back through it. */
  settlement: string;
}

/**
 * Read before a transaction opens: it may create the accounts, and on PGlite a query outside the open
 * transaction would wait for it forever.
 */
export async function cardAccounts(cards: Cards): Promise<CardAccounts> {
  const { db } = cards.ctx;
  return {
    fxNgn: await systemAccountId(db, FX_ACCOUNTS.NGN, 'NGN'),
    fxUsd: await systemAccountId(db, FX_ACCOUNTS.USD, 'USD'),
    fees: await systemAccountId(db, SYSTEM_ACCOUNTS.fees),
    settlement: await systemAccountId(db, issuerSettlementCode(cards.issuer.name), 'USD'),
  };
}
