import { sendKeys } from '@web/test-runner-commands';
import { connectTestApi, createAccount, latestCode, RESET_SUBJECT, testApiBase } from '../../test/api';
import { assert, assertDeepEqual, assertEqual, nextFrames, sleep, waitFor } from '../../test/assert';
import {
  control,
  errorOf,
  expectAccessible,
  expectShadowRendered,
  lastNavigation,
  mountElement,
  navigations,
  otpBoxes,
  pageTheme,
  paste,
  resetRecords,
  submit,
  toasts,
  toastWith,
} from '../../test/forms';
import type { NavigateDetail } from '../events/owo-navigate';
import { RESET_HANDOVER_KEY, resetHandover } from '../internal/reset-handover';
import './verify-reset-password.element';

await connectTestApi();

const code = (host: HTMLElement) =>
  otpBoxes(host)
    .map((box) => box.value)
    .join('');
const description = (host: HTMLElement) =>
  host.shadowRoot?.querySelector('[part="description"]')?.textContent ?? '';

async function mountVerify(attributes: Record<string, string> = {}) {
  const host = mountElement('owo-verify-reset-password', attributes);
  await waitFor(() => host.shadowRoot?.querySelector('form'));
  return host;
}

/** What owo-forgot-password does first: a reset code emailed to the account. */
async function requestCode(email: string): Promise<string> {
  await fetch(`${await testApiBase()}/api/v1/auth/forgot-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  return latestCode(email, RESET_SUBJECT);
}

describe('<owo-verify-reset-password>', () => {
  beforeEach(() => resetRecords());
  afterEach(() => {
    for (const element of document.querySelectorAll('owo-verify-reset-password')) element.remove();
    sessionStorage.clear();
    pageTheme('light');
  });

  it('renders in an open shadow root with its styles applied', async () => {
    const head = document.head.innerHTML;
    await expectShadowRendered(mountElement('owo-verify-reset-password', { email: 'ada@example.com' }), head);
  });

  it('takes the email from the attribute, else the navigation state, else the one forgot-password kept, else asks', async () => {
    resetHandover.start('kept@example.com');
    const host = await mountVerify({ email: 'attr@example.com' });
    assert(description(host).includes('attr@example.com'), 'attribute first');
    host.remove();
    const fromState = document.createElement('owo-verify-reset-password');
    fromState.state = { email: 'state@example.com' };
    document.body.append(fromState);
    await waitFor(() => description(fromState).includes('state@example.com'), { message: 'state second' });
    fromState.remove();
    const kept = await mountVerify();
    assert(description(kept).includes('kept@example.com'), 'the kept email third');
    kept.remove();
    resetHandover.clear();
    const asking = await mountVerify();
    assert(control(asking, 'Email'), 'asks for the email');
  });

  it("shows SPEC.md 5's OTP message and applies the paste rules", async () => {
    const host = await mountVerify();
    await submit(host);
    assertEqual(errorOf(control(host, 'Email')), 'Please enter a valid email address');
    assertEqual(errorOf(otpBoxes(host)[0] as HTMLInputElement), 'Please enter complete verification code');
    const first = otpBoxes(host)[0] as HTMLInputElement;
    paste(first, '98 76 54');
    await nextFrames();
    assertEqual(code(host), '', 'a paste with spaces inside is refused');
    paste(first, '987654321');
    await nextFrames();
    assertEqual(code(host), '987654');
    assertEqual(errorOf(first), '');
  });

  it("a wrong code: core's error toast ('Invalid verification code'), no navigation", async () => {
    const account = await createAccount({ verified: true });
    const otp = await requestCode(account.email);
    const host = await mountVerify({ email: account.email });
    otpBoxes(host)[0]?.focus();
    await sendKeys({ type: otp === '123456' ? '654321' : '123456' });
    await toastWith('error', /^Invalid verification code/);
    await waitFor(() => code(host) === '', { message: 'cleared' });
    await sleep(100);
    assertEqual(navigations.length, 0);
    assertEqual(resetHandover.token(), null);
  });

  it("trades the emailed code: 'Code verified successfully', then reset-password with { email } only; the token stays in this tab", async () => {
    const account = await createAccount({ verified: true });
    const otp = await requestCode(account.email);
    const heard: NavigateDetail[] = [];
    document.addEventListener('owo-navigate', (event) => heard.push(event.detail), { once: true });
    const host = await mountVerify({ 'reset-password-path': '/reset/new' });
    host.state = { email: account.email };
    await waitFor(() => description(host).includes(account.email));
    otpBoxes(host)[0]?.focus();
    await sendKeys({ type: otp });
    await toastWith('success', 'Code verified successfully');
    assertDeepEqual(await lastNavigation(), { to: '/reset/new', state: { email: account.email } });
    const token = resetHandover.token(account.email);
    assert(token, 'the reset token is handed over');
    assert(!JSON.stringify(heard).includes(token), 'not in the owo-navigate detail');
    assert(!JSON.stringify(toasts).includes(token), 'not on the bus');
    assert(!location.href.includes(token), 'not in the URL');
    assert(sessionStorage.getItem(RESET_HANDOVER_KEY)?.includes(token), 'in sessionStorage');
    assertEqual(localStorage.getItem(RESET_HANDOVER_KEY), null, 'not in localStorage');
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`has no serious or critical axe violations, ${theme}, with errors shown`, async () => {
      pageTheme(theme);
      const host = await mountVerify();
      await expectAccessible(`owo-verify-reset-password (${theme})`);
      await submit(host);
      await expectAccessible(`owo-verify-reset-password with errors (${theme})`);
    });
  }
});
