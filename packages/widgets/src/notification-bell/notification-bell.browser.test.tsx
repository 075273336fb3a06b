import { connectTestApi, testApiBase } from '../../test/api';
import { assert, assertDeepEqual, assertEqual, nextFrames, sleep, waitFor } from '../../test/assert';
import { expectAccessible, mountElement, pageTheme, resetRecords, toastWith } from '../../test/forms';
import { mount } from '../../test/harness';
import { apiAsUser, signInNewAccount, signOut } from '../../test/session';
import type { NotificationReadDetail, OwoNotificationReadEvent } from '../events/owo-notification-read';
import { getQueryClient, getRuntime, type NotificationList } from '../internal/runtime';
import { NotificationItem } from './notification-item';
import './notification-bell.element';

await connectTestApi();

const root = (host: HTMLElement) => host.shadowRoot as ShadowRoot;
const bell = (host: HTMLElement) =>
  root(host).querySelector<HTMLButtonElement>('[part="button"]') as HTMLButtonElement;
const badge = (host: HTMLElement) => root(host).querySelector<HTMLElement>('[part="badge"]');
const panel = (host: HTMLElement) => root(host).querySelector<HTMLElement>('.owo-dropdown');
const items = (host: HTMLElement) => [...root(host).querySelectorAll<HTMLElement>('[part="item"]')];
const titles = (host: HTMLElement) =>
  items(host).map((item) => item.querySelector('.owo-bell__item-title')?.textContent);
const markAllButton = (host: HTMLElement) =>
  [...root(host).querySelectorAll('button')].find((button) => button.textContent === 'Mark all as read');

type ListBody = { data: NotificationList };
const serverList = () => apiAsUser<ListBody>('GET', 'notifications?limit=50').then((body) => body.data);

/** Waits for the bell to show `count` unread (no badge for 0). */
const listLoaded = () =>
  getQueryClient(getRuntime())
    .getQueriesData<NotificationList>({ queryKey: ['notifications'] })
    .some(([, list]) => list);
const unreadShown = (host: HTMLElement, count: number) =>
  waitFor(
    () =>
      bell(host) &&
      (count === 0
        ? listLoaded() && !badge(host) && !bell(host).disabled
        : badge(host)?.textContent === String(count)),
    { timeout: 5000, message: `a badge of ${count}` },
  );

async function openPanel(host: HTMLElement) {
  await waitFor(() => bell(host) && !bell(host).disabled, { timeout: 5000, message: 'an enabled bell' });
  bell(host).click();
  return waitFor(() => panel(host), { message: 'the panel' });
}

/** Signs in through the API `extra` more times (each sign-in leaves a 'New sign-in' notification). */
async function signInsThroughApi(email: string, password: string, extra: number) {
  for (let i = 0; i < extra; i++) {
    const res = await fetch(`${await testApiBase()}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: email, password, rememberMe: false }),
    });
    assert(res.ok, 'signed in through the API');
  }
}

/** Replaces window.fetch for notification calls only; everything else reaches the server. */
function interceptNotifications(answer: (request: Request) => Promise<Response> | undefined) {
  const original = window.fetch;
  window.fetch = (input, init) => {
    // Read without constructing a Request from `input`, which would spend its body.
    const url = input instanceof Request ? input.url : String(input);
    if (new URL(url, location.href).pathname.startsWith('/api/v1/notifications')) {
      const response = answer(new Request(input instanceof Request ? input.clone() : input, init));
      if (response) return response;
    }
    return original(input, init);
  };
  return () => {
    window.fetch = original;
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('<owo-notification-bell>', () => {
  const reads: NotificationReadDetail[] = [];
  const onRead = (event: OwoNotificationReadEvent) => reads.push(event.detail);
  let restoreFetch: (() => void) | undefined;

  beforeEach(() => {
    resetRecords();
    reads.length = 0;
    document.addEventListener('owo-notification-read', onRead);
  });
  afterEach(async () => {
    restoreFetch?.();
    restoreFetch = undefined;
    document.removeEventListener('owo-notification-read', onRead);
    for (const element of document.querySelectorAll('owo-notification-bell')) element.remove();
    await signOut();
    pageTheme('light');
  });

  it('is a disabled bell with no count for a signed-out visitor', async () => {
    const host = mountElement('owo-notification-bell');
    await waitFor(() => bell(host));
    await sleep(100);
    assert(bell(host).disabled, 'disabled');
    assertEqual(bell(host).getAttribute('aria-label'), 'Notifications');
    assertEqual(badge(host), null);
    bell(host).click();
    await nextFrames();
    assertEqual(panel(host), null, 'no panel');
  });

  it("shows the unread count from the server in a badge and in the bell's name; styles in its shadow root", async () => {
    const head = document.head.innerHTML;
    await signInNewAccount();
    const host = mountElement('owo-notification-bell');
    await unreadShown(host, 2);
    assertEqual(bell(host).getAttribute('aria-label'), 'Notifications, 2 unread');
    assertEqual(getComputedStyle(badge(host) as HTMLElement).position, 'absolute', 'element sheet applied');
    assertEqual(root(host).mode, 'open');
    const opened = await openPanel(host);
    assertEqual(opened.getRootNode(), root(host), 'the panel renders inside the shadow root');
    assertEqual(opened.getAttribute('aria-label'), 'Notifications');
    assertEqual(opened.querySelector('h2')?.textContent, 'Notifications');
    assertEqual(document.body.querySelector('[data-floating-ui-portal]'), null, 'nothing in document.body');
    assertEqual(document.head.innerHTML, head, 'no style reached <head>');
  });

  it('asks for 5 by default (limit sets another), newest first, each with its title and relative time', async () => {
    const account = await signInNewAccount();
    await signInsThroughApi(account.email, account.password, 5);
    const host = mountElement('owo-notification-bell');
    await unreadShown(host, 7);
    await openPanel(host);
    await waitFor(() => items(host).length > 0);
    assertEqual(items(host).length, 5, 'five of seven');
    assertEqual(titles(host)[0], 'New sign-in to your account');
    assertEqual(items(host)[0]?.querySelector('time')?.textContent, 'just now');
    host.remove();

    const three = mountElement('owo-notification-bell', { limit: '3' });
    await openPanel(three);
    await waitFor(() => items(three).length === 3, { message: 'three items' });
  });

  it("says 'No notifications yet' when there are none, with no badge and no 'Mark all as read'", async () => {
    await signInNewAccount();
    for (const { id } of (await serverList()).notifications) await apiAsUser('DELETE', `notifications/${id}`);
    const host = mountElement('owo-notification-bell');
    await unreadShown(host, 0);
    const opened = await openPanel(host);
    await waitFor(() => opened.textContent?.includes('No notifications yet'), { message: 'the empty text' });
    assertEqual(markAllButton(host), undefined);
  });

  it('shows a spinner while loading, then the list', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    restoreFetch = interceptNotifications((request) =>
      request.method === 'GET' ? held.then(() => window.fetch(request)) : undefined,
    );
    await signInNewAccount();
    const host = mountElement('owo-notification-bell');
    await waitFor(() => bell(host) && !bell(host).disabled, { message: 'enabled once signed in' });
    const opened = await openPanel(host);
    const spinner = await waitFor(() => opened.querySelector('[role="status"]'), { message: 'a spinner' });
    assertEqual(spinner.textContent, 'Loading notifications');
    restoreFetch();
    restoreFetch = undefined;
    release();
    await waitFor(() => items(host).length === 2, { timeout: 5000, message: 'the list' });
    assertEqual(opened.querySelector('[role="status"]'), null, 'spinner gone');
  });

  it('marks an item read when clicked: grey at once, read on the server, owo-notification-read fired', async () => {
    await signInNewAccount();
    // The server's answer waits for the test, so "at once" means before it answered, however slow the machine.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    restoreFetch = interceptNotifications((request) =>
      request.method === 'PATCH' ? held.then(() => window.fetch(request)) : undefined,
    );
    const host = mountElement('owo-notification-bell');
    await unreadShown(host, 2);
    await openPanel(host);
    const first = await waitFor(() => items(host).length === 2 && items(host)[0]);
    const unreadBackground = getComputedStyle(first).backgroundColor;
    (first.querySelector('button.owo-bell__item-body') as HTMLButtonElement).click();
    await waitFor(() => first.dataset.read !== undefined, { message: 'read before the server answered' });
    assert(getComputedStyle(first).backgroundColor !== unreadBackground, 'grey background');
    assertEqual(getComputedStyle(first).backgroundColor, 'rgb(241, 240, 245)');
    assertEqual(first.querySelector('.owo-bell__mark'), null, "no 'Mark as read' once read");
    await unreadShown(host, 1);
    restoreFetch();
    restoreFetch = undefined;
    release();
    await waitFor(() => reads.length === 1, { timeout: 5000, message: 'owo-notification-read' });
    const { notifications, unreadCount } = await serverList();
    const id = reads[0]?.id;
    assertDeepEqual(reads[0], { id, all: false, unreadCount: 1 });
    assertEqual(notifications.find((n) => n.id === id)?.isRead, true, 'read on the server');
    assertEqual(unreadCount, 1);
  });

  it("marks an item read with its 'Mark as read' button", async () => {
    await signInNewAccount();
    const host = mountElement('owo-notification-bell');
    await openPanel(host);
    const second = await waitFor(() => items(host)[1]);
    const button = second.querySelector<HTMLButtonElement>('[part="mark-read-button"]') as HTMLButtonElement;
    assertEqual(button.textContent, 'Mark as read');
    button.click();
    await waitFor(() => reads.length === 1, { timeout: 5000, message: 'owo-notification-read' });
    assert(second.dataset.read !== undefined, 'read');
    assertEqual((await serverList()).unreadCount, 1);
  });

  it('puts an item back when the server refuses, and core toasts the error once', async () => {
    await signInNewAccount();
    // The refusal waits for the test, so the optimistic state is seen however slow the machine is.
    let refuse = () => {};
    const refused = new Promise<void>((resolve) => {
      refuse = resolve;
    });
    restoreFetch = interceptNotifications((request) =>
      request.method === 'PATCH'
        ? refused.then(() => json(404, { status: false, message: 'Notification not found' }))
        : undefined,
    );
    const host = mountElement('owo-notification-bell');
    await unreadShown(host, 2);
    await openPanel(host);
    const first = await waitFor(() => items(host)[0]);
    (first.querySelector('[part="mark-read-button"]') as HTMLButtonElement).click();
    await waitFor(() => first.dataset.read !== undefined, { message: 'optimistically read' });
    await unreadShown(host, 1);
    refuse();
    await toastWith('error', 'Notification not found');
    await waitFor(() => items(host)[0]?.dataset.read === undefined, { message: 'rolled back' });
    await unreadShown(host, 2);
    assertEqual(reads.length, 0, 'no owo-notification-read');
  });

  it("'Mark all as read' shows only with unread items, marks all, toasts, hides the badge", async () => {
    await signInNewAccount();
    const host = mountElement('owo-notification-bell');
    await unreadShown(host, 2);
    await openPanel(host);
    const button = await waitFor(() => markAllButton(host), { message: "'Mark all as read'" });
    button.click();
    await nextFrames();
    assert(
      items(host).every((item) => item.dataset.read !== undefined),
      'all read at once',
    );
    await toastWith('success', 'All notifications marked as read');
    await unreadShown(host, 0);
    assertEqual(bell(host).getAttribute('aria-label'), 'Notifications');
    assertEqual(markAllButton(host), undefined, 'gone with nothing unread');
    assertDeepEqual(reads, [{ id: null, all: true, unreadCount: 0 }]);
    assertEqual((await serverList()).unreadCount, 0, 'none unread on the server');
  });

  it('shows an error with a way to retry when the list cannot load', async () => {
    await signInNewAccount();
    restoreFetch = interceptNotifications((request) =>
      request.method === 'GET'
        ? Promise.resolve(json(400, { status: false, message: 'Bad request' }))
        : undefined,
    );
    const host = mountElement('owo-notification-bell');
    await waitFor(() => bell(host) && !bell(host).disabled);
    const opened = await openPanel(host);
    await waitFor(() => opened.querySelector('[role="alert"]'), { timeout: 5000, message: 'the error' });
    await toastWith('error', 'Bad request');
    restoreFetch();
    restoreFetch = undefined;
    const retry = [...opened.querySelectorAll('button')].find((b) => b.textContent === 'Retry');
    retry?.click();
    await waitFor(() => items(host).length === 2, { timeout: 5000, message: 'loaded on retry' });
  });

  it('empties when the session ends', async () => {
    await signInNewAccount();
    const host = mountElement('owo-notification-bell');
    await unreadShown(host, 2);
    await openPanel(host);
    await signOut();
    await waitFor(() => bell(host).disabled && !badge(host) && !panel(host), { message: 'emptied' });
    const cached = getQueryClient(getRuntime())
      .getQueryCache()
      .findAll({ queryKey: ['notifications'] });
    assert(
      cached.every((query) => query.state.data === undefined),
      'no notification left in the cache',
    );
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`has no serious or critical axe violations (${theme}), closed and open`, async () => {
      pageTheme(theme);
      await signInNewAccount();
      const host = mountElement('owo-notification-bell');
      await unreadShown(host, 2);
      await expectAccessible(`owo-notification-bell closed, ${theme}`);
      await openPanel(host);
      const first = await waitFor(() => items(host)[0]);
      (first.querySelector('[part="mark-read-button"]') as HTMLButtonElement).click();
      await unreadShown(host, 1);
      await expectAccessible(`owo-notification-bell open, ${theme}`);
    });
  }
});

describe('NotificationItem', () => {
  it("shows 'some time ago' for an invalid date (and logs it)", async () => {
    const warnings: unknown[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args);
    try {
      const m = await mount(
        <ul>
          <NotificationItem
            notification={{ id: 'n1', title: 'Hello', createdAt: 'not a date', isRead: false }}
            onMarkRead={() => {}}
          />
        </ul>,
      );
      const time = m.root.querySelector('time') as HTMLTimeElement;
      assertEqual(time.textContent, 'some time ago');
      assertEqual(time.hasAttribute('datetime'), false, 'no machine-readable date to give');
      assert(warnings.length > 0, 'logged');
      m.unmount();
    } finally {
      console.warn = warn;
    }
  });

  it('tells a valid date relative to now', async () => {
    const now = Date.parse('2026-03-10T12:00:00Z');
    const m = await mount(
      <ul>
        <NotificationItem
          notification={{ id: 'n2', title: 'Hi', createdAt: '2026-03-10T09:00:00Z', isRead: true }}
          onMarkRead={() => {}}
          now={now}
        />
      </ul>,
    );
    assertEqual(m.root.querySelector('time')?.textContent, '3 hours ago');
    assertEqual(m.root.querySelector('button'), null, 'a read item is not a button');
    m.unmount();
  });
});
