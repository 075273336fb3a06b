import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { floatAccountCode, SYSTEM_ACCOUNTS, systemAccountId } from '../ledger/accounts';
import type { Trx } from '../ledger/post';
import type { CardProcessor } from './card-processor';

/** What the bank-card services are built from: the app context and the configured card processor. */
export interface BankCards {
  ctx: AppContext;
  processor: CardProcessor;
}

/** Where a top-up's money comes from (the processor's float) and where its fee goes. */
export interface TopUpAccounts {
  float: string;
  fees: string;
}

/**
 * Read before a transaction opens: it may create the accounts, and on PGlite a query outside the open
 * transaction would wait for it forever.
 */
export async function topUpAccounts({ ctx, processor }: BankCards): Promise<TopUpAccounts> {
  return {
    float: await systemAccountId(ctx.db, floatAccountCode(processor.name)),
    fees: await systemAccountId(ctx.db, SYSTEM_ACCOUNTS.fees),
  };
}

/**
 * Changes to one person's cards (add, confirm, default, remove) take their user row's lock, so two at
 * once cannot both make a "first" card the default, or save the same card twice.
 */
export async function lockCards(trx: Trx, userId: string): Promise<void> {
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();
}

/** One of the person's saved cards, or undefined (another person's card is as good as none). */
export function activeCard(db: Db | Trx, userId: string, id: string) {
  return db
    .selectFrom('bankCards')
    .selectAll()
    .where('id', '=', id)
    .where('userId', '=', userId)
    .where('status', '=', 'active')
    .executeTakeFirst();
}
