import { connectTestApi, latestCode, testApiBase } from '../../../../test/api';
import { routeLikeAHost, shadowOf, textOf } from '../../../../test/app-router';
import { assert, assertEqual, nextFrames, waitFor } from '../../../../test/assert';
import {
  control,
  errorOf,
  expectAccessible,
  failRequests,
  mountElement,
  pageTheme,
  resetRecords,
  toastWith,
  type,
} from '../../../../test/forms';
import { setPin } from '../../../../test/money';
import { apiAsUser, signInNewAccount } from '../../../../test/session';
import { getQueryClient, getRuntime, getThemeController } from '../../../internal/runtime';
import '../../app.element';
import type { OwoApp } from '../../app.element';

// Issue 22: the Profile, Security and Preference tabs on the real API, as a signed-in person uses them.

await connectTestApi();
const PIN = '1357';

const startUrl = routeLikeAHost();

const open = (path: string) => {
  history.replaceState(null, '', path);
  return mountElement('owo-app');
};
const showing = (host: HTMLElement, needle: string, timeout = 8000) =>
  waitFor(() => textOf(host).includes(needle), { timeout, message: `the screen showing "${needle}"` });
const findButton = (host: HTMLElement, label: string) =>
  [...shadowOf(host).querySelectorAll('button')].find(
    (b) => b.textContent?.trim() === label || b.getAttribute('aria-label') === label,
  );
const button = (host: HTMLElement, label: string) =>
  waitFor(() => findButton(host, label), { timeout: 8000, message: `a button "${label}"` });
const click = async (host: HTMLElement, label: string) => {
  (await button(host, label)).click();
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
const press = async (host: HTMLElement, digits: string) => {
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
const keypadLabel = (host: HTMLElement) =>
  shadowOf(host).querySelector('.owo-keypad')?.getAttribute('aria-label') ?? '';
const waitKeypad = (host: HTMLElement, label: string) =>
  waitFor(() => keypadLabel(host) === label, { timeout: 8000, message: `the keypad "${label}"` });
const otp = async (host: HTMLElement, code: string) => {
  const box = await waitFor(() => shadowOf(host).querySelector<HTMLInputElement>('.owo-otp__box'), {
    timeout: 8000,
    message: 'the code boxes',
  });
  await type(box, code);
};

interface Me {
  data: { user: { firstName: string; email: string }; pendingEmail: string | null };
}

describe('the settings tabs of <owo-app>', () => {
  beforeEach(() => {
    resetRecords();
    // Each test signs a new person in: nothing cached for the last one may show.
    getQueryClient(getRuntime()).clear();
  });
  afterEach(() => {
    for (const element of document.querySelectorAll('owo-app')) element.remove();
    history.replaceState(null, '', startUrl);
    pageTheme('light');
    localStorage.removeItem('owo:hide-balance');
  });

  it('Profile: the initials, a read-only username, SPEC messages, and a saved name in the header', async () => {
    const account = await signInNewAccount();
    await setPin(PIN);
    const host = open('/app/settings/profile');
    await showing(host, `@${account.username}`);
    assertEqual(shadowOf(host).querySelector('.owo-settings__avatar')?.textContent, 'AO', 'the initials');
    const username = await field(host, 'Username');
    assert((username as HTMLInputElement).readOnly, 'the username is not editable');

    const first = await field(host, 'First name');
    await type(first, 'A');
    await click(host, 'Save changes');
    assertEqual(errorOf(first), 'First name must be at least 2 characters');
    const phone = await field(host, 'Phone number');
    await type(phone, '12ab');
    assertEqual(errorOf(phone), 'Invalid phone number format');

    await type(first, 'Adaora');
    await type(phone, '+2348098765432');
    await click(host, 'Save changes');
    await showing(host, 'Your details have been saved.');
    const menu = shadowOf(host).querySelector('.owo-app__user');
    await waitFor(() => menu?.getAttribute('aria-label') === 'Account menu for Adaora Obi', {
      message: 'the header names the person anew',
    });
    assertEqual(getRuntime().session.getUser()?.firstName, 'Adaora', 'the cached user');
    const me = await apiAsUser<Me>('GET', 'me');
    assertEqual(me.data.user.firstName, 'Adaora', 'saved on the server');
  });

  it('Profile: an email change waits for the code sent to the new address, then takes effect', async () => {
    const account = await signInNewAccount();
    await setPin(PIN);
    const host = open('/app/settings/profile');
    await click(host, 'Change email');
    const newEmail = `new.${account.email}`;
    await type(await field(host, 'New email address'), newEmail);
    await type(await field(host, 'Current password'), account.password);
    await click(host, 'Send code');
    await showing(host, `we sent a 6-digit code to ${newEmail}`);
    assertEqual((await apiAsUser<Me>('GET', 'me')).data.user.email, account.email, 'not changed yet');

    const code = await latestCode(newEmail, /new Owo email/i);
    await otp(host, code);
    await toastWith('success', `Your email is now ${newEmail}`);
    await showing(host, `Your email is ${newEmail}`);
    assertEqual(getRuntime().session.getUser()?.email, newEmail, 'the cached user');
    const me = await apiAsUser<Me>('GET', 'me');
    assertEqual(me.data.user.email, newEmail);
    assertEqual(me.data.pendingEmail, null);
  });

  it('Security: a wrong current password is refused; a right one signs the other device out', async () => {
    const account = await signInNewAccount();
    await setPin(PIN);
    // A second device: another sign-in of the same account.
    const other = await fetch(`${await testApiBase()}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: account.email, password: account.password, rememberMe: false }),
    });
    const otherToken = ((await other.json()) as { data: { accessToken: string } }).data.accessToken;
    const asOther = async () =>
      (
        await fetch(`${await testApiBase()}/api/v1/me`, {
          headers: { authorization: `Bearer ${otherToken}` },
        })
      ).status;
    assertEqual(await asOther(), 200, 'the other device is signed in');

    const host = open('/app/settings/security');
    await showing(host, 'This device');
    assertEqual(
      shadowOf(host).querySelectorAll('[aria-label="Signed-in devices"] li').length,
      2,
      'two devices',
    );
    await showing(host, 'Signed in');

    await type(await field(host, 'Current password'), 'Wrong0ne!');
    await type(await field(host, 'New password'), 'Fresh1pass!');
    await type(await field(host, 'Confirm new password'), 'Fresh1pass');
    await click(host, 'Change password');
    assertEqual(errorOf(await field(host, 'Confirm new password')), 'Passwords do not match');
    await type(await field(host, 'Confirm new password'), 'Fresh1pass!');
    await click(host, 'Change password');
    await toastWith('error', 'Your current password is incorrect.');
    assertEqual(await asOther(), 200, 'nothing changed');

    await type(await field(host, 'Current password'), account.password);
    await click(host, 'Change password');
    await showing(host, 'your other devices have been signed out');
    assertEqual(await asOther(), 401, 'the other device is signed out');
    assertEqual((await apiAsUser<Me>('GET', 'me')).data.user.email, account.email, 'this one stays');
    await waitFor(() => shadowOf(host).querySelectorAll('[aria-label="Signed-in devices"] li').length === 1, {
      timeout: 5000,
      message: 'one device left in the list',
    });
    await showing(host, 'Password changed');
  });

  it('Security: sign out one device, after asking', async () => {
    const account = await signInNewAccount();
    await setPin(PIN);
    await fetch(`${await testApiBase()}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: account.email, password: account.password, rememberMe: false }),
    });
    const host = open('/app/settings/security');
    const signOut = await waitFor(
      () =>
        [...shadowOf(host).querySelectorAll('button')].find((b) =>
          b.getAttribute('aria-label')?.startsWith('Sign out '),
        ),
      { timeout: 8000, message: "the other device's Sign out" },
    );
    signOut.click();
    await showing(host, 'It will need the password to come back.');
    const keep = await button(host, 'Cancel');
    assertEqual(shadowOf(host).activeElement, keep, 'the safe answer has the focus');
    await click(host, 'Sign out');
    await waitFor(() => textOf(host).includes('You are signed in on this device only.'), {
      timeout: 5000,
      message: 'one device left',
    });
  });

  it('Security: change the PIN on the keypad; a wrong current PIN is said and asked again', async () => {
    await signInNewAccount();
    await setPin(PIN);
    const host = open('/app/settings/security');
    await click(host, 'Change PIN');
    await waitKeypad(host, 'Current PIN');
    await press(host, '9999');
    await waitKeypad(host, 'New PIN');
    await press(host, '2468');
    await waitKeypad(host, 'Confirm new PIN');
    await press(host, '2468');
    // A wrong current PIN: back to it, with the API's message (attempts left) above the keys.
    await waitKeypad(host, 'Current PIN');
    await showing(host, 'Incorrect');
    await press(host, PIN);
    await waitKeypad(host, 'New PIN');
    await press(host, '2468');
    await waitKeypad(host, 'Confirm new PIN');
    await press(host, '2468');
    await showing(host, 'Your PIN has been changed.');
    await apiAsUser('POST', 'me/pin', { currentPin: '2468', newPin: PIN });
  });

  it('Security: a locked PIN points to Forgot PIN, which sets a new one and lifts the lock', async () => {
    const account = await signInNewAccount();
    await setPin(PIN);
    for (let i = 0; i < 5; i += 1)
      await apiAsUser('POST', 'me/pin', { currentPin: '0000', newPin: '1111' }).catch(() => undefined);
    const host = open('/app/settings/security');
    await click(host, 'Change PIN');
    await waitKeypad(host, 'Current PIN');
    await press(host, '0000');
    await waitKeypad(host, 'New PIN');
    await press(host, '1111');
    await waitKeypad(host, 'Confirm new PIN');
    await press(host, '1111');
    await showing(host, 'Reset PIN with Forgot PIN');
    await click(host, 'Reset PIN with Forgot PIN');

    await type(await field(host, 'Password'), account.password);
    await click(host, 'Email me a code');
    const code = await latestCode(account.email, /PIN reset code/i);
    await otp(host, code);
    await waitKeypad(host, 'New PIN');
    await press(host, '8642');
    await waitKeypad(host, 'Confirm new PIN');
    await press(host, '8642');
    await showing(host, 'Your new PIN is set.');
    // The lock is lifted and the new PIN works (changing it back proves it).
    await apiAsUser('POST', 'me/pin', { currentPin: '8642', newPin: PIN });
    await showing(host, 'Transaction PIN reset');
  });

  it('Security: /app/settings/security?pin=forgot opens Forgot PIN with the password field focused', async () => {
    await signInNewAccount();
    await setPin(PIN);
    const host = open('/app/settings/security?pin=forgot');
    const password = await field(host, 'Password');
    await waitFor(() => shadowOf(host).activeElement === password, { message: 'the password focused' });
  });

  it('Preference: money emails off is saved; security stays on; the theme is the header’s', async () => {
    await signInNewAccount();
    await setPin(PIN);
    const host = open('/app/settings/preference');
    const moneyEmail = await waitFor(
      () =>
        shadowOf(host).querySelector<HTMLButtonElement>(
          `button[role="switch"]#${CSS.escape(idOf(host, 'Money notifications by email'))}`,
        ),
      { timeout: 8000, message: 'the money email switch' },
    );
    assertEqual(moneyEmail.getAttribute('aria-checked'), 'true', 'money emails are on by default');
    const security = [...shadowOf(host).querySelectorAll<HTMLButtonElement>('button[role="switch"]')].filter(
      (s) => labelOf(host, s).startsWith('Security notifications'),
    );
    assertEqual(security.length, 2, 'security in the app and by email');
    assert(
      security.every((s) => s.disabled && s.getAttribute('aria-checked') === 'true'),
      'always on',
    );

    moneyEmail.click();
    await showing(host, 'Preferences saved.');
    assertEqual(moneyEmail.getAttribute('aria-checked'), 'false');
    const saved = await apiAsUser<{ data: { notifications: { money: { email: boolean; inApp: boolean } } } }>(
      'GET',
      'me/preferences',
    );
    assertEqual(saved.data.notifications.money.email, false, 'saved on the server');
    assertEqual(saved.data.notifications.money.inApp, true, 'in-app untouched');

    const dark = await field(host, 'Dark');
    dark.click();
    assertEqual(getThemeController().getSnapshot().theme, 'dark', "the header toggle's controller");
    (await field(host, 'Light')).click();
  });

  it('Preference: hide the balance by default, honoured on Home', async () => {
    await signInNewAccount();
    await setPin(PIN);
    const host = open('/app/settings/preference');
    const hide = await waitFor(
      () =>
        shadowOf(host).querySelector<HTMLButtonElement>(
          `#${CSS.escape(idOf(host, 'Hide my balance by default'))}`,
        ),
      { timeout: 8000, message: 'the hide-balance switch' },
    );
    hide.click();
    await showing(host, 'Preferences saved.');
    history.replaceState(null, '', '/app/home');
    (host as OwoApp).path = '/app/home';
    await showing(host, 'Balance hidden');
    assert(!shadowOf(host).querySelector('.owo-home__balance')?.textContent?.includes('0.00'), 'no amount');
  });

  it('a list that cannot load says so, and Try again loads it', async () => {
    await signInNewAccount();
    await setPin(PIN);
    const restore = failRequests('/me/preferences');
    try {
      const host = open('/app/settings/preference');
      await showing(host, 'We could not load your preferences.');
      restore();
      await click(host, 'Try again');
      await showing(host, 'Hide my balance by default');
    } finally {
      restore();
    }
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`the three tabs have no serious or critical axe violation (${theme})`, async () => {
      await signInNewAccount();
      await setPin(PIN);
      pageTheme(theme);
      const host = open('/app/settings/profile');
      await showing(host, 'Change email');
      await expectAccessible(`profile ${theme}`);
      for (const [tab, needle] of [
        ['security', 'This device'],
        ['preference', 'Hide my balance by default'],
      ] as const) {
        history.replaceState(null, '', `/app/settings/${tab}`);
        (host as OwoApp).path = `/app/settings/${tab}`;
        await showing(host, needle);
        await expectAccessible(`${tab} ${theme}`);
      }
    });
  }
});

function labelOf(host: HTMLElement, control: Element): string {
  return shadowOf(host).querySelector(`label[for="${CSS.escape(control.id)}"]`)?.textContent ?? '';
}

function idOf(host: HTMLElement, label: string): string {
  const found = [...shadowOf(host).querySelectorAll('label')].find((l) => l.textContent === label);
  return found?.htmlFor ?? 'none';
}
