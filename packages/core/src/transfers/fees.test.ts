import { describe, expect, it } from 'vitest';
import { transferFee } from './fees';
import { isValidAccountNumber, isValidNuban, nuban } from './nuban';

describe('the fee schedule', () => {
  it('charges ₦10 up to ₦5,000, ₦25 up to ₦50,000 and ₦50 above, in kobo', () => {
    expect(transferFee('bank', 1)).toBe(1_000);
    expect(transferFee('bank', 500_000)).toBe(1_000);
    expect(transferFee('bank', 500_001)).toBe(2_500);
    expect(transferFee('bank', 5_000_000)).toBe(2_500);
    expect(transferFee('bank', 5_000_001)).toBe(5_000);
  });

  it('charges nothing from Owo to Owo', () => {
    expect(transferFee('user', 100_000_000)).toBe(0);
  });
});

describe('NUBAN', () => {
  it('accepts a published example and refuses any single changed digit', () => {
    // GTBank (058) serial 012345678 -> check digit from the CBN weights 3,7,3.
    const number = nuban('058', '012345678');
    expect(isValidNuban('058', number)).toBe(true);
    for (let i = 0; i < 10; i++) {
      const digit = (Number(number[i]) + 1) % 10;
      const changed = `${number.slice(0, i)}${digit}${number.slice(i + 1)}`;
      expect(isValidNuban('058', changed)).toBe(false);
    }
  });

  it('computes the CBN check digit', () => {
    // 0,5,8 + 0,1,2,3,4,5,6,7,8 weighted 3,7,3,3,7,3,3,7,3,3,7,3 = 0+35+24+0+7+6+9+28+15+18+49+24 = 215 -> 5
    expect(nuban('058', '012345678')).toBe('0123456785');
  });

  it("uses the 6-digit institution code of the revised standard: 9 before a microfinance bank's 5 digits", () => {
    // Kuda MFB (50211) -> 950211; serial 123456789: 27+35+0+6+7+3 + 3+14+9+12+35+18+21+56+27 = 273 -> 7
    expect(nuban('50211', '123456789')).toBe('1234567897');
    expect(isValidNuban('50211', '1234567897')).toBe(true);
    // A 6-digit code is used whole: OPay (999992) gives another digit than its last three (992) would.
    expect(nuban('999992', '123456789')).toBe('1234567892');
    expect(isValidNuban('999992', '1234567899')).toBe(false);
  });

  it('takes a mobile number as an account number at OPay and PalmPay only', () => {
    expect(isValidAccountNumber('999992', '8031234567')).toBe(true);
    expect(isValidAccountNumber('999991', '9061234567')).toBe(true);
    expect(isValidAccountNumber('999992', '1234567892')).toBe(true);
    expect(isValidAccountNumber('999992', '5031234567')).toBe(false);
    expect(isValidAccountNumber('999992', '8031234560')).toBe(true);
    expect(isValidAccountNumber('058', '8031234560')).toBe(false);
    expect(isValidAccountNumber('50211', '1234567897')).toBe(true);
  });
});
