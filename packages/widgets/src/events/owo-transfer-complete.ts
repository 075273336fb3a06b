import type { Transaction } from '@owo/core/contract';
import { type TransferDetail, transferDetail } from './transfer-detail';

/** `owo-send-money`: the transfer is completed: the money has reached the recipient (an Owo user at once; a bank once it confirms). */
export class OwoTransferCompleteEvent extends Event {
  static readonly type = 'owo-transfer-complete';
  readonly detail: TransferDetail;

  constructor(transaction: Transaction) {
    super(OwoTransferCompleteEvent.type, { bubbles: true, composed: true });
    this.detail = transferDetail(transaction);
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'owo-transfer-complete': OwoTransferCompleteEvent;
  }
}
