import { sendKeys } from '@web/test-runner-commands';
import { connectTestApi, createAccount, latestCode, RESET_SUBJECT } from '../../test/api';
import { assertDeepEqual, assertEqual, nextFrames, waitFor } from '../../test/assert';
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
  toastWith,
  type,
} from '../../test/forms';
import { RESET_HANDOVER_KEY } from '../internal/reset-handover';
import './forgot-password.element';

await connectTestApi();

const email = (host: HTMLElement) => control(host, 'Email') as HTMLInputElement;

async function mountForgot(attributes: Record<string, string> = {}) {
  const host = mountElement('owo-forgot-password', attributes);
  await waitFor(() => host.shadowRoot?.querySelector('form'));
  return host;
}

describe('<owo-forgot-password>', () => {
  beforeEach(() => resetRecords());
  afterEach(() => {
    for (const element of document.querySelectorAll('owo-forgot-password')) element.remove();
    sessionStorage.clear();
    pageTheme('light');
  });

  it('renders in an open shadow root with its styles applied', async () => {
    const head = document.head.innerHTML;
    await expectShadowRendered(mountElement('owo-forgot-password'), head);
  });

  it("shows SPEC.md 5's forgot-password message on the email field", async () => {
    const host = await mountForgot();
    await submit(host);
    assertEqual(errorOf(email(host)), 'Invalid username or email address');
    assertEqual(focused(), email(host));
    await type(email(host), 'ada@example');
    assertEqual(errorOf(email(host)), 'Invalid username or email address');
    await type(email(host), 'ada@example.com');
    assertEqual(errorOf(email(host)), '');
    assertEqual(navigations.length, 0);
  });

  it('sends a code and asks for the code step with { email }, saying only that a code went if the account exists', async () => {
    const account = await createAccount({ verified: true });
    const host = await mountForgot();
    email(host).focus();
    await sendKeys({ type: account.email.toUpperCase() });
    await sendKeys({ press: 'Enter' });
    await toastWith('success', "If an account exists for this email, we've sent a code");
    assertDeepEqual(await lastNavigation(), {
      to: '/auth/verify-reset-password',
      state: { email: account.email },
    });
    await latestCode(account.email, RESET_SUBJECT);
    assertDeepEqual(JSON.parse(sessionStorage.getItem(RESET_HANDOVER_KEY) ?? ''), { email: account.email });
  });

  it('answers the same for an address with no account', async () => {
    const host = await mountForgot({ 'verify-reset-password-path': '/reset/code' });
    await type(email(host), 'nobody.here@example.com');
    await submit(host);
    await toastWith('success', "If an account exists for this email, we've sent a code");
    assertDeepEqual(await lastNavigation(), {
      to: '/reset/code',
      state: { email: 'nobody.here@example.com' },
    });
  });

  it('links back to sign in through owo-navigate', async () => {
    const host = await mountForgot({ 'login-path': '/signin' });
    host.shadowRoot?.querySelector<HTMLAnchorElement>('[part~="login-link"]')?.click();
    await nextFrames();
    assertDeepEqual(await lastNavigation(), { to: '/signin' });
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`has no serious or critical axe violations, ${theme}, with errors shown`, async () => {
      pageTheme(theme);
      const host = await mountForgot();
      await expectAccessible(`owo-forgot-password (${theme})`);
      await submit(host);
      await expectAccessible(`owo-forgot-password with errors (${theme})`);
    });
  }
});
