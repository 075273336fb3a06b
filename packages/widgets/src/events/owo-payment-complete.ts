import type { BillPurchase } from '@owo/core/contract';
import { type PaymentDetail, paymentDetail } from './payment-detail';

/** `owo-pay-bills`: the provider delivered (airtime on the line, the token issued, the bouquet renewed). */
export class OwoPaymentCompleteEvent extends Event {
  static readonly type = 'owo-payment-complete';
  readonly detail: PaymentDetail;

  constructor(purchase: BillPurchase) {
    super(OwoPaymentCompleteEvent.type, { bubbles: true, composed: true });
    this.detail = paymentDetail(purchase);
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'owo-payment-complete': OwoPaymentCompleteEvent;
  }
}
