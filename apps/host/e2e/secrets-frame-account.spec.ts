import { expect, type FrameLocator, type Locator, type Page, test } from '@playwright/test';
import { deepCount, frameOrigin, heard, partnerSite } from './frame-support';
import { mailboxCode, newAccount } from './partner-servers';

// Issue 24: on a partner's page (localhost) the account screens that take a password or a code, the
// sign-up with its email code and the password reset with its code and new password, are typed only
// into a frame from Owo's origin (127.0.0.1); the partner page hears the elements' events, never a secret.

const SIGN_UP_FRAME = 'iframe[title="Create your Owo account"]';
const RESET_FRAME = 'iframe[title="Reset your Owo password"]';

/** Fills the sign-up form in the frame for a new person. */
async function fillSignUp(form: Locator, tag: string, who: { email: string; password: string }) {
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Last name').fill('Obi');
  await form.getByLabel('Username').fill(`frame_${tag}`);
  await form.getByLabel('Email').fill(who.email);
  await form.getByLabel('Phone number').fill('+2348012345678');
  await form.getByLabel('Gender').selectOption('female');
  await form.getByLabel('Password', { exact: true }).fill(who.password);
  await form.getByLabel('Confirm password').fill(who.password);
  await form.getByLabel('I agree to the terms and conditions').check();
}

const newTag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Opens the partner's sign-up page for a new person (`prefix` names the email): the frame and its form. */
async function openSignUp(page: Page, site: string, prefix: string) {
  const tag = newTag();
  const who = { email: `${prefix}.${tag}@example.com`, password: 'Journey@2026!' };
  await page.goto(`${site}/register`);
  const frame = page.frameLocator(SIGN_UP_FRAME);
  const form = frame.getByRole('form', { name: 'Create your account' });
  return { tag, who, frame, form };
}

/** Types the code into the frame's boxes (a full code submits itself). */
async function typeCode(page: Page, frame: FrameLocator, code: string) {
  await frame.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code);
}

test.describe("Owo's account screens in the secrets frame on a partner's page", () => {
  const env = partnerSite(test);

  test('signs up with the password and the email code typed only into the frame; the page hears the events', async ({
    page,
  }) => {
    const { tag, who, frame, form } = await openSignUp(page, env.site.url, 'frame');
    await expect(form).toBeVisible();
    expect(await frameOrigin(page, SIGN_UP_FRAME)).toBe(env.owo.url);

    await fillSignUp(form, tag, who);
    // Nothing on the partner page takes a password; none of it holds the one typed.
    expect(await deepCount(page, 'input[type="password"]')).toBe(0);
    expect(await page.content()).not.toContain(who.password);
    await form.getByRole('button', { name: 'Create account' }).click();

    // The code is the frame's next screen, still on Owo's origin.
    await expect(frame.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
    await expect(frame.getByText(who.email)).toBeVisible();
    await expect
      .poll(async () => (await heard(page)).filter((e) => e.type === 'owo-register-success').length)
      .toBe(1);
    const code = await mailboxCode(env.owo.url, who.email);
    await typeCode(page, frame, code);

    // Verified: the element fires owo-email-verified and asks the page for its sign-in.
    await expect
      .poll(async () => (await heard(page)).find((e) => e.type === 'owo-email-verified')?.detail)
      .toEqual({ email: who.email });
    await expect
      .poll(async () => (await heard(page)).filter((e) => e.type === 'owo-navigate').map((e) => e.detail?.to))
      .toEqual(['/auth/login']);
    expect(JSON.stringify(await heard(page))).not.toContain(who.password);
    expect(JSON.stringify(await heard(page))).not.toContain(code);
    // The account is real: it signs in with that password.
    const signIn = await page.request.post(`${env.owo.url}/api/v1/auth/login`, {
      data: { identifier: who.email, password: who.password, rememberMe: false },
    });
    expect(signIn.status()).toBe(200);
  });

  test('resets a password with the code and the new password typed only into the frame', async ({ page }) => {
    const who = await newAccount(env.owo.url);
    const newPassword = 'Renewed@2026!';
    await page.goto(`${env.site.url}/forgot-password`);
    const frame = page.frameLocator(RESET_FRAME);
    await expect(frame.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    expect(await frameOrigin(page, RESET_FRAME)).toBe(env.owo.url);
    const before = await mailboxCode(env.owo.url, who.email);
    await frame.getByLabel('Email').fill(who.email);
    await frame.getByRole('button', { name: /code/i }).click();

    await expect(frame.getByRole('heading', { name: 'Enter your reset code' })).toBeVisible();
    const code = await mailboxCode(env.owo.url, who.email, before);
    await typeCode(page, frame, code);

    await expect(frame.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await frame.getByLabel('New password', { exact: true }).fill(newPassword);
    await frame.getByLabel('Confirm new password').fill(newPassword);
    expect(await deepCount(page, 'input[type="password"]')).toBe(0);
    await frame.getByRole('button', { name: 'Reset password' }).click();

    await expect
      .poll(async () => (await heard(page)).find((e) => e.type === 'owo-password-reset')?.detail)
      .toEqual({ email: who.email });
    await expect
      .poll(async () => (await heard(page)).filter((e) => e.type === 'owo-navigate').map((e) => e.detail?.to))
      .toEqual(['/auth/login']);
    // The page's toaster says what Owo's site would have.
    await expect(page.locator('owo-toaster').getByRole('status').first()).toBeVisible();
    const events = JSON.stringify(await heard(page));
    expect(events).not.toContain(newPassword);
    expect(events).not.toContain(code);
    const signIn = await page.request.post(`${env.owo.url}/api/v1/auth/login`, {
      data: { identifier: who.email, password: newPassword, rememberMe: false },
    });
    expect(signIn.status()).toBe(200);
  });

  test('a step whose code does not come says so in the frame; Retry draws it where the person was', async ({
    page,
  }) => {
    const { tag, who, frame, form } = await openSignUp(page, env.site.url, 'retry');
    await fillSignUp(form, tag, who);
    // The code step's script is fetched when the person gets there: it does not come.
    const steps = `${env.owo.url}/widgets/v1/frame/chunks/**`;
    await page.route(steps, (route) => route.abort('internetdisconnected'));
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(frame.getByRole('alert')).toContainText("Can't reach Owo. Check your connection.");

    await page.unroute(steps);
    await frame.getByRole('button', { name: 'Retry' }).click();
    // The account was made before the step failed: the code screen for that email, not the form again.
    await expect(frame.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
    await expect(frame.getByText(who.email)).toBeVisible();
  });
});
