import { connectTestApi } from '../../../test/api';
import { headingOf, routeLikeAHost, shadowOf, textOf } from '../../../test/app-router';
import { assert, assertEqual, waitFor } from '../../../test/assert';
import {
  control,
  expectAccessible,
  mountElement,
  pageTheme,
  resetRecords,
  toastWith,
  type,
} from '../../../test/forms';
import { fundWallet, setPin, wallet } from '../../../test/money';
import { signInNewAccount } from '../../../test/session';
import '../app.element';
import type { OwoApp } from '../app.element';

await connectTestApi();
await signInNewAccount();
await setPin('1357');
await fundWallet(2_500_000, 'Chioma Eze'); // ₦25,000

const startUrl = routeLikeAHost();

const open = (path: string) => {
  history.replaceState(null, '', path);
  return mountElement('owo-app');
};
const showing = (host: HTMLElement, title: string, needle: string) =>
  waitFor(() => headingOf(host) === title && textOf(host).includes(needle), {
    timeout: 8000,
    message: `'${title}' showing ${needle} (got '${headingOf(host)}')`,
  });

describe('the money screens of <owo-app>', () => {
  beforeEach(() => resetRecords());
  afterEach(() => {
    for (const element of document.querySelectorAll('owo-app')) element.remove();
    history.replaceState(null, '', startUrl);
    pageTheme('light');
  });

  it('Home: the balance (hidden on request), the account number and the latest transactions', async () => {
    const { accountNumber } = await wallet();
    const host = open('/app/home');
    await showing(host, 'Welcome, Ada', '₦25,000.00');
    await showing(host, 'Welcome, Ada', 'Chioma Eze');
    // Each part draws when its own query answers: wait for each, not for the first.
    await showing(host, 'Welcome, Ada', accountNumber);
    await showing(host, 'Welcome, Ada', '+₦25,000.00');
    const completed = shadowOf(host).querySelector('.owo-status[data-tone="green"]');
    assertEqual(completed?.textContent, 'Completed', 'green for completed (SPEC.md 4)');
    // The toggle, once the balance card has settled (a wallet refetch may redraw it).
    const hideToggle = () =>
      [...shadowOf(host).querySelectorAll('button')].find((b) => b.textContent === 'Hide balance');
    (await waitFor(hideToggle, { message: 'the Hide balance toggle' })).click();
    await waitFor(
      () => !shadowOf(host).querySelector('.owo-home__balance')?.textContent?.includes('25,000'),
      {
        message: 'the balance hidden',
      },
    );
    const toggle = await waitFor(
      () =>
        [...shadowOf(host).querySelectorAll('button')].find((b) => b.getAttribute('aria-pressed') === 'true'),
      { message: 'the toggle pressed' },
    );
    assertEqual(toggle.getAttribute('aria-pressed'), 'true');
    toggle.click();
    await waitFor(() => shadowOf(host).querySelector('.owo-home__balance')?.textContent?.includes('25,000'));
    localStorage.removeItem('owo:hide-balance');
  });

  it('Add money: the account details and the sandbox transfer in', async () => {
    const before = await wallet();
    const host = open('/app/home/add-money');
    await showing(host, 'Add money', before.accountNumber);
    const amount = await waitFor(
      () => {
        try {
          return control(host, 'Amount (₦)');
        } catch {
          return null;
        }
      },
      { timeout: 8000, message: 'the sandbox form' },
    );
    await type(amount, '100');
    [...shadowOf(host).querySelectorAll('button')]
      .find((b) => b.textContent === 'Simulate transfer in')
      ?.click();
    await toastWith('success', /₦100\.00 arrived/);
    assertEqual((await wallet()).balance, before.balance + 10_000);
  });

  it('History: filters in the address, an empty match, and a receipt page', async () => {
    const host = open('/app/history');
    await showing(host, 'Transaction history', 'Chioma Eze');
    const status = control(host, 'Status') as HTMLSelectElement;
    status.value = 'failed';
    status.dispatchEvent(new Event('change', { bubbles: true }));
    await showing(host, 'Transaction history', 'No transactions match');
    assertEqual(location.search, '?status=failed', 'the filter is in the address');
    [...shadowOf(host).querySelectorAll('button')]
      .find((b) => b.textContent === 'Clear the filters')
      ?.click();
    await showing(host, 'Transaction history', 'Chioma Eze');
    shadowOf(host).querySelector<HTMLAnchorElement>('.owo-tx')?.click();
    await showing(host, 'Receipt', 'Money received');
    assert(/^\/app\/history\/[A-Z0-9]+$/.test(location.pathname), `a receipt address: ${location.pathname}`);
    for (const label of ['Print', 'Share'])
      assert(
        [...shadowOf(host).querySelectorAll('button')].some((b) => b.textContent === label),
        label,
      );
  });

  it('a receipt that is not the user\'s is "not found"', async () => {
    const host = open('/app/history/OWO000000NOPE');
    await showing(host, 'Receipt', 'Transaction not found');
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`Home and History have no serious or critical axe violation (${theme})`, async () => {
      pageTheme(theme);
      const host = open('/app/home');
      await showing(host, 'Welcome, Ada', 'Chioma Eze');
      await expectAccessible(`home ${theme}`);
      history.replaceState(null, '', '/app/history');
      (host as OwoApp).path = '/app/history';
      await showing(host, 'Transaction history', 'Chioma Eze');
      await expectAccessible(`history ${theme}`);
    });
  }
});
