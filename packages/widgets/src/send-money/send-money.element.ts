import { defineElement } from '../internal/define';
import { SendMoney } from './send-money';
import css from './send-money.css?inline';
import type { SendMoneyProps } from './send-money-props';

/**
 * Sending money, to another Owo user or to a bank account, in three steps and a receipt: who and how
 * much (with the available balance and, for a bank, the fee and the account holder's name as soon as
 * ten digits are typed; above the form, the person's saved and recent recipients of that kind: choosing
 * one fills the form, removing one asks first), where Continue asks the API whether the transfer can go
 * through (the recipient, the limits, the balance with the fee) so that no PIN is asked for one that
 * cannot; the recipient's name as the API looked it up (an Owo user's first name and initial, or the bank account holder's name)
 * with the fee and the total, before anything is sent; the transaction PIN on the keypad; then a receipt
 * that is completed, pending (followed until the bank settles it) or failed, with an offer to save the
 * recipient. Each confirmed transfer carries one
 * Idempotency-Key, reused on every retry, so an answer lost on the way can never send twice. A wrong
 * PIN, a locked PIN, a limit or a short balance is said where the person is looking. The PIN goes to the
 * API only: never into an event, the URL or a log. Signed out, it asks the person to sign in.
 *
 * @tag owo-send-money
 *
 * @attr {'user' | 'bank'} kind - To another Owo user (free, at once) or to a bank account (a fee, settled by the bank). Default 'user'.
 * @attr {string} api-base - Origin (and optional path) of the Owo API, e.g. https://api.example.com; default the page's own. The first element on the page to connect sets it for all.
 * @attr {'light' | 'dark' | 'system'} theme - Overrides the page's theme (a light/dark class or theme attribute on an ancestor).
 *
 * @event {OwoTransferCompleteEvent} owo-transfer-complete - The transfer completed: `detail.reference`, `detail.type`, `detail.amount` and `detail.fee` (kobo), `detail.status`.
 * @event {OwoTransferPendingEvent} owo-transfer-pending - The bank has not settled it yet (same detail); a complete or failed event follows while the receipt is open.
 * @event {OwoTransferFailedEvent} owo-transfer-failed - The bank refused it and the money is back in the balance (same detail).
 *
 * @csspart base - The card.
 * @csspart submit-button - The step's main button (Continue, Confirm and enter PIN).
 * @csspart payee - The looked-up recipient on the confirm step.
 * @csspart account-name - The account holder's name (or why there is none) under a bank account number.
 * @csspart receipt - The receipt.
 * @csspart another-button - The receipt's 'Send more money' button.
 * @csspart save-recipient-button - The 'Save … as a recipient' button under a receipt.
 *
 * @cssproperty --owo-send-max-width - Width of the card. Default 30rem.
 * @cssproperty --owo-send-padding - Padding of the card. Default 1.5rem.
 */
export const OwoSendMoneyElement = defineElement('owo-send-money', SendMoney, {
  props: { kind: 'string' },
  styles: [css],
});

export interface OwoSendMoney extends HTMLElement, SendMoneyProps {}

declare global {
  interface HTMLElementTagNameMap {
    'owo-send-money': OwoSendMoney;
  }
}
