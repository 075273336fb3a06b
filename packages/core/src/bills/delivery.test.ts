// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { deliveredItems } from './delivery';

describe('deliveredItems', () => {
  it('labels a token and its units; Copy takes the token without hyphens', () => {
    expect(deliveredItems({ token: '1234-5678-9012-3456-7890', units: '23.9 kWh' })).toEqual([
      {
        label: 'Electricity token',
        value: '1234-5678-9012-3456-7890',
        copy: { value: '12345678901234567890', label: 'Copy token' },
      },
      { label: 'Units', value: '23.9 kWh' },
    ]);
  });

  it('labels an exam e-PIN, and numbers several', () => {
    expect(deliveredItems({ pins: ['123456789012'] })).toEqual([
      { label: 'e-PIN', value: '123456789012', copy: { value: '123456789012', label: 'Copy e-PIN' } },
    ]);
    expect(deliveredItems({ pins: ['1', '2'] }).map((item) => item.label)).toEqual(['e-PIN 1', 'e-PIN 2']);
  });

  it('labels a gift-card code; nothing delivered is nothing listed', () => {
    expect(deliveredItems({ giftCardCode: '1111-2222' })).toEqual([
      { label: 'Gift card code', value: '1111-2222', copy: { value: '11112222', label: 'Copy code' } },
    ]);
    expect(deliveredItems({})).toEqual([]);
  });
});
