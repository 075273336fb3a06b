import type { BillCustomer, BillPurchase, BillService, IdempotencyKey, MeterType } from '../internal/runtime';
import type { PaymentOutcome } from '../money/payment-outcome';

/** What the person chose, checked against the contract: the amount in kobo (a product's price, or typed). */
export interface BillDraft {
  service: BillService;
  biller: string;
  billerName: string;
  customerId: string;
  meterType?: MeterType;
  productId?: string;
  productName?: string;
  amount: number;
}

export type PayStep = 'details' | 'review' | 'pin' | 'result';

export interface PayState {
  step: PayStep;
  draft: BillDraft | null;
  /** Who the provider says the customer is: shown on the review step before anything is paid. */
  customer: BillCustomer | null;
  /** One key per confirmed purchase: made at "Confirm", kept through every retry of it. */
  key: IdempotencyKey | null;
  paying: boolean;
  /** A refusal before any money moved (limits, funds): shown on the review step. */
  refusal: string | null;
  /** Shown above the keypad: a wrong PIN, a lock, or an answer that never came. */
  pinError: string | null;
  locked: boolean;
  purchase: BillPurchase | null;
}

export type PayAction =
  | { type: 'review'; draft: BillDraft; customer: BillCustomer }
  | { type: 'edit' }
  | { type: 'confirm'; key: IdempotencyKey }
  | { type: 'paying' }
  // A refused or unanswered payment (money/payment-outcome.ts)
  | PaymentOutcome
  | { type: 'paid'; purchase: BillPurchase }
  | { type: 'restart' };

export const initialPayState: PayState = {
  step: 'details',
  draft: null,
  customer: null,
  key: null,
  paying: false,
  refusal: null,
  pinError: null,
  locked: false,
  purchase: null,
};

export function payReducer(state: PayState, action: PayAction): PayState {
  switch (action.type) {
    case 'review':
      return { ...initialPayState, step: 'review', draft: action.draft, customer: action.customer };
    case 'edit':
      // A changed purchase is a new action: it gets a new key when confirmed.
      return { ...state, step: 'details', key: null, refusal: null, pinError: null, locked: false };
    case 'confirm':
      // Confirming again after a refusal keeps the first key: the refusal was not stored, so it is free.
      return { ...state, step: 'pin', key: state.key ?? action.key, refusal: null, pinError: null };
    case 'paying':
      return { ...state, paying: true, pinError: null };
    case 'wrong-pin':
      return { ...state, paying: false, pinError: action.message };
    case 'locked':
      return { ...state, paying: false, pinError: action.message, locked: true };
    case 'refused':
      return { ...state, step: 'review', paying: false, refusal: action.message };
    case 'no-answer':
      // The outcome is unknown: the key stays, so trying again can never pay twice.
      return { ...state, paying: false, pinError: action.message };
    case 'paid':
      return { ...state, step: 'result', paying: false, purchase: action.purchase };
    case 'restart':
      return initialPayState;
  }
}
