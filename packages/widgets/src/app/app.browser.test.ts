import type { TestAccount } from '../../test/api';
import { connectTestApi } from '../../test/api';
import { headingOf, routeLikeAHost, shadowOf } from '../../test/app-router';
import { assert, assertEqual, waitFor } from '../../test/assert';
import { expectAccessible, lastNavigation, mountElement, pageTheme, resetRecords } from '../../test/forms';
import { apiAsUser, signIn, signInNewAccount, signOut } from '../../test/session';
import type { OwoLogoutEvent } from '../events/owo-logout';
import { getRuntime } from '../internal/runtime';
import './app.element';
import type { OwoApp } from './app.element';

await connectTestApi();
const account: TestAccount = await signInNewAccount();

const startUrl = routeLikeAHost();

const link = (host: HTMLElement, text: string, scope = '') =>
  [...shadowOf(host).querySelectorAll<HTMLAnchorElement>(`${scope} a`)].find(
    (a) => a.textContent?.trim() === text,
  );

function open(path: string): OwoApp {
  history.replaceState(null, '', path);
  return mountElement('owo-app');
}

const onPage = (host: HTMLElement, path: string, title: string) =>
  waitFor(() => location.pathname === path && headingOf(host) === title, {
    timeout: 5000,
    message: `on ${path} with '${title}' (at ${location.pathname}, '${headingOf(host)}')`,
  });

describe('<owo-app>', () => {
  const logouts: OwoLogoutEvent[] = [];
  const onLogout = (event: OwoLogoutEvent) => logouts.push(event);

  beforeEach(() => {
    resetRecords();
    logouts.length = 0;
    document.addEventListener('owo-logout', onLogout);
  });
  afterEach(() => {
    document.removeEventListener('owo-logout', onLogout);
    for (const element of document.querySelectorAll('owo-app')) element.remove();
    history.replaceState(null, '', startUrl);
    pageTheme('light');
  });

  it('opens the PIN modal by itself for a user with no PIN, not closed by the overlay', async () => {
    const host = open('/app/home');
    const pin = await waitFor(() => shadowOf(host).querySelector('owo-pin-setup'), {
      message: 'owo-pin-setup',
    });
    const dialog = await waitFor(() => pin.shadowRoot?.querySelector('dialog[open]'), {
      timeout: 5000,
      message: 'the PIN modal open',
    });
    assertEqual(dialog.querySelector('h2')?.textContent, 'Set PIN');
    dialog.dispatchEvent(new MouseEvent('click', { bubbles: true })); // a click on the overlay
    await new Promise((resolve) => setTimeout(resolve, 400));
    assert(dialog.hasAttribute('open'), 'still open after an overlay click');
    // The rest of the file runs as a user with a PIN.
    await apiAsUser('POST', 'auth/set-transaction-pin', { pin: '1357' });
    await getRuntime().session.refetch();
    assertEqual(getRuntime().session.getUser()?.isPinSet, true);
  });

  it('renders in an open shadow root, and /app redirects to /app/home with a welcome', async () => {
    const head = document.head.innerHTML;
    const host = open('/app');
    assertEqual(shadowOf(host).mode, 'open');
    await onPage(host, '/app/home', `Welcome, ${account.firstName}`);
    assertEqual(document.head.innerHTML, head, 'no style reached <head>');
    const layout = shadowOf(host).querySelector<HTMLElement>('[part="base"]') as HTMLElement;
    assertEqual(getComputedStyle(layout).display, 'grid', "the element's sheet applies");
    assert(shadowOf(host).querySelector('owo-notification-bell'), 'the bell in the header');
    assert(shadowOf(host).querySelector('owo-theme-toggle'), 'the theme toggle in the header');
    assertEqual(
      shadowOf(host).querySelector('input[type="search"]')?.getAttribute('placeholder'),
      'Search...',
      'the search box',
    );
    assertEqual(link(host, 'Home', 'nav')?.getAttribute('aria-current'), 'page', 'sidebar highlights home');
    assert(shadowOf(host).textContent?.includes('No transactions yet'), 'an honest empty state');
    const account_ = shadowOf(host).querySelector<HTMLButtonElement>('.owo-app__user') as HTMLButtonElement;
    assertEqual(
      account_.getAttribute('aria-label'),
      `Account menu for ${account.firstName} ${account.lastName}`,
    );
    account_.click();
    const menu = await waitFor(
      () => shadowOf(host).querySelector<HTMLElement>('[role="menu"]:not([hidden])'),
      {
        message: 'the user menu open',
      },
    );
    const items = await waitFor(
      () => {
        const texts = [...menu.querySelectorAll('[role="menuitem"]')].map((item) => item.textContent ?? '');
        return texts[0]?.includes('₦') ? texts : null;
      },
      { timeout: 5000, message: 'the balance in the user menu' },
    );
    assertEqual(items.join(','), 'Wallet balance ₦0.00,Profile,Security,Logout', 'a new wallet holds ₦0.00');
    (menu.querySelectorAll<HTMLElement>('[role="menuitem"]')[1] as HTMLElement).click();
    await onPage(host, '/app/settings/profile', 'Profile Setting');
  });

  it("sends /app/settings to the profile tab, titled 'Profile Setting', showing the user record", async () => {
    const host = open('/app/settings');
    await onPage(host, '/app/settings/profile', 'Profile Setting');
    // The profile loads from GET /me: the names, the email and the username once it answers.
    const text = await waitFor(
      () => (shadowOf(host).textContent?.includes(account.email) ? shadowOf(host).textContent : null),
      { timeout: 5000, message: 'the profile loaded' },
    );
    for (const value of [account.firstName, account.lastName, account.email, account.username]) {
      assert(text.includes(value), `shows ${value}`);
    }
    assert(shadowOf(host).querySelector('nav[aria-label="Breadcrumb"]'), 'a breadcrumb');
    const tabs = [...shadowOf(host).querySelectorAll('nav[aria-label="Settings"] a')].map(
      (a) => a.textContent,
    );
    assertEqual(tabs.join(','), 'Profile,Bank Cards,Security,Preference,Tier Limits,Rewards');
    assertEqual(link(host, 'Settings', '.owo-app__sidebar')?.getAttribute('aria-current'), 'page');
  });

  it('opens a deep link to /app/settings/security on its tab', async () => {
    const host = open('/app/settings/security');
    await onPage(host, '/app/settings/security', 'Profile Setting');
    const current = shadowOf(host).querySelector('nav[aria-label="Settings"] a[aria-current="page"]');
    assertEqual(current?.textContent, 'Security');
  });

  it('follows links, back and forward with no reload', async () => {
    (window as { owoNoReload?: boolean }).owoNoReload = true;
    const host = open('/app/home');
    await onPage(host, '/app/home', `Welcome, ${account.firstName}`);
    link(host, 'Services', '.owo-app__sidebar')?.click();
    await onPage(host, '/app/services', 'Services');
    assertEqual(shadowOf(host).querySelectorAll('.owo-app__tile').length, 7, 'seven service tiles');
    shadowOf(host).querySelector<HTMLAnchorElement>('.owo-app__tile[href="/app/services/airtime"]')?.click();
    await onPage(host, '/app/services/airtime', 'Airtime');
    assertEqual(link(host, 'Services', '.owo-app__sidebar')?.getAttribute('aria-current'), 'page');
    history.back();
    await onPage(host, '/app/services', 'Services');
    history.back();
    await onPage(host, '/app/home', `Welcome, ${account.firstName}`);
    history.forward();
    await onPage(host, '/app/services', 'Services');
    assert((window as { owoNoReload?: boolean }).owoNoReload, 'the page never reloaded');
  });

  it('follows the path a host router sets, and the search goes to a page', async () => {
    const host = open('/app/home');
    await onPage(host, '/app/home', `Welcome, ${account.firstName}`);
    history.pushState(null, '', '/app/cards');
    host.path = '/app/cards';
    await onPage(host, '/app/cards', 'Cards');
    const input = shadowOf(host).querySelector('input[type="search"]') as HTMLInputElement;
    input.focus();
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setValue?.call(input, 'tier');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    const result = await waitFor(() => link(host, 'Tier Limits Settings', '.owo-app__results'), {
      message: 'a search result',
    });
    result.click();
    await onPage(host, '/app/settings/tier-limits', 'Profile Setting');
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`has no serious or critical axe violation (${theme})`, async () => {
      pageTheme(theme);
      const host = open('/app/settings/profile');
      await onPage(host, '/app/settings/profile', 'Profile Setting');
      await expectAccessible(`owo-app ${theme}, settings`);
      link(host, 'Services', '.owo-app__sidebar')?.click();
      await onPage(host, '/app/services', 'Services');
      await expectAccessible(`owo-app ${theme}, services`);
    });
  }

  it('sends a signed-out visitor to /auth/login with where they were, and leaves on logout', async () => {
    const host = open('/app/history');
    await onPage(host, '/app/history', 'Transaction history');
    await signOut();
    const leaving = await lastNavigation();
    assertEqual(leaving.to, '/auth/login');
    assertEqual((leaving.state as { from?: string }).from, '/app/history');
    await waitFor(() => logouts.length === 1, { message: 'owo-logout' });
    host.remove();

    resetRecords();
    open('/app/settings/security?tab=1');
    const navigation = await lastNavigation();
    assertEqual(navigation.to, '/auth/login');
    assertEqual((navigation.state as { from?: string }).from, '/app/settings/security?tab=1');
    await signIn(account);
  });
});
