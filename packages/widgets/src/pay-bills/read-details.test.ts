import { describe, expect, it } from 'vitest';
import type { BillServiceInfo } from '../internal/runtime';
import { emptyDetails, readDetails } from './read-details';

const airtime: BillServiceInfo = {
  id: 'airtime',
  name: 'Airtime',
  description: '',
  customerIdLabel: 'Phone number',
  pricing: 'amount',
  billers: [{ id: 'mtn', name: 'MTN' }],
};
const data: BillServiceInfo = { ...airtime, id: 'mobile-data', pricing: 'product' };
const bundle = { id: 'mtn-1gb-7d', name: 'MTN 1GB', amount: 80_000, validity: '7 days' };

describe('readDetails', () => {
  it('reads naira as kobo and a +234 number as the local one', () => {
    const read = readDetails('airtime', airtime, [], {
      ...emptyDetails,
      biller: 'mtn',
      customerId: '+234 801 111 1111',
      amount: '1,000',
    });
    expect(read).toEqual({
      ok: true,
      draft: {
        service: 'airtime',
        biller: 'mtn',
        billerName: 'MTN',
        customerId: '08011111111',
        amount: 100_000,
      },
    });
  });

  it('says what is missing or out of range, per field', () => {
    const read = readDetails('airtime', airtime, [], { ...emptyDetails, customerId: '0801', amount: '20' });
    expect(read).toEqual({
      ok: false,
      errors: {
        biller: 'Please choose a provider',
        customerId: 'Phone number must be 11 digits, like 08031234567',
        amount: 'Minimum airtime is ₦50',
      },
    });
  });

  it('takes the price from the chosen plan', () => {
    const read = readDetails('mobile-data', data, [bundle], {
      ...emptyDetails,
      biller: 'mtn',
      customerId: '08011111111',
      productId: bundle.id,
    });
    expect(read.ok && read.draft).toMatchObject({ amount: 80_000, productName: 'MTN 1GB' });
  });
});
