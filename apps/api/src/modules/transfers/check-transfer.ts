import {
  MONEY_ERROR_CODES,
  type Payee,
  type TransferQuote,
  transferFee,
  type transferQuoteBody,
} from '@owo/core/contract';
import type * as z from 'zod/mini';
import type { WalletRow } from '../../db/money-schema';
import type { UserRow } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { readWallets, walletsOf } from '../ledger/wallet-locks';
import { assertPinSet } from '../money/transaction-pin';
import { checkCoolingPeriod, type TransferTarget } from '../wallet/cooling-period';
import { checkPayment, type PaymentWallets } from '../wallet/limits';
import type { BankTarget } from './bank-transfer';
import { assertLookupsLeft, spendLookup } from './lookup-limit';
import type { Money } from './money';
import { displayName, findRecipientWithWallets, type RecipientWithWallets } from './recipients';
import { recipientNotFound, resolveBankAccount } from './resolve-account';

type QuoteBody = z.output<typeof transferQuoteBody>;

/**
 * A transfer that can go through as it stands, with whom it reaches and the wallets as they passed the
 * checks (never sent to the person: the quote's answer picks its fields).
 */
export type CheckedTransfer = TransferQuote & { wallets: PaymentWallets } & (
    | { recipient: UserRow }
    | { target: BankTarget }
  );

/**
 * What a payment read with its Idempotency-Key's claim (withIdempotency's `read`), so that its checks need
 * not read it again: the first search for an Owo user (with both wallets), or the payer's wallet (to a bank).
 */
export type ClaimedRead = { recipients: RecipientWithWallets[] } | { payerWallets: WalletRow[] };

/**
 * How a check counts its name look-up (lookup-limit.ts): a quote answers with the payee's name, so
 * every one counts; paying counts the misses (a hit moves money only with the PIN), and refuses
 * nothing but a user already past the limit, so a burst of real payments is never throttled.
 */
export type LookupCounting = 'every' | 'misses';

const MISSES: string[] = [MONEY_ERROR_CODES.recipientNotFound, MONEY_ERROR_CODES.accountNotFound];

async function findPayee(
  money: Money,
  user: UserRow,
  body: QuoteBody,
  counting: LookupCounting,
  read?: RecipientWithWallets[],
) {
  const { ctx } = money;
  if (counting === 'every') await spendLookup(ctx, user.id);
  else await assertLookupsLeft(ctx, user.id);
  try {
    if (body.type === 'bank')
      return { target: await resolveBankAccount(money, body.bankCode, body.accountNumber) };
    const found = await findRecipientWithWallets(ctx.db, body.recipient, user.id, read);
    if (!found) throw recipientNotFound();
    return { recipient: found.recipient, wallets: walletsOf(found.wallets) };
  } catch (error) {
    if (counting === 'misses' && error instanceof HttpError && MISSES.includes(error.code))
      await spendLookup(ctx, user.id);
    throw error;
  }
}

function payeeOf(found: { recipient: UserRow } | { target: BankTarget }): Payee {
  if ('recipient' in found) return { name: displayName(found.recipient), username: found.recipient.username };
  const { accountName, bankCode, bankName, accountNumber } = found.target;
  return { name: accountName, bankCode, bankName, accountNumber };
}

/**
 * Every check a transfer must pass, in the order a person can act on it: a PIN set at all, whom it reaches (no such user,
 * yourself, a bank or account number that cannot be, the account's name at the bank), then the money
 * (checkPayment: the limits before the balance). POST /transfers/quote answers with it before the PIN
 * is asked; POST /transfers runs it before the PIN too, and checkPayment again under the wallets' locks
 * as the money moves. One function, so the two can never check different things or in another order.
 */
export async function checkTransfer(
  money: Money,
  user: UserRow,
  body: QuoteBody,
  counting: LookupCounting,
  claimed?: ClaimedRead,
): Promise<CheckedTransfer> {
  const { ctx } = money;
  assertPinSet(user);
  // A recipient comes with the wallets (a bank account's payer has hers read below, unless the request
  // read it already). `claimed` is what the request read with its key's claim, if it did.
  const recipientRead = claimed && 'recipients' in claimed ? claimed.recipients : undefined;
  const { wallets: read, ...found } = await findPayee(money, user, body, counting, recipientRead);
  const recipient = 'recipient' in found ? found.recipient : undefined;
  if (recipient?.id === user.id) {
    throw new HttpError(422, MONEY_ERROR_CODES.selfTransfer, 'You cannot send money to yourself.');
  }
  const fee = transferFee(body.type, body.amount);
  const now = ctx.clock.now();
  const wallets =
    read ??
    (claimed && 'payerWallets' in claimed
      ? walletsOf(claimed.payerWallets)
      : await readWallets(ctx.db, [user.id]));
  const from = wallets.get(user.id);
  if (!from) throw new Error('wallets must exist before a transfer');
  const to = recipient && wallets.get(recipient.id);
  checkPayment(ctx.config.money, { from, to }, body.amount, fee, now);
  // The cooling period after a password, PIN or email change (settings) caps money to new recipients.
  const target: TransferTarget =
    body.type === 'bank'
      ? { type: 'bank', bankCode: body.bankCode, accountNumber: body.accountNumber }
      : { type: 'user', username: recipient?.username ?? body.recipient };
  await checkCoolingPeriod(ctx.db, ctx.config.money, user, target, body.amount, now);
  return {
    ...found,
    amount: body.amount,
    fee,
    total: body.amount + fee,
    payee: payeeOf(found),
    wallets: { from, to },
  };
}
