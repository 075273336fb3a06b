import type { BillPurchase } from '@owo/core/contract';
import { type PaymentDetail, paymentDetail } from './payment-detail';

/** `owo-pay-bills`: the provider refused it and the money is back in the balance. */
export class OwoPaymentFailedEvent extends Event {
  static readonly type = 'owo-payment-failed';
  readonly detail: PaymentDetail;

  constructor(purchase: BillPurchase) {
    super(OwoPaymentFailedEvent.type, { bubbles: true, composed: true });
    this.detail = paymentDetail(purchase);
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'owo-payment-failed': OwoPaymentFailedEvent;
  }
}
