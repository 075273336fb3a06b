/**
 * The CBN NUBAN check digit: the 3-digit bank code and the 9-digit serial, weighted 3,7,3 repeating;
 * the tenth digit is (10 - sum mod 10) mod 10. Catches a mistyped digit before any bank is asked.
 */
const WEIGHTS = [3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3];

export function nubanCheckDigit(bankCode: string, serial: string): number {
  const digits = `${bankCode.slice(-3).padStart(3, '0')}${serial}`;
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
