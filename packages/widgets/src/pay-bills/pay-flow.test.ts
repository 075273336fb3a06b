import { describe, expect, it } from 'vitest';
import type { IdempotencyKey } from '../internal/runtime';
import { type BillDraft, initialPayState, payReducer } from './pay-flow';

const draft: BillDraft = {
  service: 'airtime',
  biller: 'mtn',
  billerName: 'MTN',
  customerId: '08011111111',
  amount: 10_000,
};
const customer = { customerId: '08011111111', customerName: 'MTN line 08011111111' };
const key = (value: string) => value as IdempotencyKey;

describe('payReducer', () => {
  const confirmed = payReducer(payReducer(initialPayState, { type: 'review', draft, customer }), {
    type: 'confirm',
    key: key('first'),
  });

  it('keeps the key through a refusal and a confirm again, so a retry can never pay twice', () => {
    const refused = payReducer(confirmed, { type: 'refused', message: 'Insufficient funds' });
    expect(refused).toMatchObject({ step: 'review', refusal: 'Insufficient funds', key: 'first' });
    expect(payReducer(refused, { type: 'confirm', key: key('second') }).key).toBe('first');
  });

  it('keeps the key when no answer came, and stays on the PIN', () => {
    const lost = payReducer(confirmed, { type: 'no-answer', message: 'No answer' });
    expect(lost).toMatchObject({ step: 'pin', key: 'first', pinError: 'No answer', paying: false });
  });

  it('drops the key when the purchase is edited: a changed purchase is a new action', () => {
    expect(payReducer(confirmed, { type: 'edit' })).toMatchObject({ step: 'details', key: null });
  });

  it('locks the keypad on a locked PIN', () => {
    expect(payReducer(confirmed, { type: 'locked', message: 'Locked' })).toMatchObject({ locked: true });
  });
});
