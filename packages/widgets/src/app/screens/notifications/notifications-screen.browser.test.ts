import { connectTestApi } from '../../../../test/api';
import { headingOf, routeLikeAHost, shadowOf } from '../../../../test/app-router';
import { assert, assertEqual, waitFor } from '../../../../test/assert';
import { expectAccessible, mountElement, pageTheme, resetRecords } from '../../../../test/forms';
import { fundWallet, setPin } from '../../../../test/money';
import { apiAsUser, signInNewAccount } from '../../../../test/session';
import type { OwoNotificationReadEvent } from '../../../events/owo-notification-read';
import { getQueryClient, getRuntime, type NotificationList } from '../../../internal/runtime';
import '../../app.element';
import type { OwoApp } from '../../app.element';

await connectTestApi();
const account = await signInNewAccount();
await setPin('1357');
// A new account has its welcome, sign-in and PIN notices; each payment in adds one: 21 in all, two pages.
const { total } = (await apiAsUser<{ data: NotificationList }>('GET', 'notifications')).data;
for (let i = 0; i < 21 - total; i++) await fundWallet(10_000 + i * 100);
const newest = `You received ₦${(100 + (20 - total)).toFixed(2)}`;

const startUrl = routeLikeAHost();

const rows = (host: HTMLElement) => [...shadowOf(host).querySelectorAll<HTMLElement>('.owo-inbox__item')];
const buttonIn = (scope: ParentNode, text: string) =>
  [...scope.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent?.trim() === text);
const linkIn = (scope: ParentNode, text: string) =>
  [...scope.querySelectorAll<HTMLAnchorElement>('a')].find((a) => a.textContent?.trim() === text);
const serverList = () =>
  apiAsUser<{ data: NotificationList }>('GET', 'notifications?limit=50').then((body) => body.data);

function open(path: string, attributes: Record<string, string> = {}): OwoApp {
  history.replaceState(null, '', path);
  return mountElement('owo-app', attributes);
}

const onPage = (host: HTMLElement, path: string, title: string) =>
  waitFor(() => `${location.pathname}${location.search}` === path && headingOf(host) === title, {
    timeout: 8000,
    message: `on ${path} with '${title}' (at ${location.pathname}${location.search}, '${headingOf(host)}')`,
  });

describe('/app/notifications', () => {
  beforeEach(() => resetRecords());
  afterEach(() => {
    for (const element of document.querySelectorAll('owo-app')) element.remove();
    history.replaceState(null, '', startUrl);
    pageTheme('light');
  });

  it("is reached from the bell's 'See all notifications' link", async () => {
    const host = open('/app/home');
    const bell = await waitFor(() => shadowOf(host).querySelector('owo-notification-bell')?.shadowRoot, {
      timeout: 8000,
      message: 'the bell',
    });
    const button = await waitFor(
      () => bell.querySelector<HTMLButtonElement>('[part="button"]:not(:disabled)'),
      { timeout: 8000, message: 'an enabled bell' },
    );
    button.click();
    const seeAll = await waitFor(() => bell.querySelector<HTMLAnchorElement>('[part="see-all"]'), {
      message: "the panel's 'See all' link",
    });
    assertEqual(seeAll.textContent, 'See all notifications');
    assertEqual(seeAll.getAttribute('href'), '/app/notifications');
    seeAll.click();
    await onPage(host, '/app/notifications', 'Notifications');
    assertEqual(bell.querySelector('.owo-dropdown'), null, 'the panel closed');
  });

  it('shows title, body, time and read state, 20 a page, with pages kept in the address', async () => {
    const host = open('/app/notifications');
    await onPage(host, '/app/notifications', 'Notifications');
    await waitFor(() => rows(host).length === 20, {
      timeout: 8000,
      message: `20 on the first page (${rows(host).length}: ${shadowOf(host).querySelector('main')?.textContent})`,
    });
    const first = rows(host)[0] as HTMLElement;
    assertEqual(first.querySelector('h2')?.textContent, newest);
    assert(first.querySelector('.owo-inbox__body')?.textContent?.includes('arrived from Chioma Eze'), 'body');
    assertEqual(first.querySelector('time')?.textContent, 'just now');
    assert(first.querySelector('time')?.getAttribute('datetime'), 'the exact time');
    assertEqual(first.querySelector('.owo-inbox__state')?.textContent, 'Unread');
    assert(shadowOf(host).textContent?.includes('Page 1 of 2'), 'page 1 of 2');

    linkIn(shadowOf(host), 'Next')?.click();
    await onPage(host, '/app/notifications?page=2', 'Notifications');
    await waitFor(() => rows(host).length === 1, { timeout: 8000, message: 'one on the second page' });
    assertEqual(rows(host)[0]?.querySelector('h2')?.textContent, `Welcome to Owo, ${account.firstName}`);
    await expectAccessible('notifications, page 2');
    linkIn(shadowOf(host), 'Previous')?.click();
    await onPage(host, '/app/notifications', 'Notifications');
    await waitFor(() => rows(host).length === 20, { timeout: 8000, message: 'back on page 1' });
  });

  it('marks one read, then all, on the server too', async () => {
    const reads: OwoNotificationReadEvent[] = [];
    document.addEventListener('owo-notification-read', (event) => reads.push(event));
    pageTheme('dark');
    const host = open('/app/notifications');
    await waitFor(() => rows(host).length > 1, { timeout: 8000, message: 'the list' });
    const first = rows(host)[0] as HTMLElement;
    const title = first.querySelector('h2')?.textContent;
    buttonIn(first, 'Mark as read')?.click();
    await waitFor(() => rows(host)[0]?.querySelector('.owo-inbox__state')?.textContent === 'Read', {
      message: 'the first read',
    });
    assert(rows(host)[0]?.hasAttribute('data-read'), 'a read row is grey');
    assertEqual(buttonIn(rows(host)[0] as HTMLElement, 'Mark as read'), undefined, 'no button once read');
    await waitFor(() => reads.length === 1, { message: 'the server marked it read' });
    const server = await serverList();
    assertEqual(server.notifications.find((n) => n.title === title)?.isRead, true);
    await expectAccessible('notifications, dark');

    buttonIn(shadowOf(host), 'Mark all as read')?.click();
    await waitFor(() => rows(host).every((row) => row.hasAttribute('data-read')), { message: 'all read' });
    await waitFor(() => shadowOf(host).textContent?.includes('All read'), { message: "'All read'" });
    await waitFor(() => reads.at(-1)?.detail.all, { message: 'the server marked all read' });
    assertEqual((await serverList()).unreadCount, 0);
  });

  it('says so when there are none, and offers a retry when the list fails', async () => {
    const original = window.fetch;
    let fail = true;
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (fail && new URL(url, location.href).pathname === '/api/v1/notifications')
        return Promise.resolve(
          new Response(JSON.stringify({ status: false, message: 'Not now' }), {
            status: 403,
            headers: { 'content-type': 'application/json' },
          }),
        );
      return original(input, init);
    };
    try {
      // Nothing cached from the tests before: the screen asks the server.
      getQueryClient(getRuntime()).removeQueries({ queryKey: ['notifications'] });
      const host = open('/app/notifications');
      const alert = await waitFor(() => shadowOf(host).querySelector('.owo-inbox__error[role="alert"]'), {
        timeout: 8000,
        message: 'the error state',
      });
      assert(alert.textContent?.includes('We could not load your notifications'), 'says what failed');
      fail = false;
      for (const { id } of (await serverList()).notifications)
        await apiAsUser('DELETE', `notifications/${id}`);
      buttonIn(alert, 'Try again')?.click();
      await waitFor(() => shadowOf(host).textContent?.includes('No notifications yet'), {
        timeout: 8000,
        message: 'the empty state',
      });
    } finally {
      window.fetch = original;
    }
  });

  it("sets each screen's own document title through title-template", async () => {
    const host = open('/app/history', { 'title-template': '%s | Owo' });
    await waitFor(() => document.title === 'History | Owo', {
      timeout: 8000,
      message: `History | Owo (got ${document.title})`,
    });
    const expected: [string, string][] = [
      ['/app/services', 'Services | Owo'],
      ['/app/home/send-money-bank', 'Send to bank | Owo'],
      ['/app/services/education', 'Education | Owo'],
      ['/app/settings/security', 'Security settings | Owo'],
      ['/app/notifications', 'Notifications | Owo'],
      ['/app/nowhere', 'Page not found | Owo'],
    ];
    for (const [path, title] of expected) {
      history.pushState(null, '', path);
      host.path = path;
      await waitFor(() => document.title === title, {
        timeout: 8000,
        message: `${title} (got ${document.title})`,
      });
    }
  });
});
