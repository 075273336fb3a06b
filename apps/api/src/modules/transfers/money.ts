import type { AppContext } from '../../context';
import type { BankTransferProvider } from './bank-provider';

/** What the money services are built from: the app context, the bank provider and the job worker. */
export interface Money {
  ctx: AppContext;
  provider: BankTransferProvider;
  /** Asks the job worker to look for due work now (after a commit that created some). */
  kick(): void;
}

export function bankName(money: Money, code: string): string | undefined {
  return money.provider.banks().find((b) => b.code === code)?.name;
}
