import { nuban } from '@owo/core/contract';
import { connectTestApi, createAccount, type TestAccount } from '../../test/api';
import { assert, assertEqual, nextFrames, waitFor } from '../../test/assert';
import {
  choose,
  control,
  errorOf,
  expectAccessible,
  expectShadowRendered,
  mountElement,
  pageTheme,
  resetRecords,
  submit,
  type,
} from '../../test/forms';
import { fundWallet, setPin, wallet } from '../../test/money';
import { signInNewAccount } from '../../test/session';
import type { OwoTransferCompleteEvent } from '../events/owo-transfer-complete';
import type { OwoTransferFailedEvent } from '../events/owo-transfer-failed';
import type { OwoTransferPendingEvent } from '../events/owo-transfer-pending';
import './send-money.element';

await connectTestApi();
const PIN = '2468';
// The recipient first (createAccount signs nobody in), then the sender, who stays signed in.
const recipient: TestAccount = await createAccount({ verified: true });
await signInNewAccount();
await setPin(PIN);
await fundWallet(5_000_000); // ₦50,000

type TransferEvent = OwoTransferCompleteEvent | OwoTransferPendingEvent | OwoTransferFailedEvent;
const events: TransferEvent[] = [];
const record = (event: TransferEvent) => events.push(event);
for (const name of ['owo-transfer-complete', 'owo-transfer-pending', 'owo-transfer-failed'] as const)
  document.addEventListener(name, record);

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

async function toPinStep(host: HTMLElement) {
  await step(host, 'confirm');
  button(host, 'Confirm and enter PIN').click();
  await step(host, 'pin');
}

describe('<owo-send-money>', () => {
  beforeEach(() => {
    resetRecords();
    events.length = 0;
  });
  afterEach(() => {
    for (const element of document.querySelectorAll('owo-send-money')) element.remove();
    pageTheme('light');
  });

  it('renders in an open shadow root with its styles', async () => {
    const head = document.head.innerHTML;
    const host = mountElement('owo-send-money');
    await expectShadowRendered(host, head);
  });

  it("checks the fields with the contract's messages and names an unknown recipient", async () => {
    const host = mountElement('owo-send-money');
    await waitFor(() => rootOf(host).querySelector('form'));
    await submit(host);
    assertEqual(errorOf(control(host, 'Username, email or phone')), 'Recipient is required');
    assertEqual(errorOf(control(host, 'Amount (₦)')), 'Amount is required');
    await type(control(host, 'Username, email or phone'), 'nobody_here_at_all');
    await type(control(host, 'Amount (₦)'), '1.234');
    await submit(host);
    assertEqual(errorOf(control(host, 'Amount (₦)')), 'Amount can have at most 2 decimal places');
    await type(control(host, 'Amount (₦)'), '100');
    await submit(host);
    await waitFor(() => errorOf(control(host, 'Username, email or phone')) !== '', {
      timeout: 5000,
      message: 'the not-found message',
    });
    assertEqual(rootOf(host).querySelector('[data-step]')?.getAttribute('data-step'), 'details');
  });

  it('sends to an Owo user: their name first, free, a wrong PIN said, then a completed receipt', async () => {
    const before = await wallet();
    const host = mountElement('owo-send-money', { kind: 'user' });
    await waitFor(() => rootOf(host).querySelector('form'));
    await type(control(host, 'Username, email or phone'), recipient.username);
    await type(control(host, 'Amount (₦)'), '1,500.50');
    await type(control(host, 'Narration (optional)'), 'Lunch');
    await submit(host);
    await step(host, 'confirm');
    assert(
      text(host).includes(`${recipient.firstName} ${recipient.lastName.charAt(0)}.`),
      'the looked-up name',
    );
    assert(!text(host).includes(recipient.email), 'never their email');
    assert(text(host).includes('Free'), 'Owo to Owo is free');
    assert(text(host).includes('₦1,500.50'), 'the amount');
    await toPinStep(host);
    await enterPin(host, '0000');
    await waitFor(() => /Incorrect PIN/.test(text(host)), {
      timeout: 8000,
      message: 'the wrong-PIN message',
    });
    assertEqual(events.length, 0, 'no event for a refused PIN');
    await enterPin(host, PIN);
    await step(host, 'receipt');
    assert(text(host).includes('Transfer successful'), 'a completed receipt');
    const [event] = await waitFor(() => (events.length > 0 ? events : null), { message: 'a transfer event' });
    assertEqual(event?.type, 'owo-transfer-complete');
    assertEqual(event?.detail.amount, 150_050);
    assertEqual(event?.detail.fee, 0);
    assert(/^[A-Z0-9]{6,40}$/.test(event?.detail.reference ?? ''), 'the reference');
    assert(!JSON.stringify(event?.detail).includes(PIN), 'never the PIN');
    assertEqual((await wallet()).balance, before.balance - 150_050, 'the balance went down by the amount');
  });

  it('sends to a bank: the account holder and the fee before the PIN, then a receipt', async () => {
    const before = await wallet();
    const host = mountElement('owo-send-money', { kind: 'bank' });
    const bank = await waitFor(
      () => rootOf(host).querySelector<HTMLSelectElement>('select option:nth-child(2)')?.parentElement,
      { timeout: 5000, message: 'the bank list' },
    );
    const select = bank as HTMLSelectElement;
    const bankCode = select.options[1]?.value ?? '';
    await choose(select, bankCode);
    await type(control(host, 'Account number'), nuban(bankCode, '012345678'));
    await type(control(host, 'Amount (₦)'), '2000');
    await submit(host);
    await step(host, 'confirm');
    assert(text(host).includes('₦10.00'), 'the ₦10 fee for ₦2,000');
    assert(text(host).includes('₦2,010.00'), 'the total');
    await toPinStep(host);
    await enterPin(host, PIN);
    await step(host, 'receipt');
    const event = await waitFor(() => events[0], { timeout: 8000, message: 'a transfer event' });
    assert(
      ['owo-transfer-pending', 'owo-transfer-complete'].includes(event.type),
      `pending or complete, got ${event.type}`,
    );
    assertEqual(event.detail.fee, 1_000);
    const after = await wallet();
    assertEqual(after.availableBalance, before.availableBalance - 201_000, 'amount and fee held or spent');
  });

  it('says so on Continue when the money is not there, and never asks for the PIN', async () => {
    const host = mountElement('owo-send-money');
    await waitFor(() => rootOf(host).querySelector('form'));
    await type(control(host, 'Username, email or phone'), recipient.username);
    await type(control(host, 'Amount (₦)'), '1,000,000');
    await submit(host);
    const amount = control(host, 'Amount (₦)');
    await waitFor(() => amount.getAttribute('aria-invalid') === 'true', {
      timeout: 8000,
      message: 'the refusal under the amount',
    });
    assert(/single-transaction limit/.test(errorOf(amount)), `why: ${errorOf(amount)}`);
    assertEqual(rootOf(host).querySelector('[data-step]')?.getAttribute('data-step'), 'details');
    assertEqual(rootOf(host).querySelector('.owo-keypad'), null);
    assertEqual(events.length, 0);
  });

  it('names the account holder once the tenth digit is in, asking the bank once per number', async () => {
    const asked: string[] = [];
    const realFetch = window.fetch;
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes('/api/v1/banks/resolve'))
        asked.push(new URL(url).searchParams.get('accountNumber') ?? '');
      return realFetch(input, init);
    };
    try {
      const host = mountElement('owo-send-money', { kind: 'bank' });
      await waitFor(() => rootOf(host).querySelector('select[name="bankCode"] option[value="058"]'), {
        timeout: 8000,
        message: 'the banks',
      });
      await choose(control(host, 'Bank') as HTMLSelectElement, '058');
      const said = () => rootOf(host).querySelector('[part="account-name"]')?.textContent ?? '';
      const found = nuban('058', '012345612');
      await type(control(host, 'Account number'), found);
      await waitFor(() => /^[A-Z][a-z]+ [A-Z][a-z]+$/.test(said()), { timeout: 8000, message: 'the name' });
      // The same number typed again is answered from the cache; a number the bank lacks is said.
      await type(control(host, 'Account number'), found.slice(0, 9));
      await type(control(host, 'Account number'), found);
      await waitFor(() => /^[A-Z][a-z]+ [A-Z][a-z]+$/.test(said()), {
        timeout: 8000,
        message: 'the name again',
      });
      await type(control(host, 'Account number'), nuban('058', '012345699'));
      await waitFor(() => said() === 'The bank has no account with this number.', {
        timeout: 8000,
        message: 'no such account',
      });
      assertEqual(asked.join(), [found, nuban('058', '012345699')].join());
      assertEqual(rootOf(host).querySelector('[data-step]')?.getAttribute('data-step'), 'details');
    } finally {
      window.fetch = realFetch;
    }
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`has no serious or critical axe violation on each step (${theme})`, async () => {
      pageTheme(theme);
      const host = mountElement('owo-send-money', { kind: 'user' });
      await waitFor(() => rootOf(host).querySelector('form'));
      await expectAccessible(`send-money ${theme}, details`);
      await type(control(host, 'Username, email or phone'), recipient.username);
      await type(control(host, 'Amount (₦)'), '10');
      await submit(host);
      await step(host, 'confirm');
      await expectAccessible(`send-money ${theme}, confirm`);
      button(host, 'Confirm and enter PIN').click();
      await step(host, 'pin');
      await expectAccessible(`send-money ${theme}, PIN`);
    });
  }
});
