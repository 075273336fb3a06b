import { useSyncExternalStore } from 'react';
import { formatMoney, sendTransfer, transferQuote, type useRuntime } from '../../internal/runtime';
import type { Draft, Payee } from '../../send-money/draft';
import { ReviewStep } from '../../send-money/review-step';
import { NO_ANSWER_MESSAGE, payeeOf, transferBody } from '../../send-money/transfer-body';
import { frameBridge, type Transfer } from './frame-bridge';
import { MoneyView, type Quoted } from './money-view';

const SIGNED_OUT = 'Your Owo session has ended. Sign in again to send money.';

/** The draft the frame sends: what the page asked for (as the contract checked it), at the quoted amount. */
function draftOf(transfer: Transfer, amount: number): Draft {
  const narration = transfer.narration ? { narration: transfer.narration } : {};
  return transfer.type === 'user'
    ? { kind: 'user', recipient: transfer.recipient, amount, ...narration }
    : {
        kind: 'bank',
        bankCode: transfer.bankCode,
        accountNumber: transfer.accountNumber,
        amount,
        ...narration,
      };
}

/**
 * The transfer as the API quotes it, never as the page described it: the payee's name (an Owo user's
 * display name, a bank account's holder) and the fee. The session is the partner page's, picked up with
 * the refresh cookie this frame shares with it.
 */
async function quote(
  runtime: ReturnType<typeof useRuntime>,
  transfer: Transfer,
): Promise<Quoted<Draft, Payee>> {
  if (!(await runtime.session.resume())) throw new Error(SIGNED_OUT);
  const quoted = await transferQuote(runtime.http, transfer);
  return { draft: draftOf(transfer, quoted.amount), check: payeeOf(quoted), fee: quoted.fee };
}

/** The frame's transfer: the review and the PIN of owo-send-money, on Owo's origin (MoneyView). */
export function TransferView() {
  const input = useSyncExternalStore(frameBridge.subscribe, frameBridge.input);
  return (
    <MoneyView
      asked={input?.type === 'transfer' ? input.transfer : null}
      quote={quote}
      submit={(runtime, draft: Draft, pin, idempotencyKey) =>
        sendTransfer(runtime.http, transferBody(draft, pin), { idempotencyKey })
      }
      label="Confirm your transfer"
      checking="Checking the transfer…"
      notChecked="We could not check this transfer. Go back and try again."
      review={(draft, payee, fee, actions) => (
        <ReviewStep draft={draft} payee={payee} fee={fee} {...actions} />
      )}
      pinLead={(draft, payee, fee) => (
        <>
          To send <strong>{formatMoney(draft.amount + fee)}</strong> to <strong>{payee.name}</strong>.
        </>
      )}
      busyLabel="Sending"
      noAnswerMessage={NO_ANSWER_MESSAGE}
      done="Sent. Your receipt is on its way."
    />
  );
}
