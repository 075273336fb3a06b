// Widgets on one page share one session and cache (DESIGN.md 1): signing in through <owo-login> makes a
// bell elsewhere on the page load that user's notifications with no reload; signing out empties it.
import '../src/login/login.element';
import '../src/notification-bell/notification-bell.element';
import '../src/pin-setup/pin-setup.element';
import { getQueryClient, getRuntime } from '../src/internal/runtime';
import { connectTestApi, createAccount } from './api';
import { assert, assertEqual, waitFor } from './assert';
import { control, lastNavigation, mountElement, resetRecords, submit, type } from './forms';
import { signIn, signInNewAccount, signOut } from './session';

await connectTestApi();

const shadow = (host: HTMLElement) => host.shadowRoot as ShadowRoot;
const badgeOf = (bell: HTMLElement) => shadow(bell).querySelector('[part="badge"]')?.textContent ?? null;
const bellButton = (bell: HTMLElement) => shadow(bell).querySelector<HTMLButtonElement>('[part="button"]');
const pinDialog = (pin: HTMLElement) => shadow(pin).querySelector('dialog');

/** A page header and a sign-in form in different parts of the page, as a partner lays them out. */
function layout() {
  const header = document.createElement('header');
  const main = document.createElement('main');
  document.body.append(header, main);
  const bell = document.createElement('owo-notification-bell');
  const pin = document.createElement('owo-pin-setup');
  header.append(bell, pin);
  const login = mountElement('owo-login');
  main.append(login);
  const remove = () => {
    for (const node of [header, main, login]) node.remove();
  };
  return { bell, pin, login, remove };
}

describe('one session shared by every element on the page', () => {
  let page: ReturnType<typeof layout> | undefined;
  beforeEach(() => resetRecords());
  afterEach(async () => {
    page?.remove();
    await signOut();
  });

  it('signing in through <owo-login> loads the bell and opens the PIN prompt, with no reload', async () => {
    const loadMark = performance.getEntriesByType('navigation').length;
    page = layout();
    const { bell, pin, login } = page;
    await waitFor(() => bellButton(bell)?.disabled, { message: 'a disabled bell while signed out' });
    assertEqual(badgeOf(bell), null);
    assertEqual(pinDialog(pin), null);

    const account = await createAccount({ verified: true });
    await waitFor(() => shadow(login).querySelector('form'));
    await type(control(login, 'Email or username') as HTMLInputElement, account.email);
    await type(control(login, 'Password') as HTMLInputElement, account.password);
    await submit(login);
    await lastNavigation();

    // Welcome (verification) and the new sign-in.
    await waitFor(() => badgeOf(bell) === '2', { timeout: 5000, message: "the bell loads the user's count" });
    assertEqual(bellButton(bell)?.disabled, false);
    await waitFor(() => pinDialog(pin)?.open, { message: 'the PIN prompt for a user with no PIN' });
    assertEqual(performance.getEntriesByType('navigation').length, loadMark, 'no page load');
  });

  it('signing out anywhere empties the bell and closes the PIN prompt; the next user gets their own', async () => {
    page = layout();
    const { bell, pin } = page;
    await signInNewAccount();
    await waitFor(() => badgeOf(bell) === '2', { timeout: 5000, message: 'signed in' });
    await waitFor(() => pinDialog(pin)?.open);

    await signOut();
    await waitFor(() => bellButton(bell)?.disabled && badgeOf(bell) === null, {
      message: 'the bell emptied',
    });
    await waitFor(() => !pinDialog(pin), { message: 'the prompt closed' });

    // A second user with a different count (one more sign-in), so the bell shows theirs, not a leftover.
    const second = await createAccount({ verified: true });
    await signIn(second);
    await signOut();
    await signIn(second);
    await waitFor(() => badgeOf(bell) === '3', { timeout: 5000, message: "the second user's count" });
    assertEqual(getRuntime().session.getUser()?.email, second.email);
  });

  it('follows a sign-in after the cache was cleared with no user to drop (a failed refresh while signed out)', async () => {
    // "No user" as the session check answers it when the server is unreachable (SPEC.md 8).
    getRuntime().session.setUser(null);
    const bell = mountElement('owo-notification-bell');
    try {
      await waitFor(() => bellButton(bell)?.disabled, { message: 'signed out' });
      // A failed refresh clears the cache; the cached null stays null, so no query tells the bell.
      getRuntime().bus.emit('session:logout', { reason: 'refresh-failed' });
      await signInNewAccount();
      await waitFor(() => badgeOf(bell) === '2', { timeout: 5000, message: 'the bell follows the sign-in' });
    } finally {
      bell.remove();
    }
  });

  it('two bells share one request and one cache', async () => {
    await signInNewAccount();
    const first = mountElement('owo-notification-bell');
    const second = mountElement('owo-notification-bell');
    try {
      await waitFor(() => badgeOf(first) === '2' && badgeOf(second) === '2', { timeout: 5000 });
      const queries = getQueryClient(getRuntime())
        .getQueryCache()
        .findAll({ queryKey: ['notifications'] });
      assertEqual(queries.length, 1, 'one cached list');
      assertEqual(queries[0]?.getObserversCount(), 2, 'watched by both bells');
      assert(queries[0]?.state.dataUpdateCount === 1, 'fetched once');
    } finally {
      first.remove();
      second.remove();
    }
  });
});
