import { isValidNuban, MONEY_ERROR_CODES, type transferBody } from '@owo/core/contract';
import type { FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import type { UserRow } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { toTransaction } from '../transactions/transaction-view';
import { type BankTarget, bankTransfer } from './bank-transfer';
import { completeKey, withIdempotency } from './idempotency';
import { bankName, type Money } from './money';
import { findRecipient } from './recipients';
import { checkTransactionPin } from './transaction-pin';
import { userTransfer } from './user-transfer';

export const recipientNotFound = () =>
  new HttpError(
    404,
    MONEY_ERROR_CODES.recipientNotFound,
    'No Owo user has that username, email or phone number.',
  );

/** Checks a bank account before any provider is asked: a known bank and a NUBAN check digit. */
export function checkBankAccount(money: Money, bankCode: string, accountNumber: string): string {
  const name = bankName(money, bankCode);
  if (!name) throw new HttpError(422, MONEY_ERROR_CODES.unknownBank, 'Please choose a bank from the list.');
  if (!isValidNuban(bankCode, accountNumber)) {
    throw new HttpError(
      422,
      MONEY_ERROR_CODES.invalidAccountNumber,
      'This account number is not valid for the chosen bank. Please check it.',
    );
  }
  return name;
}

/** Name enquiry through the provider: the holder's name, or a refusal a person can act on. */
export async function resolveBankAccount(
  money: Money,
  bankCode: string,
  accountNumber: string,
): Promise<BankTarget> {
  const bank = checkBankAccount(money, bankCode, accountNumber);
  let accountName: string | null;
  try {
    accountName = await money.provider.nameEnquiry(bankCode, accountNumber);
  } catch {
    throw new HttpError(
      503,
      MONEY_ERROR_CODES.providerUnavailable,
      'We could not reach the bank. Please try again.',
    );
  }
  if (accountName === null) {
    throw new HttpError(422, MONEY_ERROR_CODES.accountNotFound, 'The bank has no account with this number.');
  }
  return { bankCode, bankName: bank, accountNumber, accountName };
}

type SendBody = z.output<typeof transferBody>;

/** Everything checked before the PIN: cheap, and nothing outside is asked yet. */
async function findUserRecipient(money: Money, user: UserRow, body: SendBody): Promise<UserRow | undefined> {
  if (body.type === 'bank') {
    checkBankAccount(money, body.bankCode, body.accountNumber);
    return undefined;
  }
  const recipient = await findRecipient(money.ctx.db, body.recipient);
  if (!recipient) throw recipientNotFound();
  if (recipient.id === user.id) {
    throw new HttpError(422, MONEY_ERROR_CODES.selfTransfer, 'You cannot send money to yourself.');
  }
  return recipient;
}

/**
 * POST /transfers: under the Idempotency-Key, checks the recipient, the PIN and (for a bank) the
 * account name, then moves the money, stores the answer with it in one transaction, and answers.
 */
export async function sendMoney(money: Money, req: FastifyRequest, user: UserRow, body: SendBody) {
  const { ctx } = money;
  return withIdempotency(ctx, req, user.id, async (claim) => {
    const recipient = await findUserRecipient(money, user, body);
    await checkTransactionPin(ctx, user, body.pin);
    const target =
      body.type === 'bank' ? await resolveBankAccount(money, body.bankCode, body.accountNumber) : null;

    const now = ctx.clock.now();
    const input = { amount: body.amount, narration: body.narration };
    const answer = await ctx.db.transaction().execute(async (trx) => {
      const row = recipient
        ? await userTransfer(money, trx, user, recipient, input, now)
        : await bankTransfer(money, trx, user, target as BankTarget, input, now);
      const response = {
        status: true as const,
        message: row.status === 'completed' ? 'Transfer successful' : 'Transfer is on its way',
        data: toTransaction(row),
      };
      await completeKey(trx, claim, 201, response);
      return response;
    });
    if (target) money.kick();
    return { status: 201, body: answer };
  });
}
