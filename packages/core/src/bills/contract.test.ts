import { describe, expect, it } from 'vitest';
import { payBillBody, validateCustomerBody } from './contract';
import { normaliseCustomerId } from './customer-id';
import { guessNetwork } from './networks';

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('bills contract', () => {
  it('accepts +234 and spaces, which normaliseCustomerId reads as the local number', () => {
    const parsed = validateCustomerBody.parse({
      service: 'airtime',
      biller: 'mtn',
      customerId: '+234 803 111 2222',
    });
    expect(normaliseCustomerId('airtime', parsed.customerId)).toBe('08031112222');
  });

  it('words a malformed id after its service', () => {
    const meter = validateCustomerBody.safeParse({
      service: 'electricity',
      biller: 'ikeja-electric',
      customerId: '12',
      meterType: 'prepaid',
    });
    expect(messages(meter)).toEqual(['Meter number must be 11 to 13 digits']);
  });

  it('asks electricity for the meter type', () => {
    const result = validateCustomerBody.safeParse({
      service: 'electricity',
      biller: 'ikeja-electric',
      customerId: '1111111111111',
    });
    expect(messages(result)).toEqual(['Please choose prepaid or postpaid']);
  });

  it('keeps airtime between ₦50 and ₦50,000', () => {
    const pay = (amount: number) =>
      payBillBody.safeParse({
        service: 'airtime',
        biller: 'mtn',
        customerId: '08011111111',
        amount,
        pin: '1234',
      });
    expect(messages(pay(4_999))).toEqual(['Minimum airtime is ₦50']);
    expect(messages(pay(5_000_001))).toEqual(['Maximum airtime is ₦50,000']);
    expect(pay(5_000).success).toBe(true);
    expect(messages(pay(50.5))).toContain('Amount must be a whole number of kobo');
  });

  it('needs a plan for services sold by the product', () => {
    const result = payBillBody.safeParse({
      service: 'mobile-data',
      biller: 'mtn',
      customerId: '08011111111',
      pin: '1234',
    });
    expect(messages(result)).toEqual(['Please choose a plan']);
  });

  it('guesses the network from the prefix, and says nothing for an unknown one', () => {
    expect(guessNetwork('08031234567')).toBe('mtn');
    expect(guessNetwork('+2348021234567')).toBe('airtel');
    expect(guessNetwork('08051234567')).toBe('glo');
    expect(guessNetwork('08091234567')).toBe('9mobile');
    expect(guessNetwork('08011111111')).toBeNull();
  });
});
