import { describe, expect, it } from 'vitest';
import type { BillCustomer, IdempotencyKey } from '../internal/runtime';
import type { BillDraft } from '../pay-bills/read-details';
import type { Draft, Payee } from '../send-money/draft';
import { initialMoneyFlow, type MoneyFlowAction, type MoneyFlowState, moneyFlowReducer } from './money-flow';

const key1 = 'key-1' as IdempotencyKey;
const key2 = 'key-2' as IdempotencyKey;

const transfer: Draft = { kind: 'user', recipient: 'ada_o', amount: 150_000 };
const payee: Payee = { name: 'Ada O.', detail: '@ada_o' };
const bill: BillDraft = {
  service: 'airtime',
  biller: 'mtn',
  billerName: 'MTN',
  customerId: '08011111111',
  amount: 10_000,
};
const customer: BillCustomer = { customerId: '08011111111', customerName: 'MTN line 08011111111' };

// Both flows that use it now: sending money (the looked-up payee) and paying a bill (the provider's customer).
describe.each([
  { flow: 'send money', draft: transfer, check: payee, changed: { ...transfer, amount: 200_000 } },
  { flow: 'pay bills', draft: bill, check: customer, changed: { ...bill, amount: 20_000 } },
])('the money flow ($flow)', ({ draft, check, changed }) => {
  type State = MoneyFlowState<Draft | BillDraft, Payee | BillCustomer, string>;
  const run = (
    state: State,
    ...actions: MoneyFlowAction<Draft | BillDraft, Payee | BillCustomer, string>[]
  ): State => actions.reduce<State>(moneyFlowReducer, state);
  const confirmed = () =>
    run(initialMoneyFlow, { type: 'review', draft, check }, { type: 'confirm', key: key1 });

  it('shows what was checked before asking for the PIN, and makes the key at Confirm', () => {
    const review = run(initialMoneyFlow, { type: 'review', draft, check });
    expect(review).toMatchObject({ step: 'review', draft, check, key: null });
    expect(confirmed()).toMatchObject({ step: 'pin', key: key1 });
  });

  it('keeps the one key through a wrong PIN and an answer that never came, and stays on the PIN', () => {
    let state = run(confirmed(), { type: 'busy' });
    expect(state.busy).toBe(true);
    state = run(state, { type: 'wrong-pin', message: 'Incorrect PIN. 4 attempts left.' });
    expect(state).toMatchObject({
      step: 'pin',
      key: key1,
      busy: false,
      pinError: 'Incorrect PIN. 4 attempts left.',
    });
    state = run(state, { type: 'busy' });
    expect(state).toMatchObject({ busy: true, pinError: null });
    state = run(state, { type: 'no-answer', message: 'No answer' });
    expect(state).toMatchObject({ step: 'pin', key: key1, busy: false, pinError: 'No answer' });
  });

  it('keeps the key through a refusal and a confirm again, so a retry can never pay twice', () => {
    let state = run(confirmed(), { type: 'busy' }, { type: 'refused', message: 'Insufficient funds' });
    expect(state).toMatchObject({ step: 'review', refusal: 'Insufficient funds', key: key1, busy: false });
    state = run(state, { type: 'confirm', key: key2 });
    expect(state).toMatchObject({ step: 'pin', key: key1, refusal: null });
  });

  it('makes an edited action a new one with a new key', () => {
    let state = run(confirmed(), { type: 'edit' });
    expect(state).toMatchObject({ step: 'details', key: null, draft });
    state = run(state, { type: 'review', draft: changed, check }, { type: 'confirm', key: key2 });
    expect(state).toMatchObject({ draft: changed, key: key2 });
  });

  it('locks the keypad after the fifth wrong PIN, until the action is edited', () => {
    const locked = run(confirmed(), { type: 'locked', message: 'PIN locked until 3:30 PM' });
    expect(locked).toMatchObject({ locked: true, pinError: 'PIN locked until 3:30 PM', busy: false });
    expect(run(locked, { type: 'edit' })).toMatchObject({ locked: false, pinError: null });
  });

  it('shows the answer on the result step, and starts empty again on another', () => {
    const done = run(confirmed(), { type: 'busy' }, { type: 'done', result: 'REF123' });
    expect(done).toMatchObject({ step: 'result', result: 'REF123', busy: false, draft, check });
    expect(run(done, { type: 'restart' })).toEqual(initialMoneyFlow);
  });
});
