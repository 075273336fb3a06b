import { sendKeys } from '@web/test-runner-commands';
import {
  connectTestApi,
  createAccount,
  latestCode,
  newIdentity,
  type TestAccount,
  VERIFY_SUBJECT,
} from '../../test/api';
import { assert, assertDeepEqual, assertEqual, nextFrames, waitFor } from '../../test/assert';
import {
  choose,
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
  resetRecords,
  submit,
  toastWith,
  type,
} from '../../test/forms';
import { apiAsUser, signIn, signOut } from '../../test/session';
import type { OwoEmailVerifiedEvent } from '../events/owo-email-verified';
import type { OwoLoginSuccessEvent } from '../events/owo-login-success';
import type { OwoRegisterSuccessEvent } from '../events/owo-register-success';
import { getRuntime } from '../internal/runtime';
import '../login/login.element';
import '../verify-email/verify-email.element';
import './register.element';

await connectTestApi();

const field = (host: HTMLElement, label: string) => control(host, label) as HTMLInputElement;

async function mountRegister(attributes: Record<string, string> = {}) {
  const host = mountElement('owo-register', attributes);
  await waitFor(() => host.shadowRoot?.querySelector('form'));
  return host;
}

async function fill(host: HTMLElement, account: TestAccount) {
  await type(field(host, 'First name'), account.firstName);
  await type(field(host, 'Last name'), account.lastName);
  await type(field(host, 'Username'), account.username);
  await type(field(host, 'Email'), account.email);
  await type(field(host, 'Phone number'), '+2348012345678');
  await choose(control(host, 'Gender') as HTMLSelectElement, 'female');
  await type(field(host, 'Password'), account.password);
  await type(field(host, 'Confirm password'), account.password);
  const terms = field(host, 'I agree to the terms and conditions');
  terms.focus();
  await sendKeys({ press: 'Space' });
}

describe('<owo-register>', () => {
  beforeEach(() => resetRecords());
  afterEach(() => {
    for (const tag of ['owo-register', 'owo-verify-email', 'owo-login'] as const) {
      for (const element of document.querySelectorAll(tag)) element.remove();
    }
    localStorage.clear();
    getRuntime().session.setUser(null);
    pageTheme('light');
  });

  it('renders in an open shadow root with its styles applied', async () => {
    const head = document.head.innerHTML;
    const host = mountElement('owo-register');
    await expectShadowRendered(host, head);
    assertEqual(
      getComputedStyle(host.shadowRoot?.querySelector('.owo-register__pair') as Element).display,
      'grid',
    );
  });

  it('has every SPEC.md 3 field, Nigeria preselected, and the terms link opening /terms in a new tab', async () => {
    const host = await mountRegister();
    for (const label of ['First name', 'Last name', 'Username', 'Email', 'Phone number', 'Password']) {
      assert(field(host, label), label);
    }
    assertEqual((control(host, 'Country') as HTMLSelectElement).value, 'NGA');
    assertDeepEqual(
      [...(control(host, 'Gender') as HTMLSelectElement).options].map((option) => option.value),
      ['', 'male', 'female', 'other'],
    );
    const link = host.shadowRoot?.querySelector<HTMLAnchorElement>('[part~="terms-link"]');
    assertEqual(link?.getAttribute('href'), '/terms');
    assertEqual(link?.target, '_blank');
  });

  /** Types into a field (after one submit, so messages show) and reads the message it gets. */
  async function expectMessage(host: HTMLElement, label: string, text: string, message: string) {
    await type(field(host, label), text);
    assertEqual(errorOf(field(host, label)), message, `${label} = "${text}"`);
  }

  async function submittedForm() {
    const host = await mountRegister();
    await submit(host);
    return host;
  }

  it("shows SPEC.md 5's required messages on every field and focuses the first", async () => {
    const host = await submittedForm();
    const required: Array<[string, string]> = [
      ['First name', 'First name is required'],
      ['Last name', 'Last name is required'],
      ['Username', 'Username is required'],
      ['Email', 'Email is required'],
      ['Phone number', 'Phone number is required'],
      ['Gender', 'Gender is required'],
      ['Password', 'Password is required'],
      ['Confirm password', 'Confirm password is required'],
      ['I agree to the terms and conditions', 'You must agree to the terms and conditions'],
    ];
    for (const [label, message] of required) assertEqual(errorOf(control(host, label)), message, label);
    assertEqual(focused(), field(host, 'First name'), 'focus on the first invalid field');
    await choose(control(host, 'Gender') as HTMLSelectElement, 'male');
    assertEqual(errorOf(control(host, 'Gender')), '');
    const terms = field(host, 'I agree to the terms and conditions');
    terms.focus();
    await sendKeys({ press: 'Space' });
    assertEqual(errorOf(terms), '');
    assertEqual(navigations.length, 0, 'nothing submitted');
  });

  it("shows SPEC.md 5's username and name messages", async () => {
    const host = await submittedForm();
    await expectMessage(host, 'Username', 'ab', 'Username must be at least 3 characters');
    await expectMessage(host, 'Username', 'a'.repeat(31), 'Username cannot exceed 30 characters');
    await expectMessage(
      host,
      'Username',
      'ada obi',
      'Username can only contain letters, numbers and underscores',
    );
    await expectMessage(host, 'Username', 'ada_obi', '');
    for (const name of ['First name', 'Last name']) {
      await expectMessage(host, name, 'A', `${name} must be at least 2 characters`);
      await expectMessage(host, name, 'A'.repeat(51), `${name} cannot exceed 50 characters`);
      await expectMessage(
        host,
        name,
        'Ada2',
        `${name} can only contain letters, spaces, hyphens and apostrophes`,
      );
      await expectMessage(host, name, "Ada-Ọmọ O'Neil", '');
    }
  });

  it("shows SPEC.md 5's email and phone messages", async () => {
    const host = await submittedForm();
    await expectMessage(host, 'Email', 'a@b', 'Email must be at least 5 characters');
    await expectMessage(host, 'Email', 'ada@example', 'Please enter a valid email address');
    await expectMessage(
      host,
      'Email',
      `${'a'.repeat(250)}@example.com`,
      'Email cannot exceed 255 characters',
    );
    await expectMessage(host, 'Email', 'ada@example.com', '');
    await expectMessage(host, 'Phone number', '0801-234', 'Invalid phone number format');
    await expectMessage(host, 'Phone number', '+234801234567890', 'Invalid phone number format');
    await expectMessage(host, 'Phone number', '+2348012345678', '');
  });

  it("shows SPEC.md 5's password and confirmation messages", async () => {
    const host = await submittedForm();
    await expectMessage(host, 'Password', 'Ab1!', 'Password must be at least 8 characters');
    await expectMessage(host, 'Password', `Ab1!${'a'.repeat(97)}`, 'Password cannot exceed 100 characters');
    await expectMessage(host, 'Password', 'passw0rd!', 'Password must contain at least one uppercase letter');
    await expectMessage(host, 'Password', 'PASSW0RD!', 'Password must contain at least one lowercase letter');
    await expectMessage(host, 'Password', 'Password!', 'Password must contain at least one number');
    await expectMessage(host, 'Password', 'Passw0rd', 'Password must contain at least one special character');
    await expectMessage(host, 'Password', 'Passw0rd!', '');
    await expectMessage(host, 'Confirm password', 'x', "Passwords don't match");
    await expectMessage(host, 'Confirm password', '', 'Please confirm your password');
    await expectMessage(host, 'Confirm password', 'Passw0rd?', "Passwords don't match");
    await expectMessage(host, 'Confirm password', 'Passw0rd!', '');
  });

  it('signs up, then verify-email (code from the mailbox), then login: the whole path against the API', async () => {
    const account = newIdentity();
    const registered: OwoRegisterSuccessEvent[] = [];
    const verified: OwoEmailVerifiedEvent[] = [];
    const signedIn: OwoLoginSuccessEvent[] = [];
    const listen = <E extends Event>(type: string, into: E[]) =>
      document.addEventListener(type, (event) => into.push(event as E), { once: true });
    listen('owo-register-success', registered);
    listen('owo-email-verified', verified);
    listen('owo-login-success', signedIn);

    const register = await mountRegister();
    await fill(register, { ...account, email: account.email.toUpperCase() });
    await submit(register);
    await toastWith('success', 'Please check your email to verify your account');
    const event = await waitFor(() => registered[0], { timeout: 5000, message: 'owo-register-success' });
    assertDeepEqual(event.detail, {
      email: account.email,
      message: 'Please check your email to verify your account',
    });
    const toVerify = await lastNavigation();
    assertDeepEqual(toVerify, { to: '/auth/verify-email', state: { email: account.email } });
    assertEqual(getRuntime().session.getPendingEmail(), account.email, 'pending email stored');
    register.remove();

    // What a router does with the request: the next screen, with the state.
    const verify = document.createElement('owo-verify-email');
    verify.state = toVerify.state as { email: string };
    document.body.append(verify);
    await waitFor(() => verify.shadowRoot?.querySelector('form'));
    assert(verify.shadowRoot?.textContent?.includes(account.email), 'names the email');
    const code = await latestCode(account.email, VERIFY_SUBJECT);
    otpBoxes(verify)[0]?.focus();
    resetRecords();
    await sendKeys({ type: code });
    const done = await waitFor(() => verified[0], { timeout: 5000, message: 'owo-email-verified' });
    assertDeepEqual(done.detail, { email: account.email });
    await toastWith('success', /^Email verified/);
    assertDeepEqual(await lastNavigation(), { to: '/auth/login', replace: true });
    verify.remove();

    const login = mountElement('owo-login');
    await waitFor(() => login.shadowRoot?.querySelector('form'));
    await type(control(login, 'Email or username') as HTMLInputElement, account.username);
    await type(control(login, 'Password') as HTMLInputElement, account.password);
    await submit(login);
    const success = await waitFor(() => signedIn[0], { timeout: 5000, message: 'owo-login-success' });
    assertEqual(success.detail.user.email, account.email);
    assertEqual(success.detail.user.firstName, account.firstName);
  });

  it('puts "Username is already taken" on the username field (and the toast is core\'s)', async () => {
    const taken = await createAccount({ verified: false });
    const host = await mountRegister();
    await fill(host, { ...newIdentity(), username: taken.username });
    await submit(host);
    await toastWith('error', 'Username is already taken');
    await waitFor(() => errorOf(field(host, 'Username')) === 'Username is already taken', {
      timeout: 5000,
      message: 'the message on the field',
    });
    assertEqual(focused(), field(host, 'Username'));
    assertEqual(navigations.length, 0);
  });

  /** Mounts the form on a page whose address carries `?ref=` (a referral link), put back afterwards. */
  async function mountWithRef(code: string) {
    const before = `${location.pathname}${location.search}`;
    history.replaceState(null, '', `?ref=${code}`);
    try {
      return await mountRegister();
    } finally {
      history.replaceState(null, '', before);
    }
  }

  it('takes a referral code from ?ref=, and says an unknown one on that field', async () => {
    const host = await mountWithRef('ZZZZ2345');
    const referral = field(host, 'Referral code (optional)');
    assertEqual(referral.value, 'ZZZZ2345', 'prefilled from the link');
    await fill(host, newIdentity());
    await submit(host);
    await waitFor(() => errorOf(referral) === 'This referral code is not valid', {
      timeout: 5000,
      message: 'the message on the referral field',
    });
    assertEqual(focused(), referral);
    assertEqual(navigations.length, 0, 'no account made');
    await type(referral, '');
    await submit(host);
    await lastNavigation();
  });

  it('registers a friend with the code of a referral link, in small letters too', async () => {
    const referrer = await signIn(await createAccount({ verified: true }));
    type Rewards = { data: { referralCode: string; referrals: Array<{ name: string; state: string }> } };
    const { referralCode } = (await apiAsUser<Rewards>('GET', 'rewards')).data;
    await signOut();
    const host = await mountWithRef(referralCode.toLowerCase());
    const friend = newIdentity();
    await fill(host, { ...friend, firstName: 'Kunle' });
    await submit(host);
    await toastWith('success', 'Please check your email to verify your account');
    await signIn(referrer);
    const { referrals } = (await apiAsUser<Rewards>('GET', 'rewards')).data;
    assertDeepEqual(
      referrals.map((r) => [r.name.split(' ')[0], r.state]),
      [['Kunle', 'joined']],
      "the referrer's friends",
    );
  });

  it('submits from the keyboard: Enter in a field sends the form', async () => {
    const host = await mountRegister();
    field(host, 'First name').focus();
    await sendKeys({ press: 'Enter' });
    await nextFrames();
    assertEqual(errorOf(field(host, 'First name')), 'First name is required');
    await sendKeys({ press: 'Tab' });
    assertEqual(focused(), field(host, 'Last name'), 'Tab moves on');
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`has no serious or critical axe violations, ${theme}, with errors shown`, async () => {
      pageTheme(theme);
      const host = await mountRegister();
      await expectAccessible(`owo-register (${theme})`);
      await submit(host);
      await expectAccessible(`owo-register with errors (${theme})`);
    });
  }
});
