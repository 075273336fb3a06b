// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { billReceiptRows } from './receipt-rows';

describe('billReceiptRows', () => {
  it('names the id by service: meter, smartcard, phone', () => {
    const base = { customerName: null, productName: null, meterType: null };
    expect(billReceiptRows({ ...base, service: 'electricity', customerId: '1111111111111' })[0]).toEqual([
      'Meter number',
      '1111111111111',
    ]);
    expect(billReceiptRows({ ...base, service: 'cable-tv', customerId: '1212121212' })[0]?.[0]).toBe(
      'Smartcard number',
    );
    expect(billReceiptRows({ ...base, service: 'airtime', customerId: '08011111111' })[0]?.[0]).toBe(
      'Phone number',
    );
  });

  it('adds the customer, the meter type and the plan when there are', () => {
    expect(
      billReceiptRows({
        service: 'electricity',
        customerId: '1111111111111',
        customerName: 'ADA EZE',
        productName: null,
        meterType: 'prepaid',
      }),
    ).toEqual([
      ['Meter number', '1111111111111'],
      ['Customer', 'ADA EZE'],
      ['Meter type', 'Prepaid'],
    ]);
    expect(
      billReceiptRows({
        service: 'giftcards',
        customerId: 'ada@example.com',
        customerName: 'ada@example.com',
        productName: '$25 Amazon gift card',
      }),
    ).toEqual([
      ['Sent to', 'ada@example.com'],
      ['Plan', '$25 Amazon gift card'],
    ]);
  });
});
