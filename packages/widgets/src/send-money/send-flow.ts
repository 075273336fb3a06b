import type { IdempotencyKey, Transaction } from '../internal/runtime';
import type { PaymentOutcome } from '../money/payment-outcome';

export type TransferKind = 'user' | 'bank';

/** What the person asked for, checked against the contract's fields; the amount in kobo. */
export type Draft =
  | { kind: 'user'; recipient: string; amount: number; narration?: string }
  | { kind: 'bank'; bankCode: string; accountNumber: string; amount: number; narration?: string };

/** Who the money goes to, as the lookup named them: shown before the person confirms. */
export interface Payee {
  name: string;
  /** '@ada_o', or 'GTBank · 0123456789'. */
  detail: string;
}

export type SendStep = 'details' | 'confirm' | 'pin' | 'receipt';

export interface SendState {
  step: SendStep;
  draft: Draft | null;
  payee: Payee | null;
  /** One key per confirmed transfer: made at "Confirm", kept through every retry of it. */
  key: IdempotencyKey | null;
  sending: boolean;
  /** A refusal before any money moved (limits, funds): shown on the confirm step. */
  refusal: string | null;
  /** Shown above the keypad: a wrong PIN, a lock, or an answer that never came. */
  pinError: string | null;
  locked: boolean;
  transaction: Transaction | null;
}

export type SendAction =
  | { type: 'review'; draft: Draft; payee: Payee }
  | { type: 'edit' }
  | { type: 'confirm'; key: IdempotencyKey }
  | { type: 'sending' }
  // A refused or unanswered payment (money/payment-outcome.ts)
  | PaymentOutcome
  | { type: 'sent'; transaction: Transaction }
  | { type: 'restart' };

export const initialSendState: SendState = {
  step: 'details',
  draft: null,
  payee: null,
  key: null,
  sending: false,
  refusal: null,
  pinError: null,
  locked: false,
  transaction: null,
};

export function sendReducer(state: SendState, action: SendAction): SendState {
  switch (action.type) {
    case 'review':
      return { ...initialSendState, step: 'confirm', draft: action.draft, payee: action.payee };
    case 'edit':
      // A changed transfer is a new action: it gets a new key when confirmed.
      return { ...state, step: 'details', key: null, refusal: null, pinError: null, locked: false };
    case 'confirm':
      // Confirming again after a refusal keeps the first key: the refusal was not stored, so it is free.
      return { ...state, step: 'pin', key: state.key ?? action.key, refusal: null, pinError: null };
    case 'sending':
      return { ...state, sending: true, pinError: null };
    case 'wrong-pin':
      return { ...state, sending: false, pinError: action.message };
    case 'locked':
      return { ...state, sending: false, pinError: action.message, locked: true };
    case 'refused':
      return { ...state, step: 'confirm', sending: false, refusal: action.message };
    case 'no-answer':
      // The outcome is unknown: the key stays, so trying again can never send twice.
      return { ...state, sending: false, pinError: action.message };
    case 'sent':
      return { ...state, step: 'receipt', sending: false, transaction: action.transaction };
    case 'restart':
      return initialSendState;
  }
}
