import { isValidAccountNumber, MONEY_ERROR_CODES } from '@owo/core/contract';
import { HttpError } from '../../http/errors';
import type { BankTarget } from './bank-transfer';
import { bankName, type Money } from './money';

export const recipientNotFound = () =>
  new HttpError(
    404,
    MONEY_ERROR_CODES.recipientNotFound,
    'No Owo user has that username, email or phone number.',
  );

/** Checks a bank account before any provider is asked: a known bank, and a number it can have. */
export function checkBankAccount(money: Money, bankCode: string, accountNumber: string): string {
  const name = bankName(money, bankCode);
  if (!name) throw new HttpError(422, MONEY_ERROR_CODES.unknownBank, 'Please choose a bank from the list.');
  if (!isValidAccountNumber(bankCode, accountNumber)) {
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
