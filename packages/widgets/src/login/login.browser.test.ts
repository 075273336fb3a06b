import { sendKeys } from '@web/test-runner-commands';
import { connectTestApi, createAccount } from '../../test/api';
import { assert, assertDeepEqual, assertEqual, nextFrames, sleep, waitFor } from '../../test/assert';
import {
  control,
  errorOf,
  expectAccessible,
  expectShadowRendered,
  focused,
  lastNavigation,
  mountElement,
  navigations,
  pageTheme,
  resetRecords,
  submit,
  submitButton,
  toastWith,
  type,
} from '../../test/forms';
import type { OwoLoginSuccessEvent } from '../events/owo-login-success';
import { getRuntime } from '../internal/runtime';
import '../toaster/toaster.element';
import './login.element';

await connectTestApi();

const identifier = (host: HTMLElement) => control(host, 'Email or username') as HTMLInputElement;
const password = (host: HTMLElement) => control(host, 'Password') as HTMLInputElement;

async function signIn(host: HTMLElement, id: string, secret: string) {
  await type(identifier(host), id);
  await type(password(host), secret);
  await submit(host);
}

describe('<owo-login>', () => {
  const successes: OwoLoginSuccessEvent[] = [];
  const onSuccess = (event: OwoLoginSuccessEvent) => successes.push(event);

  beforeEach(() => {
    resetRecords();
    successes.length = 0;
    document.addEventListener('owo-login-success', onSuccess);
  });
  afterEach(() => {
    document.removeEventListener('owo-login-success', onSuccess);
    for (const element of document.querySelectorAll('owo-login')) element.remove();
    localStorage.clear();
    getRuntime().session.setUser(null);
    pageTheme('light');
  });

  it('renders in an open shadow root with its styles applied', async () => {
    const head = document.head.innerHTML;
    const host = mountElement('owo-login');
    await expectShadowRendered(host, head);
    assertEqual(host.shadowRoot?.querySelector('h2')?.textContent, 'Welcome back');
  });

  it("shows SPEC.md 5's login messages on their fields and focuses the first", async () => {
    const host = mountElement('owo-login');
    await waitFor(() => host.shadowRoot?.querySelector('form'));
    await submit(host);
    assertEqual(errorOf(identifier(host)), 'Invalid username or email address');
    assertEqual(errorOf(password(host)), 'Password must be at least 6 characters');
    assertEqual(focused(), identifier(host), 'focus on the first invalid field');

    await type(identifier(host), 'not an email');
    await type(password(host), '12345');
    await submit(host);
    assertEqual(errorOf(identifier(host)), 'Invalid username or email address');
    assertEqual(errorOf(password(host)), 'Password must be at least 6 characters');

    // After the first submit, fixing a field clears its message.
    await type(identifier(host), 'ada@example.com');
    await sendKeys({ press: 'Tab' });
    await nextFrames();
    assertEqual(errorOf(identifier(host)), '');
    assertEqual(errorOf(password(host)), 'Password must be at least 6 characters');
    assertEqual(navigations.length, 0, 'nothing submitted');
  });

  it('works from the keyboard alone: Tab between fields, Space ticks "Remember me", Enter submits', async () => {
    const host = mountElement('owo-login');
    await waitFor(() => host.shadowRoot?.querySelector('form'));
    identifier(host).focus();
    await sendKeys({ type: 'ada@example.com' });
    await sendKeys({ press: 'Tab' });
    assertEqual(focused(), password(host));
    await sendKeys({ type: 'short' });
    await sendKeys({ press: 'Tab' });
    const remember = control(host, 'Remember me') as HTMLInputElement;
    assertEqual(focused(), remember);
    await sendKeys({ press: 'Space' });
    assert(remember.checked, 'ticked');
    password(host).focus();
    await sendKeys({ press: 'Enter' });
    await nextFrames();
    assertEqual(errorOf(password(host)), 'Password must be at least 6 characters', 'Enter submitted');
    assertEqual(focused(), password(host));
  });

  it('signs a verified account in: owo-login-success reaches document with no secret, then asks for /app/home', async () => {
    const account = await createAccount({ verified: true });
    const host = mountElement('owo-login');
    await waitFor(() => host.shadowRoot?.querySelector('form'));
    await signIn(host, account.email, account.password);
    const event = await waitFor(() => successes[0], { timeout: 5000, message: 'owo-login-success' });
    assert(event.bubbles && event.composed, 'bubbles and composed');
    assertDeepEqual(Object.keys(event.detail.user).sort(), ['email', 'firstName', 'id', 'lastName']);
    assertEqual(event.detail.user.email, account.email);
    const text = JSON.stringify(event.detail);
    assert(!text.includes(account.password), 'no password in the event');
    const token = localStorage.getItem('@accessToken');
    assert(token && !text.includes(token), 'the token is stored, and not in the event');
    assertDeepEqual(await lastNavigation(), { to: '/app/home', replace: true });
    assert(getRuntime().session.isAuthenticated(), 'the shared session is signed in');
  });

  it('goes back to the page the person asked for (from), else redirect-to; never to another site', async () => {
    const account = await createAccount({ verified: true });
    const host = mountElement('owo-login', { 'redirect-to': '/dashboard' });
    host.from = '/app/history';
    await waitFor(() => host.shadowRoot?.querySelector('form'));
    await signIn(host, account.username, account.password);
    assertEqual((await lastNavigation()).to, '/app/history');

    resetRecords();
    host.from = '//evil.example/phish';
    await nextFrames();
    await submit(host);
    assertEqual((await lastNavigation()).to, '/dashboard', 'a protocol-relative from is ignored');

    // Issue 9: browsers drop tabs and line breaks from URLs, so these are //evil.example too.
    for (const from of ['/\t/evil.example', '/\n/evil.example', '/\r/evil.example']) {
      resetRecords();
      host.from = from;
      await nextFrames();
      await submit(host);
      assertEqual((await lastNavigation()).to, '/dashboard', `from ${JSON.stringify(from)} is ignored`);
    }

    resetRecords();
    host.from = '';
    host.setAttribute('redirect-to', '/\t/evil.example');
    await nextFrames();
    await submit(host);
    assertEqual((await lastNavigation()).to, '/app/home', 'redirect-to is checked the same way');
  });

  it('sends an unverified account to verify-email with its email, after the warning', async () => {
    const account = await createAccount({ verified: false });
    const host = mountElement('owo-login', { 'verify-email-path': '/verify' });
    await waitFor(() => host.shadowRoot?.querySelector('form'));
    await signIn(host, account.email, account.password);
    assertDeepEqual(await lastNavigation(), { to: '/verify', state: { email: account.email } });
    await toastWith('warning', 'Please verify your email first');
    assertEqual(getRuntime().session.getPendingEmail(), account.email, 'the email is stored');
    assertEqual(successes.length, 0, 'no owo-login-success');
  });

  it('a wrong password: the error toast goes out on the bus once, and nothing else happens', async () => {
    const account = await createAccount({ verified: true });
    const host = mountElement('owo-login');
    await waitFor(() => host.shadowRoot?.querySelector('form'));
    await signIn(host, account.email, 'Wrong-passw0rd');
    await toastWith('error', 'Incorrect email, username or password');
    await waitFor(() => submitButton(host).getAttribute('aria-busy') === null, { message: 'not busy' });
    await sleep(100);
    assertEqual(navigations.length, 0, 'no navigation');
    assertEqual(successes.length, 0, 'no owo-login-success');
    assertEqual(getRuntime().session.isAuthenticated(), false);
  });

  it('says a wrong password inside the element when no owo-toaster is on the page, and only the toast when one is', async () => {
    const account = await createAccount({ verified: true });
    const host = mountElement('owo-login');
    await waitFor(() => host.shadowRoot?.querySelector('form'));
    await signIn(host, account.email, 'Wrong-passw0rd');
    const alert = await waitFor(() => host.shadowRoot?.querySelector('[role="alert"]'), {
      timeout: 5000,
      message: 'an alert in the element',
    });
    assertEqual(alert.textContent, 'Incorrect email, username or password');
    assertEqual(alert.querySelector('button'), null, 'no Retry for a refusal');

    host.remove();
    const toaster = mountElement('owo-toaster');
    try {
      const withToaster = mountElement('owo-login');
      await waitFor(() => withToaster.shadowRoot?.querySelector('form'));
      resetRecords();
      await signIn(withToaster, account.email, 'Wrong-passw0rd');
      await toastWith('error', 'Incorrect email, username or password');
      await waitFor(() => submitButton(withToaster).getAttribute('aria-busy') === null, { message: 'done' });
      assertEqual(withToaster.shadowRoot?.querySelector('[role="alert"]'), null, 'said once, by the toaster');
    } finally {
      toaster.remove();
    }
  });

  it('offline: says "Can\'t reach Owo. Check your connection." in the element, and Retry signs in once back', async () => {
    const account = await createAccount({ verified: true });
    const host = mountElement('owo-login');
    await waitFor(() => host.shadowRoot?.querySelector('form'));
    const realFetch = window.fetch;
    window.fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    let alert: Element;
    try {
      await signIn(host, account.email, account.password);
      alert = await waitFor(() => host.shadowRoot?.querySelector('[role="alert"]'), {
        timeout: 5000,
        message: 'an alert in the element',
      });
    } finally {
      window.fetch = realFetch;
    }
    assertEqual(alert.firstChild?.textContent, "Can't reach Owo. Check your connection.");
    assert(!host.shadowRoot?.textContent?.includes('Failed to fetch'), "never the browser's words");
    const retry = alert.querySelector('button');
    assertEqual(retry?.textContent, 'Retry');
    retry?.click();
    await waitFor(() => successes.length === 1, { timeout: 5000, message: 'signed in on Retry' });
    await waitFor(() => !host.shadowRoot?.querySelector('[role="alert"]'), { message: 'the alert gone' });
  });

  it('marks the submit button busy while signing in, and ignores a second press', async () => {
    const account = await createAccount({ verified: true });
    const host = mountElement('owo-login');
    await waitFor(() => host.shadowRoot?.querySelector('form'));
    await type(identifier(host), account.email);
    await type(password(host), account.password);
    submitButton(host).click();
    await waitFor(() => submitButton(host).getAttribute('aria-busy') === 'true', { message: 'busy' });
    submitButton(host).click();
    await waitFor(() => successes.length > 0, { timeout: 5000, message: 'signed in' });
    await sleep(200);
    assertEqual(successes.length, 1, 'one sign-in');
  });

  it('links to forgot password and register through owo-navigate, which is cancelable', async () => {
    const host = mountElement('owo-login', { 'register-path': '/join' });
    await waitFor(() => host.shadowRoot?.querySelector('form'));
    const links = [...(host.shadowRoot as ShadowRoot).querySelectorAll<HTMLAnchorElement>('[part~="link"]')];
    assertDeepEqual(
      links.map((link) => link.getAttribute('href')),
      ['/auth/forgot-password', '/join'],
    );
    let cancelable = false;
    host.addEventListener('owo-navigate', (event) => {
      cancelable = event.cancelable;
    });
    links[0]?.click();
    assertEqual((await lastNavigation()).to, '/auth/forgot-password');
    assert(cancelable, 'cancelable');
    links[1]?.click();
    assertEqual((await lastNavigation()).to, '/join');
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`has no serious or critical axe violations, ${theme}, with errors shown`, async () => {
      pageTheme(theme);
      const host = mountElement('owo-login');
      await waitFor(() => host.shadowRoot?.querySelector('form'));
      await expectAccessible(`owo-login (${theme})`);
      await submit(host);
      await expectAccessible(`owo-login with errors (${theme})`);
    });
  }
});
