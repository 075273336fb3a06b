import type { AppContext } from '../../context';
import { floatAccountCode } from '../ledger/accounts';
import { type SettleAccounts, settleAccounts } from '../money/held-debit';
import type { BillsProvider } from './provider';

/** What the bills services are built from: the app context and the configured provider. */
export interface Bills {
  ctx: AppContext;
  provider: BillsProvider;
}

/**
 * The provider's float account id, and fee revenue's. Read before a transaction opens: it may create the account, and on
 * PGlite a query outside the open transaction would wait for it forever.
 */
export function billsAccounts(bills: Bills): Promise<SettleAccounts> {
  return settleAccounts(bills.ctx.db, floatAccountCode(bills.provider.name));
}
