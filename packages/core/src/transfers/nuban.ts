/**
 * The CBN NUBAN check digit (revised standard, 2020): the 6-digit institution code and the 9-digit
 * serial, weighted 3,7,3 repeating; the tenth digit is (10 - sum mod 10) mod 10. A bank's 3-digit code
 * is padded with 000 and a microfinance bank's 5-digit code is prefixed with 9 (so a bank's digits are
 * the same as under the 2010 standard). Catches a mistyped digit before any bank is asked.
 */
const WEIGHTS = [3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3];

function institutionCode(bankCode: string): string {
  if (bankCode.length === 5) return `9${bankCode}`;
  return bankCode.padStart(6, '0');
}

export function nubanCheckDigit(bankCode: string, serial: string): number {
  const digits = `${institutionCode(bankCode)}${serial}`;
  let sum = 0;
  for (let i = 0; i < WEIGHTS.length; i++) sum += Number(digits[i]) * (WEIGHTS[i] ?? 0);
  return (10 - (sum % 10)) % 10;
}

/** True when `accountNumber` is 10 digits whose last one is the check digit for `bankCode`. */
export function isValidNuban(bankCode: string, accountNumber: string): boolean {
  if (!/^\d{10}$/.test(accountNumber) || !/^\d{3,6}$/.test(bankCode)) return false;
  return nubanCheckDigit(bankCode, accountNumber.slice(0, 9)) === Number(accountNumber[9]);
}

/** The full account number for a 9-digit serial at a bank. */
export function nuban(bankCode: string, serial: string): string {
  return `${serial}${nubanCheckDigit(bankCode, serial)}`;
}

/**
 * Mobile-money operators (OPay, PalmPay) number their accounts with the holder's phone number without
 * its leading 0 (8031234567): no check digit, so only the bank's name enquiry can tell.
 */
export const PHONE_NUMBER_BANKS: readonly string[] = ['999992', '999991'];

/** An account number the chosen bank can have: a NUBAN, or a mobile number at a mobile-money operator. */
export function isValidAccountNumber(bankCode: string, accountNumber: string): boolean {
  if (PHONE_NUMBER_BANKS.includes(bankCode) && /^[789][01]\d{8}$/.test(accountNumber)) return true;
  return isValidNuban(bankCode, accountNumber);
}
