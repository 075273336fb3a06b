// window.Owo and the page-level session events, for plain pages (no framework, no bus).
import '../src/toaster/toaster.element';
import type { OwoLogoutEvent } from '../src/events/owo-logout';
import type { OwoSessionChangeEvent } from '../src/events/owo-session-change';
import { getRuntime } from '../src/internal/runtime';
import { connectTestApi, createAccount } from './api';
import { assert, assertEqual, sleep, waitFor } from './assert';
import { signIn } from './session';

await connectTestApi();

describe('window.Owo and owo-session-change / owo-logout on document', () => {
  const changes: OwoSessionChangeEvent['detail'][] = [];
  const logouts: OwoLogoutEvent['detail'][] = [];
  const onChange = (event: OwoSessionChangeEvent) => changes.push(event.detail);
  const onLogout = (event: OwoLogoutEvent) => logouts.push(event.detail);
  let toaster: HTMLElement;

  beforeEach(() => {
    changes.length = 0;
    logouts.length = 0;
    document.addEventListener('owo-session-change', onChange);
    document.addEventListener('owo-logout', onLogout);
    // Any element connecting installs the bridge; a toaster is the lightest.
    toaster = document.createElement('owo-toaster');
    document.body.append(toaster);
  });
  afterEach(() => {
    document.removeEventListener('owo-session-change', onChange);
    document.removeEventListener('owo-logout', onLogout);
    toaster.remove();
  });

  it('reads the user, hears the sign-in and the sign-out once each, and never sees a token', async () => {
    const api = globalThis.Owo;
    assert(api, 'window.Owo is installed by defining an element');
    assertEqual(await api.session.getUser(), null, 'nobody signed in yet');

    const account = await createAccount({ verified: true });
    await signIn(account);
    const user = await api.session.getUser();
    assertEqual(user?.email, account.email.toLowerCase());
    await waitFor(() => changes.some((change) => change.user?.email === user?.email), {
      message: 'owo-session-change with the user',
    });
    const token = localStorage.getItem('@accessToken') ?? '';
    assert(token.length > 20, 'signed in with a token');
    assert(!JSON.stringify(changes).includes(token), 'no token in the events');

    await api.session.signOut();
    await waitFor(() => logouts.length === 1, { message: 'one owo-logout' });
    assertEqual(logouts[0]?.reason, 'user');
    assertEqual(changes.at(-1)?.user, null, 'the last change says nobody');
    assertEqual(await api.session.getUser(), null);
    assertEqual(getRuntime().session.getUser(), null);
  });

  it('fires owo-session-change once for a sign-in, not again as checks around a reconnect answer', async () => {
    const account = await createAccount({ verified: true });
    await signIn(account);
    await waitFor(() => changes.some((change) => change.user !== null), { message: 'the sign-in' });
    const before = changes.length;
    const { session } = getRuntime();
    // Offline: the session check gets no answer.
    const realFetch = window.fetch;
    window.fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    try {
      await session.refetch();
    } finally {
      window.fetch = realFetch;
    }
    // Back online: the reconnect, a focus and the query each ask again, and get the same person.
    window.dispatchEvent(new Event('online'));
    await session.refetch();
    await session.refetch();
    await sleep(50);
    assertEqual(session.getUser()?.email, account.email.toLowerCase(), 'still signed in');
    assertEqual(
      changes.length,
      before,
      `no more owo-session-change (got ${JSON.stringify(changes.slice(before))})`,
    );
    await globalThis.Owo?.session.signOut();
    await waitFor(() => changes.at(-1)?.user === null, { message: 'the sign-out' });
    assertEqual(changes.length, before + 1, 'one owo-session-change for the sign-out');
  });

  it('a second copy of the bundle keeps the first window.Owo', async () => {
    const first = globalThis.Owo;
    const { installPageApi } = await import('../src/internal/page-session');
    installPageApi('9.9.9');
    assertEqual(globalThis.Owo, first);
    assertEqual(globalThis.Owo?.version === '9.9.9', false);
  });
});
