import { useState } from 'react';
import { PaymentInFrame } from '../frame/payment-in-frame';
import type { Transaction } from '../internal/runtime';
import type { Draft } from './draft';
import { quoteBody } from './transfer-body';

interface Props {
  owoOrigin: string;
  draft: Draft;
  /** Reads the transaction the frame made, with this page's own session. */
  read: (reference: string) => Promise<Transaction>;
  /** The person went back to the details (Edit on the review, Back on the PIN). */
  onEdit: () => void;
  /** The frame sent it: the transaction as this page's session reads it, for the receipt and the events. */
  onSent: (transaction: Transaction) => void;
}

/**
 * owo-send-money on a partner's page, after the details: the review and the PIN are in Owo's secrets
 * frame (PaymentInFrame), which looks the payee and the fee up itself. This page reads the transaction
 * the frame made with its own session (`read`, from the element, which follows receipts already: here
 * it would split the page's shared chunks anew), so its receipt and owo-transfer-* events are the ones
 * it always had.
 */
export function SendInFrame({ owoOrigin, draft, read, onEdit, onSent }: Props) {
  const [input] = useState(() => ({ type: 'transfer' as const, transfer: quoteBody(draft) }));
  return (
    <PaymentInFrame
      owoOrigin={owoOrigin}
      view="transfer"
      title="Confirm your transfer with Owo"
      input={input}
      read={read}
      onEdit={onEdit}
      onPaid={onSent}
    />
  );
}
