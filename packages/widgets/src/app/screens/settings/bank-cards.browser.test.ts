import { connectTestApi } from '../../../../test/api';
import { routeLikeAHost, shadowOf, textOf } from '../../../../test/app-router';
import { assert, assertEqual, nextFrames, waitFor } from '../../../../test/assert';
import {
  control,
  errorOf,
  expectAccessible,
  mountElement,
  pageTheme,
  resetRecords,
  toastWith,
  type,
} from '../../../../test/forms';
import { setPin, wallet } from '../../../../test/money';
import { signInNewAccount } from '../../../../test/session';
import { getQueryClient, getRuntime } from '../../../internal/runtime';
import '../../app.element';

// Issue 21, section 3: Settings, Bank Cards on the real API and its sandbox card processor.

await connectTestApi();
const PIN = '1357';
const YY = String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0');
const startUrl = routeLikeAHost();

const showing = (host: HTMLElement, needle: string, timeout = 8000) =>
  waitFor(() => textOf(host).includes(needle), { timeout, message: `the screen showing "${needle}"` });
const findButton = (host: HTMLElement, label: string) =>
  [...shadowOf(host).querySelectorAll('button')].find(
    (b) => b.textContent?.trim() === label || b.getAttribute('aria-label') === label,
  );
const click = async (host: HTMLElement, label: string) => {
  const found = await waitFor(() => findButton(host, label), {
    timeout: 8000,
    message: `a button "${label}"`,
  });
  found.click();
  await nextFrames();
};
const field = (host: HTMLElement, label: string) =>
  waitFor(
    () => {
      try {
        return control(host, label);
      } catch {
        return null;
      }
    },
    { timeout: 8000, message: `a field "${label}"` },
  );
const typeCode = async (host: HTMLElement, code: string) => {
  const box = await waitFor(
    () => shadowOf(host).querySelector<HTMLInputElement>('.owo-otp__box:not(:disabled)'),
    {
      timeout: 8000,
      message: 'the code boxes',
    },
  );
  await type(box, code);
};
const pressPin = async (host: HTMLElement, digits: string) => {
  for (const digit of digits) {
    const key = await waitFor(
      () =>
        shadowOf(host).querySelector<HTMLButtonElement>(
          `.owo-keypad__key[data-key="${digit}"]:not(:disabled)`,
        ),
      { timeout: 8000, message: `keypad key ${digit}` },
    );
    key.click();
    await nextFrames();
  }
};
const addCard = async (host: HTMLElement, number: string, expiry = `12/${YY}`) => {
  await type(await field(host, 'Card number'), number);
  await type(await field(host, 'Expiry date'), expiry.replace('/', ''));
  await type(await field(host, 'CVV'), '123');
  await click(host, 'Save card');
};

describe('Settings, Bank Cards in <owo-app>', () => {
  let host: HTMLElement;
  beforeEach(async () => {
    resetRecords();
    getQueryClient(getRuntime()).clear();
    pageTheme('light');
    await signInNewAccount();
    await setPin(PIN);
    history.replaceState(null, '', '/app/settings/bank-cards');
    host = mountElement('owo-app');
  });
  afterEach(() => {
    host.remove();
    history.replaceState(null, '', startUrl);
  });

  it('adds the card that asks for a code, with the contract’s messages, and is accessible throughout', async () => {
    await showing(host, 'No cards yet.');
    await expectAccessible('no cards');

    const number = await field(host, 'Card number');
    await type(number, '4084084084084082');
    assertEqual(number.value, '4084 0840 8408 4082', 'grouped in fours as typed');
    await type(await field(host, 'Expiry date'), '0120');
    assertEqual((await field(host, 'Expiry date')).value, '01/20', 'the slash comes by itself');
    await click(host, 'Save card');
    assertEqual(errorOf(number), 'Card number is not valid, please check it');
    assertEqual(errorOf(await field(host, 'Expiry date')), 'This card has expired');
    assertEqual(errorOf(await field(host, 'CVV')), 'CVV is required');
    await expectAccessible('the form with its messages');

    await addCard(host, '4000000000000002');
    await showing(host, 'The card’s bank declined it.');

    await addCard(host, '5061000000000005');
    await showing(host, 'Enter the code from your bank');
    await typeCode(host, '000000');
    await showing(host, 'Incorrect code. 2 attempts left.');
    await expectAccessible('the code step with its message');
    await typeCode(host, '123456');
    await toastWith('success', 'Verve ending 0005 has been saved');
    await showing(host, 'Default');
    const row = shadowOf(host).querySelector('[aria-label="Saved cards"] li');
    assert(row?.textContent?.includes('Sandbox Microfinance Bank'), 'the bank is named');
    assert(row?.textContent?.includes(`Expires 12/${YY}`), 'the expiry is shown');
    await expectAccessible('a saved card');
    const numberAgain = await field(host, 'Card number');
    assertEqual(numberAgain.value, '', 'no card number lingers after saving');
  });

  it('adds money from a saved card with the PIN, then makes another card the default and removes one after asking', async () => {
    await addCard(host, '4084084084084081');
    await toastWith('success', 'Visa ending 4081 has been saved');
    await click(host, 'Add money from Visa ending 4081');
    const amount = await field(host, 'Amount (₦)');
    await type(amount, '5000');
    await showing(host, 'Fee: ₦50.00 · Charged to your card: ₦5,050.00');
    await click(host, 'Continue');
    await showing(host, 'Check the top-up');
    await expectAccessible('the top-up review');
    await click(host, 'Confirm and enter PIN');
    await pressPin(host, PIN);
    await showing(host, 'Top-up successful');
    await expectAccessible('the top-up receipt');
    assertEqual((await wallet()).balance, 500_000, 'the wallet holds the amount, the fee went to the card');
    await click(host, 'Done');

    await addCard(host, '5399830000000008');
    await toastWith('success', 'Mastercard ending 0008 has been saved');
    await click(host, 'Make default: Mastercard ending 0008');
    await toastWith('success', 'Mastercard ending 0008 is now your default card');
    await click(host, 'Remove Visa ending 4081');
    const dialog = await waitFor(() => shadowOf(host).querySelector('dialog[open]'), {
      message: 'the confirm dialog',
    });
    assert(dialog.textContent?.includes('Remove Visa ending 4081?'), 'it asks first');
    await expectAccessible('the remove dialog');
    await click(host, 'Remove card');
    await toastWith('success', 'Visa ending 4081 has been removed');
    await waitFor(() => !findButton(host, 'Remove Visa ending 4081'), {
      message: 'the card gone from the list',
    });
  });
});
