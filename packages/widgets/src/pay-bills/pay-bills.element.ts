import { defineElement } from '../internal/define';
import { PayBills } from './pay-bills';
import css from './pay-bills.css?inline';
import type { PayBillsProps } from './pay-bills-props';

/**
 * Paying bills from the Owo wallet, for all seven services (airtime, mobile data, cable TV, electricity,
 * betting, gift cards, education), in three steps and a receipt: the biller, the customer (phone,
 * smartcard, meter, betting or exam id) and the plan or amount; the name the provider returned for that
 * customer, with the amount and the fee, before anything is paid; the transaction PIN on the keypad; then
 * a receipt that is completed (with the electricity token and a copy button, exam PINs or a gift-card
 * code), pending (followed until the provider settles it) or failed (the money is back). Each confirmed
 * purchase carries one Idempotency-Key, reused on every retry, so it can never be paid twice. Signed out,
 * it shows owo-login's form inside it when owo-login is on the page, or asks the page to go to sign in.
 * Gift cards can be sold too: the brand, value and code, the naira amount at a rate held 60 s, then a
 * review the receipt follows until the card is approved (the wallet credited) or rejected.
 * The PIN goes to the API only: never into an event, the URL or a log.
 * On a page whose host is not the API's (a partner's site) the review and the PIN are in Owo's secrets
 * frame, an iframe of Owo's origin (allow it with `frame-src`), which quotes the purchase itself and pays
 * it; the page hears its reference and status, then shows the receipt and fires the events as above.
 *
 * Sandbox test values: phone 08011111111 completes at once, 08022222222 is pending then completes,
 * 08033333333 fails (the money comes back), 08044444444 gets no answer then resolves; smartcard
 * 1212121212; meters 1111111111111 (prepaid, with a token) and 1010101010101 (postpaid); betting id
 * 1234567; JAMB profile code 0123456789; an id of all zeros is not found; a gift card sold with code
 * SANDBOX-APPROVE is approved and paid into the wallet, SANDBOX-REJECT is rejected.
 *
 * @tag owo-pay-bills
 *
 * @attr {string} services - The services to offer, in order, separated by spaces: airtime mobile-data cable-tv electricity betting giftcards education. Default all seven.
 * @attr {string} login-path - Where to sign in when nobody is and owo-login is not on the page. Default /auth/login.
 * @attr {'page' | 'event'} navigation - `event`: only dispatch `owo-navigate`, never load a page. Default page.
 * @attr {string} api-base - Origin (and optional path) of the Owo API, e.g. https://api.example.com; default the page's own. The first element on the page to connect sets it for all.
 * @attr {'light' | 'dark' | 'system'} theme - Overrides the page's theme.
 *
 * @event {OwoPaymentCompleteEvent} owo-payment-complete - The provider delivered: `detail.reference`, `detail.service`, `detail.biller`, `detail.amount` and `detail.fee` (kobo), `detail.status`.
 * @event {OwoPaymentPendingEvent} owo-payment-pending - The provider has not answered yet (same detail); a complete or failed event follows while the receipt is open.
 * @event {OwoPaymentFailedEvent} owo-payment-failed - The provider refused it and the money is back in the balance (same detail).
 * @event {OwoNavigateEvent} owo-navigate - Signed out with no owo-login on the page: asks the page to go to `login-path` with `detail.state.from`.
 *
 * @csspart base - The card.
 * @csspart services - The service buttons (when more than one is offered).
 * @csspart giftcard-mode - Gift cards: the Buy a card / Sell a card buttons.
 * @csspart quote - Selling a gift card: the naira amount at the held rate and the time it holds.
 * @csspart frame - On a partner's site: Owo's secrets frame (the iframe) with the review and the PIN.
 * @csspart submit-button - The step's main button (Continue, Confirm and enter PIN).
 * @csspart customer - The provider's name for the customer on the review step.
 * @csspart receipt - The receipt.
 * @csspart delivery - What was delivered (token, PINs, code) on the receipt.
 * @csspart copy-button - The token's copy button.
 * @csspart another-button - The receipt's 'Make another payment' button.
 * @csspart sign-in-link - The sign-in link shown when nobody is signed in and owo-login is not on the page.
 *
 * @cssproperty --owo-pay-max-width - Width of the card. Default 30rem.
 * @cssproperty --owo-pay-padding - Padding of the card. Default 1.5rem.
 */
export const OwoPayBillsElement = defineElement('owo-pay-bills', PayBills, {
  props: { services: 'string', loginPath: 'string' },
  styles: [css],
});

export interface OwoPayBills extends HTMLElement, PayBillsProps {}

declare global {
  interface HTMLElementTagNameMap {
    'owo-pay-bills': OwoPayBills;
  }
}
