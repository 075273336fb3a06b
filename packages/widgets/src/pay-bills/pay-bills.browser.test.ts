import { connectTestApi } from '../../test/api';
import { assert, assertEqual, nextFrames, waitFor } from '../../test/assert';
import {
  choose,
  control,
  errorOf,
  expectAccessible,
  expectShadowRendered,
  mountElement,
  pageTheme,
  submit,
  type,
} from '../../test/forms';
import { fundWallet, setPin, wallet } from '../../test/money';
import { signInNewAccount } from '../../test/session';
import type { OwoPaymentCompleteEvent } from '../events/owo-payment-complete';
import type { OwoPaymentFailedEvent } from '../events/owo-payment-failed';
import type { OwoPaymentPendingEvent } from '../events/owo-payment-pending';
import './pay-bills.element';

await connectTestApi();
const PIN = '1357';
await signInNewAccount();
await setPin(PIN);
// ₦40,000: enough for every purchase here, DStv Compact (₦19,000) included, which Continue checks now.
await fundWallet(4_000_000);

type PaymentEvent = OwoPaymentCompleteEvent | OwoPaymentPendingEvent | OwoPaymentFailedEvent;
const events: PaymentEvent[] = [];
for (const name of ['owo-payment-complete', 'owo-payment-pending', 'owo-payment-failed'] as const)
  document.addEventListener(name, (event) => events.push(event));

const rootOf = (host: HTMLElement) => host.shadowRoot as ShadowRoot;
const text = (host: HTMLElement) => rootOf(host).textContent ?? '';
const step = (host: HTMLElement, name: string) =>
  waitFor(() => rootOf(host).querySelector(`[data-step="${name}"]`), {
    timeout: 8000,
    message: `step ${name}`,
  });
const button = (host: HTMLElement, label: string) => {
  const found = [...rootOf(host).querySelectorAll('button')].find((b) => b.textContent?.trim() === label);
  assert(found, `a button "${label}"`);
  return found;
};

async function enterPin(host: HTMLElement, pin: string) {
  // The PIN step loads when the person confirms: wait for its keys, enabled.
  await waitFor(() => rootOf(host).querySelector<HTMLButtonElement>('.owo-keypad__key')?.disabled === false, {
    timeout: 8000,
    message: 'the keypad ready',
  });
  for (const digit of pin) rootOf(host).querySelector<HTMLButtonElement>(`[data-key="${digit}"]`)?.click();
  await nextFrames();
}

/** Fills the details step of a one-service element and goes to the review. */
async function details(
  host: HTMLElement,
  fields: Record<string, string>,
  selects: Record<string, string> = {},
) {
  await waitFor(() => rootOf(host).querySelector('form'), { timeout: 8000, message: 'the form' });
  for (const [label, value] of Object.entries(fields)) await type(control(host, label), value);
  for (const [label, value] of Object.entries(selects)) {
    const select = control(host, label) as HTMLSelectElement;
    await waitFor(() => [...select.options].some((o) => o.value === value), {
      timeout: 8000,
      message: `option ${value}`,
    });
    await choose(select, value);
  }
  await submit(host);
}

async function payWithPin(host: HTMLElement) {
  await step(host, 'review');
  button(host, 'Confirm and enter PIN').click();
  await step(host, 'pin');
  await enterPin(host, PIN);
  await step(host, 'result');
}

describe('<owo-pay-bills>', () => {
  beforeEach(() => {
    events.length = 0;
  });
  afterEach(() => {
    for (const element of document.querySelectorAll('owo-pay-bills')) element.remove();
    pageTheme('light');
  });

  it('renders in an open shadow root with its styles, the services in the order asked', async () => {
    const head = document.head.innerHTML;
    const host = mountElement('owo-pay-bills', { services: 'electricity airtime' });
    await expectShadowRendered(host, head);
    await waitFor(() => rootOf(host).querySelector('[part="services"]'), {
      timeout: 8000,
      message: 'the services',
    });
    const names = [...rootOf(host).querySelectorAll('.owo-pay__service')].map((b) => b.textContent);
    assertEqual(names.join(','), 'Electricity,Airtime');
  });

  it('buys airtime for 08011111111: the provider’s name first, a wrong PIN said, then completed', async () => {
    const before = await wallet();
    const host = mountElement('owo-pay-bills', { services: 'airtime' });
    await details(host, { 'Phone number': '08011111111', 'Amount (₦)': '500' }, { Network: 'mtn' });
    await step(host, 'review');
    assert(text(host).includes('MTN line 08011111111'), 'the name the provider returned');
    assert(text(host).includes('Free'), 'no fee');
    button(host, 'Confirm and enter PIN').click();
    await step(host, 'pin');
    await enterPin(host, '0000');
    await waitFor(() => /Incorrect PIN/.test(text(host)), {
      timeout: 8000,
      message: 'the wrong-PIN message',
    });
    await enterPin(host, PIN);
    await step(host, 'result');
    await waitFor(() => text(host).includes('Payment successful'), { timeout: 8000, message: 'the receipt' });
    // The event follows the render that shows the receipt.
    const event = await waitFor(() => events.find((e) => e.type === 'owo-payment-complete'), {
      timeout: 8000,
      message: 'owo-payment-complete',
    });
    assertEqual(event.detail.service, 'airtime');
    assert(/^OWO/.test(event.detail.reference), 'the reference');
    assert(!JSON.stringify(event.detail).includes(PIN), 'never the PIN');
    assertEqual((await wallet()).balance, before.balance - 50_000);
  });

  it('buys electricity for the prepaid sandbox meter and shows the token with a copy button', async () => {
    const host = mountElement('owo-pay-bills', { services: 'electricity' });
    await details(
      host,
      { 'Meter number': '1111111111111', 'Amount (₦)': '1,000' },
      { 'Distribution company': 'ikeja-electric' },
    );
    await payWithPin(host);
    await waitFor(() => rootOf(host).querySelector('[part="delivery"]'), {
      timeout: 8000,
      message: 'the token',
    });
    const token = rootOf(host).querySelector('[part="delivery"] code')?.textContent ?? '';
    assertEqual(token.replace(/-/g, '').length, 20);
    assert(button(host, 'Copy token'), 'a copy button');
  });

  it('follows a pending purchase (08022222222) until the provider completes it', async () => {
    const host = mountElement('owo-pay-bills', { services: 'airtime' });
    await details(host, { 'Phone number': '08022222222', 'Amount (₦)': '100' }, { Network: 'airtel' });
    await payWithPin(host);
    await waitFor(() => events.some((e) => e.type === 'owo-payment-pending'), {
      timeout: 8000,
      message: 'pending',
    });
    await waitFor(() => events.some((e) => e.type === 'owo-payment-complete'), {
      timeout: 15000,
      message: 'completed',
    });
    await waitFor(() => text(host).includes('Payment successful'), {
      timeout: 8000,
      message: 'the receipt updated',
    });
  });

  it('says a failed purchase (08033333333) gave the money back', async () => {
    const before = await wallet();
    const host = mountElement('owo-pay-bills', { services: 'airtime' });
    await details(host, { 'Phone number': '08033333333', 'Amount (₦)': '100' }, { Network: 'glo' });
    await payWithPin(host);
    await waitFor(() => text(host).includes('Payment failed'), { timeout: 8000, message: 'failed' });
    assert(text(host).includes('back in your balance'), 'the money is back');
    // The event follows the render (an effect after paint), so it may come a moment after the text.
    await waitFor(() => events.some((e) => e.type === 'owo-payment-failed'), {
      timeout: 8000,
      message: 'owo-payment-failed',
    });
    assertEqual((await wallet()).availableBalance, before.availableBalance);
  });

  it('puts INVALID_CUSTOMER on the field for an id of all zeros', async () => {
    const host = mountElement('owo-pay-bills', { services: 'betting' });
    await details(host, { 'Customer ID': '0000000', 'Amount (₦)': '500' }, { Platform: 'bet9ja' });
    await waitFor(() => errorOf(control(host, 'Customer ID')) !== '', {
      timeout: 8000,
      message: 'the message',
    });
    assertEqual(rootOf(host).querySelector('[data-step]')?.getAttribute('data-step'), 'details');
  });

  for (const theme of ['light', 'dark'] as const)
    it(`is axe clean on the details and review steps (${theme})`, async () => {
      pageTheme(theme);
      const host = mountElement('owo-pay-bills', { services: 'cable-tv electricity' });
      await waitFor(() => rootOf(host).querySelector('form'), { timeout: 8000, message: 'the form' });
      await expectAccessible(`details (${theme})`);
      await details(
        host,
        { 'Smartcard or IUC number': '1212121212' },
        { Provider: 'dstv', Plan: 'dstv-compact' },
      );
      await step(host, 'review');
      assert(text(host).includes('DStv Compact'), 'the current bouquet');
      await expectAccessible(`review (${theme})`);
    });
});
