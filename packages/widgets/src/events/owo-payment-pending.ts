import type { BillPurchase } from '@owo/core/contract';
import { type PaymentDetail, paymentDetail } from './payment-detail';

/** `owo-pay-bills`: the provider has not answered yet; the money is on hold, and a complete or failed event follows while the receipt is open. */
export class OwoPaymentPendingEvent extends Event {
  static readonly type = 'owo-payment-pending';
  readonly detail: PaymentDetail;

  constructor(purchase: BillPurchase) {
    super(OwoPaymentPendingEvent.type, { bubbles: true, composed: true });
    this.detail = paymentDetail(purchase);
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'owo-payment-pending': OwoPaymentPendingEvent;
  }
}
