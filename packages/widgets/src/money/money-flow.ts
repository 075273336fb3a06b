import type { IdempotencyKey } from '../internal/runtime';
import type { PaymentOutcome } from './payment-outcome';

/**
 * The four steps of every PIN-confirmed money flow: sending money, paying a bill, and next a card's
 * create, fund or withdraw (whose review is a quote).
 */
export type MoneyStep = 'details' | 'review' | 'pin' | 'result';

/**
 * A flow's state, whatever it moves: `D` is the draft the details step read, `C` what was checked before
 * the review (the looked-up payee, the provider's customer, a quote), `R` what the API answered.
 */
export interface MoneyFlowState<D, C, R> {
  step: MoneyStep;
  draft: D | null;
  /** Shown on the review step before anything moves. */
  check: C | null;
  /** One key per confirmed action: made at "Confirm", kept through every retry of it. */
  key: IdempotencyKey | null;
  /** The PIN is being checked and the money moved. */
  busy: boolean;
  /** A refusal before any money moved (limits, funds, an expired quote): shown on the review step. */
  refusal: string | null;
  /** Shown above the keypad: a wrong PIN, a lock, or an answer that never came. */
  pinError: string | null;
  locked: boolean;
  result: R | null;
}

export type MoneyFlowAction<D, C, R> =
  /** The details were read and checked; also a new quote for the same draft, which is a new action. */
  | { type: 'review'; draft: D; check: C }
  | { type: 'edit' }
  | { type: 'confirm'; key: IdempotencyKey }
  | { type: 'busy' }
  // A refused or unanswered payment (payment-outcome.ts)
  | PaymentOutcome
  | { type: 'done'; result: R }
  | { type: 'restart' };

export const initialMoneyFlow: MoneyFlowState<never, never, never> = {
  step: 'details',
  draft: null,
  check: null,
  key: null,
  busy: false,
  refusal: null,
  pinError: null,
  locked: false,
  result: null,
};

export function moneyFlowReducer<D, C, R>(
  state: MoneyFlowState<D, C, R>,
  action: MoneyFlowAction<D, C, R>,
): MoneyFlowState<D, C, R> {
  switch (action.type) {
    case 'review':
      return { ...initialMoneyFlow, step: 'review', draft: action.draft, check: action.check };
    case 'edit':
      // A changed action is a new one: it gets a new key when confirmed.
      return { ...state, step: 'details', key: null, refusal: null, pinError: null, locked: false };
    case 'confirm':
      // Confirming again after a refusal keeps the first key: the refusal was not stored, so it is free.
      return { ...state, step: 'pin', key: state.key ?? action.key, refusal: null, pinError: null };
    case 'busy':
      return { ...state, busy: true, pinError: null };
    case 'wrong-pin':
      return { ...state, busy: false, pinError: action.message };
    case 'locked':
      return { ...state, busy: false, pinError: action.message, locked: true };
    case 'refused':
      return { ...state, step: 'review', busy: false, refusal: action.message };
    case 'no-answer':
      // The outcome is unknown: the key stays, so trying again can never move the money twice.
      return { ...state, busy: false, pinError: action.message };
    case 'done':
      return { ...state, step: 'result', busy: false, result: action.result };
    case 'restart':
      return initialMoneyFlow;
  }
}
