import { sendKeys } from '@web/test-runner-commands';
import { connectTestApi } from '../../test/api';
import { assert, assertEqual, waitFor } from '../../test/assert';
import {
  choose,
  control,
  errorOf,
  expectAccessible,
  focused,
  mountElement,
  pageTheme,
  submit,
  submitButton,
  type,
} from '../../test/forms';
import { wallet } from '../../test/money';
import { apiAsUser, signInNewAccount } from '../../test/session';
import { getQueryClient, getRuntime } from '../internal/runtime';
import './pay-bills.element';

// Selling a gift card in owo-pay-bills, against the real API's sandbox (its review answers in 1.5 s in
// the test server): SANDBOX-APPROVE is approved and paid, SANDBOX-REJECT rejected.

await connectTestApi();
await signInNewAccount();

const rootOf = (host: HTMLElement) => host.shadowRoot as ShadowRoot;
const text = (host: HTMLElement) => rootOf(host).textContent ?? '';
const button = (host: HTMLElement, label: string) =>
  [...rootOf(host).querySelectorAll('button')].find((b) => b.textContent?.trim() === label);

/** owo-pay-bills with only gift cards, switched to "Sell a card" from the keyboard. */
async function openSell(): Promise<HTMLElement> {
  const host = mountElement('owo-pay-bills', { services: 'giftcards' });
  const sell = await waitFor(() => button(host, 'Sell a card'), {
    timeout: 8000,
    message: 'the sell toggle',
  });
  sell.focus();
  await sendKeys({ press: 'Enter' });
  await waitFor(() => rootOf(host).querySelector('[data-sale-step="form"] form'), {
    timeout: 8000,
    message: 'the sell form (loaded on demand)',
  });
  assertEqual(sell.getAttribute('aria-pressed'), 'true');
  return host;
}

/** The brand, the value, the code; waits for the quote, returns the naira amount it shows. */
async function fill(host: HTMLElement, value: string, code: string): Promise<string> {
  await choose(control(host, 'Brand') as HTMLSelectElement, 'apple');
  await type(control(host, 'Card value ($)'), value);
  await type(control(host, 'Card code'), code);
  const quote = await waitFor(
    () =>
      rootOf(host)
        .querySelector('.owo-pay__quote-amount')
        ?.textContent?.match(/^₦[\d,]+\.\d\d$/)?.[0],
    { timeout: 8000, message: 'the quoted amount' },
  );
  assert(/Rate held for ([1-9]|[1-5]\d|60) s/.test(text(host)), `the time the rate holds: ${text(host)}`);
  return quote;
}

const kobo = (naira: string) => Math.round(Number(naira.replace(/[₦,]/g, '')) * 100);

async function notificationTitles(): Promise<string[]> {
  const { data } = await apiAsUser<{ data: { notifications: { title: string }[] } }>('GET', 'notifications');
  return data.notifications.map((n) => n.title);
}

describe('<owo-pay-bills> selling a gift card', () => {
  afterEach(() => {
    for (const element of document.querySelectorAll('owo-pay-bills')) element.remove();
    pageTheme('light');
  });

  it('says what is missing or wrong, in the contract’s words, before anything is sent', async () => {
    const host = await openSell();
    assert(text(host).includes('Choose a brand to see today’s rate'), 'the empty quote');
    await submit(host);
    await waitFor(() => errorOf(control(host, 'Card code')) !== '', { timeout: 8000, message: 'messages' });
    assertEqual(errorOf(control(host, 'Brand')), 'Please choose a brand');
    assertEqual(errorOf(control(host, 'Card value ($)')), 'Card value is required');
    assertEqual(errorOf(control(host, 'Card code')), 'Card code is required');
    assertEqual(focused(), control(host, 'Brand'), 'the first invalid field has focus');
    await type(control(host, 'Card value ($)'), '2');
    await type(control(host, 'Card code'), 'no spaces allowed');
    await submit(host);
    await waitFor(() => errorOf(control(host, 'Card value ($)')) === 'Card value must be at least $5', {
      timeout: 8000,
      message: 'the minimum',
    });
    assertEqual(errorOf(control(host, 'Card code')), 'Card code must be 6 to 40 letters, digits or hyphens');
  });

  it('sells a card (SANDBOX-APPROVE): pending review, then approved, the wallet credited and notified', async () => {
    const before = await wallet();
    const host = await openSell();
    const quote = await fill(host, '50', 'sandbox-approve');
    assertEqual(submitButton(host).textContent?.trim(), `Sell for ${quote}`);
    await submit(host);
    await waitFor(() => rootOf(host).querySelector('[data-sale-step="result"]'), {
      timeout: 8000,
      message: 'the result',
    });
    assert(text(host).includes('Pending review'), 'pending review first');
    assert(text(host).includes('•••• ROVE'), 'only the last four of the code');
    assert(!text(host).includes('SANDBOX-APPROVE'), 'never the whole code');
    await expectAccessible('the sale pending review');
    await waitFor(() => text(host).includes('Card approved'), { timeout: 15000, message: 'approved' });
    assert(text(host).includes(`${quote} is in your wallet`), 'the amount credited');
    assertEqual((await wallet()).balance, before.balance + kobo(quote));
    assert(
      (await notificationTitles()).some((title) => /gift card sold/.test(title)),
      'a notification',
    );
  });

  it('says a rejected card (SANDBOX-REJECT) was not paid, and the wallet is unchanged', async () => {
    const before = await wallet();
    const host = await openSell();
    await fill(host, '25', 'SANDBOX-REJECT');
    await submit(host);
    await waitFor(() => text(host).includes('Card rejected'), { timeout: 15000, message: 'rejected' });
    assert(text(host).includes('Nothing was paid for this card'), 'nothing paid');
    assertEqual((await wallet()).balance, before.balance);
    button(host, 'Sell another card')?.click();
    await waitFor(() => rootOf(host).querySelector('[data-sale-step="form"]'), {
      timeout: 8000,
      message: 'a new form',
    });
  });

  it('stops selling at an expired rate and asks for a new one', async () => {
    const host = await openSell();
    await fill(host, '100', 'SANDBOX-APPROVE');
    const realNow = Date.now;
    const offset = 61_000;
    Date.now = () => realNow() + offset;
    try {
      await waitFor(() => text(host).includes('This rate is no longer held'), {
        timeout: 8000,
        message: 'the expiry',
      });
      assert(submitButton(host).disabled, 'no sale at an expired rate');
      button(host, 'Get a new rate')?.click();
      await waitFor(() => /Rate held for (5\d|60) s/.test(text(host)), {
        timeout: 8000,
        message: 'a new quote',
      });
      assert(!submitButton(host).disabled, 'the sale can go ahead at the new rate');
    } finally {
      Date.now = realNow;
      // The new quote was stamped in the shifted time: the next test must fetch its own.
      getQueryClient(getRuntime()).removeQueries({ queryKey: ['bills'] });
    }
  });

  for (const theme of ['light', 'dark'] as const)
    it(`is axe clean with a quote (${theme})`, async () => {
      pageTheme(theme);
      const host = await openSell();
      await expectAccessible(`the empty sell form (${theme})`);
      await fill(host, '50', 'SANDBOX-APPROVE');
      await expectAccessible(`the sell form with a quote (${theme})`);
    });
});
