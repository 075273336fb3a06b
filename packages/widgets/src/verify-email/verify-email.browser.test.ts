import { sendKeys } from '@web/test-runner-commands';
import { connectTestApi, createAccount, latestCode, VERIFY_SUBJECT } from '../../test/api';
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
  otpBoxes,
  pageTheme,
  paste,
  resetRecords,
  submit,
  toasts,
  toastWith,
  type,
} from '../../test/forms';
import type { OwoEmailVerifiedEvent } from '../events/owo-email-verified';
import './verify-email.element';

await connectTestApi();

const code = (host: HTMLElement) =>
  otpBoxes(host)
    .map((box) => box.value)
    .join('');
const description = (host: HTMLElement) =>
  host.shadowRoot?.querySelector('[part="description"]')?.textContent ?? '';
const resendButton = (host: HTMLElement) =>
  host.shadowRoot?.querySelector('[part~="resend-button"]') as HTMLButtonElement;

async function mountVerify(attributes: Record<string, string> = {}) {
  const host = mountElement('owo-verify-email', attributes);
  await waitFor(() => host.shadowRoot?.querySelector('form'));
  return host;
}

describe('<owo-verify-email>', () => {
  const verified: OwoEmailVerifiedEvent[] = [];
  const onVerified = (event: OwoEmailVerifiedEvent) => verified.push(event);

  beforeEach(() => {
    resetRecords();
    verified.length = 0;
    document.addEventListener('owo-email-verified', onVerified);
  });
  afterEach(() => {
    document.removeEventListener('owo-email-verified', onVerified);
    for (const element of document.querySelectorAll('owo-verify-email')) element.remove();
    localStorage.clear();
    pageTheme('light');
  });

  it('renders in an open shadow root with its styles applied, six code boxes', async () => {
    const head = document.head.innerHTML;
    const host = mountElement('owo-verify-email', { email: 'ada@example.com' });
    await expectShadowRendered(host, head);
    const boxes = otpBoxes(host);
    assertEqual(boxes.length, 6);
    assertEqual(boxes[0]?.autocomplete, 'one-time-code');
    assertEqual(getComputedStyle(boxes[0] as Element).textAlign, 'center', 'kit styles on the boxes');
  });

  it('takes the email from the attribute, else the navigation state, else the stored pending email, else asks', async () => {
    localStorage.setItem('pending-verification-email', 'stored@example.com');
    const host = await mountVerify({ email: 'Attr@Example.com' });
    host.state = { email: 'state@example.com' };
    await nextFrames();
    assert(description(host).includes('attr@example.com'), `attribute first: ${description(host)}`);
    host.remove();

    const fromState = document.createElement('owo-verify-email');
    fromState.state = { email: 'state@example.com' };
    document.body.append(fromState);
    await waitFor(() => description(fromState).includes('state@example.com'), { message: 'state second' });
    fromState.remove();

    const fromStorage = await mountVerify();
    assert(description(fromStorage).includes('stored@example.com'), 'the stored pending email third');
    fromStorage.remove();

    localStorage.removeItem('pending-verification-email');
    const asking = await mountVerify();
    assert(control(asking, 'Email'), 'an email field when nothing names the address');
    await submit(asking);
    assertEqual(errorOf(control(asking, 'Email')), 'Please enter a valid email address');
    assertEqual(focused(), control(asking, 'Email'));
  });

  it("shows SPEC.md 5's OTP message on the code and keeps the boxes digits-only", async () => {
    // With the email typed in (not given), a full code does not submit itself: this test stays offline.
    const host = await mountVerify();
    await type(control(host, 'Email') as HTMLInputElement, 'ada@example.com');
    await submit(host);
    const boxes = otpBoxes(host);
    assertEqual(errorOf(boxes[0] as HTMLInputElement), 'Please enter complete verification code');
    boxes[0]?.focus();
    await sendKeys({ type: '1a2 b-3' });
    assertEqual(code(host), '123', 'letters, spaces and signs never reach a box');
    assertEqual(errorOf(boxes[0] as HTMLInputElement), 'Please enter complete verification code');
    await submit(host);
    assertEqual(
      errorOf(boxes[0] as HTMLInputElement),
      'Please enter complete verification code',
      'still short',
    );
    assertEqual(focused(), boxes[3], 'focus on the first empty box');
    await sendKeys({ type: '456' });
    assertEqual(code(host), '123456');
    assertEqual(errorOf(boxes[0] as HTMLInputElement), '', 'a full code clears it');
    // 'Code must contain only numbers' is the contract's too; no keystroke or paste can get a non-digit in.
  });

  it('takes a paste only if it is all digits, cut to six', async () => {
    const host = await mountVerify();
    const [first] = otpBoxes(host) as [HTMLInputElement];
    first.focus();
    paste(first, '12a456');
    await nextFrames();
    assertEqual(code(host), '', 'a paste with a letter is refused whole');
    paste(first, ' 12345678 ');
    await nextFrames();
    assertEqual(code(host), '123456', 'digits cut to six; surrounding spaces from an email ignored');
  });

  it('verifies with the emailed code: toast, owo-email-verified on document, then asks for the login page', async () => {
    const account = await createAccount({ verified: false });
    const host = await mountVerify({ email: account.email, 'redirect-to': '/signin' });
    const otp = await latestCode(account.email, VERIFY_SUBJECT);
    otpBoxes(host)[0]?.focus();
    await sendKeys({ type: otp });
    const event = await waitFor(() => verified[0], { timeout: 5000, message: 'owo-email-verified' });
    assert(event.bubbles && event.composed, 'bubbles and composed');
    assertDeepEqual(event.detail, { email: account.email });
    await toastWith('success', /^Email verified/);
    assertDeepEqual(await lastNavigation(), { to: '/signin', replace: true });
  });

  it('a wrong code: the error toast once (from core), the boxes cleared for another try', async () => {
    const account = await createAccount({ verified: false });
    const host = await mountVerify({ email: account.email });
    const otp = await latestCode(account.email, VERIFY_SUBJECT);
    const wrong = otp === '000000' ? '111111' : '000000';
    otpBoxes(host)[0]?.focus();
    await sendKeys({ type: wrong });
    await toastWith('error', /^Invalid verification code/);
    await waitFor(() => code(host) === '', { message: 'boxes cleared' });
    await sleep(100);
    const first = otpBoxes(host)[0] as HTMLInputElement;
    assertEqual(errorOf(first), '', 'no field message on top of the toast');
    assertEqual(focused(), first, 'ready for another try');
    assertEqual(toasts.filter((toast) => toast.kind === 'error').length, 1, 'one error toast');
    assertEqual(verified.length, 0);
    assertEqual(navigations.length, 0);
  });

  it('resends a code, then waits out the cooldown before it can again; the new code works', async () => {
    const account = await createAccount({ verified: false });
    const first = await latestCode(account.email, VERIFY_SUBJECT);
    const host = await mountVerify({ email: account.email, 'resend-cooldown': '2' });
    assertEqual(resendButton(host).textContent, 'Resend code');
    resendButton(host).click();
    await toastWith('success', /.+/);
    await waitFor(() => resendButton(host).textContent?.startsWith('Resend code in'), {
      message: 'countdown',
    });
    assertEqual(resendButton(host).getAttribute('aria-disabled'), 'true');
    resendButton(host).click();
    await sleep(100);
    assertEqual(toasts.length, 1, 'a press during the cooldown sends nothing');
    await waitFor(() => resendButton(host).textContent === 'Resend code', {
      timeout: 4000,
      message: 'cooldown over',
    });
    assertEqual(resendButton(host).getAttribute('aria-disabled'), null);

    const second = await latestCode(account.email, VERIFY_SUBJECT, [first]);
    otpBoxes(host)[0]?.focus();
    await sendKeys({ type: second });
    await waitFor(() => verified[0], { timeout: 5000, message: 'verified with the new code' });
  });

  it('counts down 60 seconds by default', async () => {
    const account = await createAccount({ verified: false });
    const host = await mountVerify({ email: account.email });
    resendButton(host).click();
    await waitFor(() => resendButton(host).textContent === 'Resend code in 60s', {
      timeout: 5000,
      message: '60s',
    });
  });

  it('unmounts cleanly mid-countdown and works again when re-added', async () => {
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const account = await createAccount({ verified: false });
      const host = await mountVerify({ email: account.email });
      resendButton(host).click();
      await waitFor(() => resendButton(host).textContent?.startsWith('Resend code in'));
      host.remove();
      await sleep(400);
      document.body.append(host);
      await waitFor(() => host.shadowRoot?.querySelector('form'));
      assertEqual(errors.length, 0, `no React errors: ${JSON.stringify(errors)}`);
    } finally {
      console.error = original;
    }
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`has no serious or critical axe violations, ${theme}, with errors shown`, async () => {
      pageTheme(theme);
      const host = await mountVerify({ email: 'ada@example.com' });
      await expectAccessible(`owo-verify-email (${theme})`);
      await submit(host);
      await expectAccessible(`owo-verify-email with errors (${theme})`);
      host.remove();
      const asking = await mountVerify();
      await type(control(asking, 'Email') as HTMLInputElement, 'x');
      await submit(asking);
      await expectAccessible(`owo-verify-email asking for the email (${theme})`);
    });
  }
});
