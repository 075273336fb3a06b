import type { Transaction } from '@owo/core/contract';
import { type TransferDetail, transferDetail } from './transfer-detail';

/** `owo-send-money`: the transfer was accepted and the money is on hold while the bank confirms it; an owo-transfer-complete or owo-transfer-failed follows while the receipt stays open. */
export class OwoTransferPendingEvent extends Event {
  static readonly type = 'owo-transfer-pending';
  readonly detail: TransferDetail;

  constructor(transaction: Transaction) {
    super(OwoTransferPendingEvent.type, { bubbles: true, composed: true });
    this.detail = transferDetail(transaction);
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'owo-transfer-pending': OwoTransferPendingEvent;
  }
}
