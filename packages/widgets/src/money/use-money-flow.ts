import { useReducer } from 'react';
import { createIdempotencyKey, type IdempotencyKey } from '../internal/runtime';
import { initialMoneyFlow, type MoneyFlowAction, type MoneyFlowState, moneyFlowReducer } from './money-flow';
import { paymentOutcome } from './payment-outcome';

/** A money flow's state and the moves its steps make (money-steps.tsx wires them to the screens). */
export interface MoneyFlow<D, C, R> {
  state: MoneyFlowState<D, C, R>;
  /** The details were read and checked (a payee looked up, a customer named, a quote given). */
  review: (draft: D, check: C) => void;
  edit: () => void;
  confirm: () => void;
  /** The fourth digit on the keypad: moves the money under the action's one key. */
  enterPin: (pin: string) => void;
  /** The money moved elsewhere (Owo's secrets frame took the PIN and paid): straight to the result. */
  finish: (result: R) => void;
  restart: () => void;
}

interface Options<D, C, R> {
  /** Moves the money: the PIN and the key go to the API, and nowhere else. `check` holds a quote's id. */
  submit: (draft: D, pin: string, key: IdempotencyKey, check: C) => Promise<R>;
  /** Above the keypad when no answer came: the PIN again retries safely under the same key. */
  noAnswerMessage: string;
}

/**
 * One PIN-confirmed money flow (details, review, PIN, result) for whatever it moves: a transfer, a bill,
 * a card's funding. One key per confirmed action makes every retry safe.
 */
export function useMoneyFlow<D, C, R>({ submit, noAnswerMessage }: Options<D, C, R>): MoneyFlow<D, C, R> {
  const [state, dispatch] = useReducer<MoneyFlowState<D, C, R>, [MoneyFlowAction<D, C, R>]>(
    moneyFlowReducer,
    initialMoneyFlow,
  );

  const enterPin = async (pin: string) => {
    if (!state.draft || !state.check || !state.key || state.busy) return;
    dispatch({ type: 'busy' });
    try {
      dispatch({ type: 'done', result: await submit(state.draft, pin, state.key, state.check) });
    } catch (error) {
      dispatch(paymentOutcome(error, noAnswerMessage));
    }
  };

  return {
    state,
    review: (draft, check) => dispatch({ type: 'review', draft, check }),
    edit: () => dispatch({ type: 'edit' }),
    confirm: () => dispatch({ type: 'confirm', key: createIdempotencyKey() }),
    enterPin: (pin) => void enterPin(pin),
    finish: (result) => dispatch({ type: 'done', result }),
    restart: () => dispatch({ type: 'restart' }),
  };
}
