import { connectTestApi, testApiBase } from '../../../test/api';
import { routeLikeAHost, shadowOf, textOf } from '../../../test/app-router';
import { assert, assertEqual, sleep, waitFor } from '../../../test/assert';
import { expectAccessible, mountElement, pageTheme, resetRecords } from '../../../test/forms';
import { fundWallet, setPin } from '../../../test/money';
import { apiAsUser, signInNewAccount, storedToken } from '../../../test/session';
import { formatMoney } from '../../internal/runtime';
import '../app.element';

const PIN = '2468';
await connectTestApi();
await signInNewAccount();
await setPin(PIN);
await fundWallet(2_500_000, 'Chioma Eze'); // ₦25,000

/** A money call as the signed-in user, with its Idempotency-Key, behind the widgets' back. */
async function post<T>(path: string, body: unknown): Promise<T> {
  const res = await fetch(`${await testApiBase()}/api/v1/${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'idempotency-key': crypto.randomUUID(),
      authorization: `Bearer ${storedToken()}`,
    },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { data: T };
  if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json.data;
}

interface Bought {
  reference: string;
  status: string;
  delivery: { token?: string; units?: string; pins?: string[] };
}

const startUrl = routeLikeAHost();

const open = (path: string) => {
  history.replaceState(null, '', path);
  return mountElement('owo-app');
};
const buttonNamed = (host: HTMLElement, name: string) =>
  [...shadowOf(host).querySelectorAll('button')].find((b) => b.textContent === name);
/** The label → value pairs of a receipt's rows. */
const rowsOf = (host: HTMLElement) =>
  Object.fromEntries(
    [...shadowOf(host).querySelectorAll('.owo-receipt__rows > div')].map((row) => [
      row.querySelector('dt')?.textContent,
      row.querySelector('dd')?.textContent,
    ]),
  );

describe('what the History receipt keeps, and how amounts read', () => {
  beforeEach(() => resetRecords());
  afterEach(() => {
    for (const element of document.querySelectorAll('owo-app')) element.remove();
    history.replaceState(null, '', startUrl);
    pageTheme('light');
  });

  it('a bought electricity token is on the History receipt, labelled, with Copy; the bill says "Payment successful"', async () => {
    pageTheme('light');
    const bought = await post<Bought>('bills/pay', {
      service: 'electricity',
      biller: 'ikeja-electric',
      customerId: '1111111111111',
      meterType: 'prepaid',
      amount: 100_000,
      pin: PIN,
    });
    assertEqual(bought.status, 'completed');
    const host = open(`/app/history/${bought.reference}`);
    const delivery = await waitFor(() => shadowOf(host).querySelector('[part="delivery"]'), {
      timeout: 8000,
      message: 'the delivery on the receipt',
    });
    assertEqual(shadowOf(host).querySelector('.owo-receipt__title')?.textContent, 'Payment successful');
    assert(!textOf(host).includes('Transfer successful'), 'not called a transfer');
    assertEqual(delivery.querySelector('code')?.textContent, bought.delivery.token);
    assert(delivery.textContent?.includes('Electricity token'), 'the token labelled');
    assert(delivery.textContent?.includes(bought.delivery.units ?? '?'), 'the units');
    const rows = rowsOf(host);
    assertEqual(rows['Meter number'], '1111111111111', 'the meter named as such');
    assertEqual(rows['Meter type'], 'Prepaid');
    assert(!('Narration' in rows), 'no "Narration" on a bill');
    const copy = buttonNamed(host, 'Copy token');
    assert(copy, 'a Copy token button');
    copy.click();
    await waitFor(() => /Copied|Could not copy/.test(delivery.textContent ?? ''), {
      message: 'the copy said in words',
    });
    await expectAccessible('a bill receipt with its token');
  });

  it('an exam e-PIN is labelled and copyable on the History receipt', async () => {
    const bought = await post<Bought>('bills/pay', {
      service: 'education',
      biller: 'jamb',
      customerId: '0123456789',
      productId: 'jamb-utme',
      pin: PIN,
    });
    const host = open(`/app/history/${bought.reference}`);
    const delivery = await waitFor(() => shadowOf(host).querySelector('[part="delivery"]'), {
      timeout: 8000,
      message: 'the e-PIN on the receipt',
    });
    assertEqual(delivery.querySelector('dt')?.textContent, 'e-PIN');
    assertEqual(delivery.querySelector('code')?.textContent, bought.delivery.pins?.[0]);
    assert(buttonNamed(host, 'Copy e-PIN'), 'a Copy e-PIN button');
    assertEqual(rowsOf(host)['Profile code'], '0123456789');
  });

  it('a rejected gift card (SANDBOX-REJECT) is never shown as money received: no plus, no green, the reason shown', async () => {
    pageTheme('dark');
    const rate = (
      await apiAsUser<{ data: { rate: { sell: { koboPerUsd: number } } } }>(
        'GET',
        'bills/giftcards/billers/steam/products',
      )
    ).data.rate.sell.koboPerUsd;
    const sale = await post<{ reference: string }>('giftcards/sales', {
      brand: 'steam',
      valueUsd: 5_000,
      cardCode: 'SANDBOX-REJECT',
      quotedAmount: 50 * rate,
    });
    const amount = formatMoney(50 * rate);
    const statusOf = async () =>
      (await apiAsUser<{ data: { status: string } }>('GET', `transactions/${sale.reference}`)).data.status;
    for (let tries = 0; (await statusOf()) !== 'failed'; tries++) {
      if (tries > 60) throw new Error('timed out waiting for the review to reject the card');
      await sleep(250);
    }

    const host = open('/app/history');
    const row = await waitFor(
      () =>
        [...shadowOf(host).querySelectorAll('.owo-tx')].find((link) =>
          link.getAttribute('href')?.endsWith(sale.reference),
        ),
      { timeout: 8000, message: 'the sale in History' },
    );
    const shown = row.querySelector('.owo-amount');
    assertEqual(shown?.textContent, amount, 'the amount without a plus sign');
    assertEqual(shown?.getAttribute('data-tone'), 'void');
    const credited = [...shadowOf(host).querySelectorAll('.owo-amount')].find((a) =>
      a.textContent?.startsWith('+'),
    );
    assert(credited, 'the completed transfer in is still a green credit');
    assert(
      getComputedStyle(shown as Element).color !== getComputedStyle(credited).color,
      'not the colour of money received',
    );
    assert(row.textContent?.includes('Not received'), 'says it was not received');
    assert(!row.textContent?.includes('Received ·'), 'never "Received"');
    assert(row.textContent?.includes('The card has already been redeemed'), 'the reason');
    await expectAccessible('history with a failed credit');

    (row as HTMLAnchorElement).click();
    await waitFor(
      () => shadowOf(host).querySelector('.owo-receipt__title')?.textContent === 'Card rejected',
      {
        timeout: 8000,
        message: 'the receipt',
      },
    );
    assertEqual(shadowOf(host).querySelector('.owo-receipt__amount')?.textContent, amount);
    assert(!textOf(host).includes('Money received'), 'not "Money received"');
    assert(textOf(host).includes('The card has already been redeemed'), 'the reason on the receipt');

    for (const element of document.querySelectorAll('owo-app')) element.remove();
    const home = open('/app/home');
    const recent = await waitFor(
      () =>
        [...shadowOf(home).querySelectorAll('.owo-tx')].find((link) =>
          link.getAttribute('href')?.endsWith(sale.reference),
        ),
      { timeout: 8000, message: 'the sale on Home' },
    );
    assertEqual(recent.querySelector('.owo-amount')?.textContent, amount, 'no plus sign on Home');
    assertEqual(recent.querySelector('.owo-amount')?.getAttribute('data-tone'), 'void');
  });
});
