import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  DEMO_LOGIN,
  fundedAccount,
  newAccount,
  type OwoServer,
  type PartnerSite,
  startOwo,
  startPartner,
} from './partner-servers';

// A partner's site on another site (localhost) than Owo (127.0.0.1): the refresh cookie must be
// SameSite=None; Secure; Partitioned to be sent at all, or the partner proxies Owo first-party.

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
const events = (page: Page, type: string) =>
  page.evaluate(
    (t) =>
      (window as unknown as { owoEvents: { type: string }[] }).owoEvents.filter((e) => e.type === t).length,
    type,
  );

/**
 * Signs in with owo-login: on a page of another site its fields are in Owo's secrets frame; through a
 * first-party proxy (`proxy`) the page is Owo's API's origin, and they are on the page.
 */
async function signIn(
  page: Page,
  who: { email: string; password: string } = DEMO_LOGIN,
  within: Page | Locator = page,
  proxy = false,
) {
  const form = (proxy ? within : within.frameLocator('iframe[title="Sign in to Owo"]')).getByRole('form', {
    name: 'Sign in',
  });
  await form.getByLabel('Email or username').fill(who.email);
  await form.getByLabel('Password', { exact: true }).fill(who.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in, survives a reload after the access token expired (a renewal), signs out. */
async function sessionJourney(page: Page, site: PartnerSite, proxy = false) {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto(site.url);
  await expect(page.locator('#who')).toHaveText('Signed out');
  await signIn(page, DEMO_LOGIN, page, proxy);
  await expect(page.locator('#who')).toHaveText('Signed in as Ada');
  expect(await events(page, 'owo-login-success')).toBe(1);
  await expect(bell(page)).toBeEnabled();

  // The access token expires; after a reload the session is renewed with the refresh cookie.
  await page.waitForTimeout((ACCESS_TOKEN_TTL_SECONDS + 1) * 1000);
  const renewal = page.waitForResponse((res) => res.url().endsWith('/api/v1/auth/refresh-token'));
  await page.reload();
  expect((await renewal).status()).toBe(200);
  await expect(page.locator('#who')).toHaveText('Signed in as Ada');
  await expect(bell(page)).toBeEnabled();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.locator('#who')).toHaveText('Signed out');
  expect(await events(page, 'owo-logout')).toBe(1);
  await expect(bell(page)).toBeDisabled();
  await page.reload();
  await expect(page.locator('#who')).toHaveText('Signed out');
  expect(violations, 'CSP violations').toEqual([]);
}

test.describe('a partner site on another site', () => {
  let owo: OwoServer;
  const sites: PartnerSite[] = [];
  test.beforeAll(async () => {
    owo = await startOwo();
  });
  test.afterAll(async () => {
    for (const site of sites) await site.stop();
    await owo?.stop();
  });
  /** A partner site loading Owo's script straight from Owo, registered with `pnpm owo partner add`. */
  async function allowedSite(): Promise<PartnerSite> {
    const site = await startPartner(owo.url, 'direct');
    sites.push(site);
    await owo.cli('partner', 'add', site.url);
    return site;
  }

  test('direct: refused until registered with pnpm owo (not "Failed to fetch"), then a CHIPS session', async ({
    page,
  }) => {
    const site = await startPartner(owo.url, 'direct');
    sites.push(site);
    await page.goto(site.url);
    // Owo's frame refuses a site it does not know (frame-ancestors 'none'): nobody types anything.
    await expect(page.getByText('This site is not yet allowed to use Owo').first()).toBeVisible();

    expect(await owo.cli('partner', 'add', site.url, '--name', 'Shop')).toContain(`Added ${site.url} (Shop)`);
    await sessionJourney(page, site);
    const cookie = (await page.context().cookies(owo.url)).find((c) => c.name === 'owo_rt');
    expect(cookie?.sameSite ?? 'None').toBe('None');
  });

  test('first-party proxy: no registration needed when the proxy keeps Host', async ({ page }) => {
    const site = await startPartner(owo.url, 'proxy');
    sites.push(site);
    await sessionJourney(page, site, true);
  });

  test("every element works under the partner's CSP (script-src 'self' <owo>; style-src 'self'), no violation", async ({
    page,
  }) => {
    const site = await allowedSite();
    const console: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || /Content Security Policy/i.test(message.text()))
        console.push(message.text());
    });
    let renewals = 0;
    page.on('response', (response) => {
      if (response.url().endsWith('/api/v1/auth/refresh-token') && response.ok()) renewals += 1;
    });
    await page.goto(`${site.url}/every-element`);
    // Every element that takes a password or a code draws its fields in Owo's frame, under this CSP.
    for (const [title, nth, heading] of [
      ['Sign in to Owo', 0, 'Welcome back'],
      ['Create your Owo account', 0, 'Create your account'],
      ['Reset your Owo password', 0, 'Forgot your password?'],
      ['Verify your email with Owo', 0, 'Verify your email'],
      ['Reset your Owo password', 1, 'Enter your reset code'],
      ['Reset your Owo password', 2, 'Choose a new password'],
    ] as const) {
      const frame = page.locator(`iframe[title="${title}"]`).nth(nth).contentFrame();
      await expect(frame.getByRole('heading', { name: heading })).toBeVisible();
    }
    await page.getByRole('button', { name: /theme/i }).first().click();

    // A new person: the PIN modal opens (scroll lock, dialog) with its keypad in Owo's frame, the bell
    // and the app area fill in.
    await signIn(page, await newAccount(owo.url));
    const dialog = page.getByRole('dialog').first();
    const pinFrame = dialog.frameLocator('iframe[title="Set your Owo PIN"]');
    await expect(pinFrame.getByRole('heading', { name: 'Set PIN' })).toBeVisible();
    for (const pin of ['2468', '2468']) {
      for (const digit of pin) await pinFrame.getByRole('button', { name: digit, exact: true }).click();
      await page.waitForTimeout(400);
    }
    await expect(page.getByText('PIN set successfully').first()).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page
      .getByRole('button', { name: /^Notifications, \d+ unread$/ })
      .first()
      .click();
    await expect(page.getByText(/Welcome to Owo/).first()).toBeVisible();
    await page.keyboard.press('Escape');

    // The whole signed-in area last: it covers the page.
    await page.evaluate(() => {
      const app = document.createElement('owo-app');
      app.setAttribute('navigation', 'event');
      app.setAttribute('path', '/app/home');
      document.querySelector('main')?.replaceChildren(app);
    });
    await expect(page.getByRole('button', { name: 'Ada Obi' }).first()).toBeVisible();

    expect(
      await page.evaluate(() => (window as unknown as { owoViolations: string[] }).owoViolations),
    ).toEqual([]);
    // Access tokens live 3 s on this server (for the renewal journeys), so a slow run sees one expire: the
    // browser logs that 401 and the client renews the session. Only that is allowed, and only if renewed.
    const expired = console.filter((text) => /status of 401/.test(text));
    expect(console.filter((text) => !expired.includes(text))).toEqual([]);
    if (expired.length > 0) expect(renewals, 'a renewal after the expired token').toBeGreaterThan(0);
  });

  test('owo-pay-bills on the partner page: signs in with owo-login inside it, buys airtime, tells the page', async ({
    page,
  }) => {
    const site = await allowedSite();
    const pin = '2468';
    const who = await fundedAccount(owo.url, pin, 5000);
    await page.goto(`${site.url}/pay-bills`);
    const payBills = page.locator('owo-pay-bills');
    await expect(payBills.getByText('Sign in to your Owo account to pay bills')).toBeVisible();
    await signIn(page, who, payBills);
    await expect(page.locator('#who')).toHaveText('Signed in as Ada');

    await payBills.getByLabel('Phone number').fill('08031111111');
    await expect(payBills.getByLabel('Network', { exact: true })).toHaveValue('mtn');
    await payBills.getByLabel('Amount (₦)').fill('200');
    await payBills.getByRole('button', { name: 'Continue' }).click();
    // The review and the PIN are in Owo's secrets frame.
    const frame = payBills.frameLocator('iframe[title="Confirm your payment with Owo"]');
    await expect(frame.getByText('MTN line 08031111111')).toBeVisible();
    await frame.getByRole('button', { name: 'Confirm and enter PIN' }).click();
    const keypad = frame.getByRole('group', { name: 'Transaction PIN' });
    await expect(keypad.getByRole('button', { name: '1', exact: true })).toBeEnabled();
    for (const digit of pin) await keypad.getByRole('button', { name: digit, exact: true }).click();
    await expect(payBills.getByRole('heading', { name: 'Payment successful' })).toBeVisible();

    // The page heard it: the reference and the service, never the PIN.
    await expect.poll(() => events(page, 'owo-payment-complete')).toBe(1);
    const detail = await page.evaluate(
      () =>
        (
          window as unknown as { owoEvents: { type: string; detail: Record<string, unknown> }[] }
        ).owoEvents.find((e) => e.type === 'owo-payment-complete')?.detail,
    );
    expect(detail).toMatchObject({ service: 'airtime', biller: 'mtn', amount: 20_000, status: 'completed' });
    expect(String(detail?.reference)).toMatch(/^OWO/);
    await expect(payBills.getByText(String(detail?.reference))).toBeVisible();
    expect(Object.keys(detail ?? {}).sort()).toEqual([
      'amount',
      'biller',
      'fee',
      'reference',
      'service',
      'status',
    ]);
    expect(await events(page, 'owo-payment-failed')).toBe(0);
  });
});
