import { describe, expect, it } from 'vitest';
import type { IdempotencyKey } from '../internal/runtime';
import { type Draft, initialSendState, sendReducer } from './send-flow';

const draft: Draft = { kind: 'user', recipient: 'ada_o', amount: 150_000 };
const payee = { name: 'Ada O.', detail: '@ada_o' };
const key1 = 'key-1' as IdempotencyKey;
const key2 = 'key-2' as IdempotencyKey;

const confirmed = () =>
  sendReducer(sendReducer(initialSendState, { type: 'review', draft, payee }), {
    type: 'confirm',
    key: key1,
  });

describe('the send-money flow', () => {
  it('shows the looked-up payee before asking for the PIN', () => {
    const review = sendReducer(initialSendState, { type: 'review', draft, payee });
    expect(review).toMatchObject({ step: 'confirm', payee, key: null });
    expect(confirmed()).toMatchObject({ step: 'pin', key: key1 });
  });

  it('keeps the one key through a wrong PIN and an answer that never came', () => {
    let state = sendReducer(confirmed(), { type: 'sending' });
    state = sendReducer(state, { type: 'wrong-pin', message: 'Incorrect PIN. 4 attempts left.' });
    expect(state).toMatchObject({ step: 'pin', key: key1, pinError: 'Incorrect PIN. 4 attempts left.' });
    state = sendReducer(state, { type: 'no-answer', message: 'No answer' });
    expect(state).toMatchObject({ step: 'pin', key: key1, sending: false });
  });

  it('keeps the key when the same transfer is confirmed again after a refusal', () => {
    let state = sendReducer(confirmed(), { type: 'refused', message: 'Insufficient funds' });
    expect(state).toMatchObject({ step: 'confirm', refusal: 'Insufficient funds' });
    state = sendReducer(state, { type: 'confirm', key: key2 });
    expect(state).toMatchObject({ step: 'pin', key: key1, refusal: null });
  });

  it('makes an edited transfer a new action with a new key', () => {
    let state = sendReducer(confirmed(), { type: 'edit' });
    expect(state).toMatchObject({ step: 'details', key: null, draft });
    state = sendReducer(state, { type: 'review', draft: { ...draft, amount: 200_000 }, payee });
    state = sendReducer(state, { type: 'confirm', key: key2 });
    expect(state.key).toBe(key2);
  });

  it('locks the keypad after the fifth wrong PIN', () => {
    const state = sendReducer(confirmed(), { type: 'locked', message: 'PIN locked until 3:30 PM' });
    expect(state).toMatchObject({ locked: true, pinError: 'PIN locked until 3:30 PM' });
  });
});
