import type { TransferKind } from './draft';

export interface SendMoneyProps {
  /** 'user': to another Owo user (free, at once); 'bank': to a Nigerian bank account. Default 'user'. */
  kind?: TransferKind;
}
