import type { Transaction } from '@owo/core/contract';
import { type TransferDetail, transferDetail } from './transfer-detail';

/** `owo-send-money`: the bank refused the transfer: the hold is released, so the amount and the fee are back in the sender's balance. */
export class OwoTransferFailedEvent extends Event {
  static readonly type = 'owo-transfer-failed';
  readonly detail: TransferDetail;

  constructor(transaction: Transaction) {
    super(OwoTransferFailedEvent.type, { bubbles: true, composed: true });
    this.detail = transferDetail(transaction);
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'owo-transfer-failed': OwoTransferFailedEvent;
  }
}
