import { expect, type Page, test } from '@playwright/test';
import { partnerSite } from './frame-support';
import { fundedAccount } from './partner-servers';

// Issue 24, "Failures a person can read": with Owo out of reach (the browser offline, or a script that
// does not come) every element says "Can't reach Owo. Check your connection." with Retry, never
// "Failed to fetch" and never nothing; a site Owo does not serve hears so before anyone types.

const UNREACHABLE = "Can't reach Owo. Check your connection.";
const LOGIN_FRAME = 'iframe[title="Sign in to Owo"]';
const PIN = '1357';

/** Opens the shop's airtime page and signs `who` in through the sign-in frame inside owo-pay-bills. */
async function signedInOnPayBills(
  page: Page,
  site: string,
  who: { email: string; password: string; firstName: string },
) {
  await page.goto(`${site}/pay-bills`);
  const payBills = page.locator('owo-pay-bills');
  const login = payBills.frameLocator(LOGIN_FRAME).getByRole('form', { name: 'Sign in' });
  await login.getByLabel('Email or username').fill(who.email);
  await login.getByLabel('Password', { exact: true }).fill(who.password);
  await login.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.locator('#who')).toHaveText(`Signed in as ${who.firstName}`);
  return payBills;
}

const sessionChanges = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { owoEvents: { type: string; detail: { user: unknown } }[] }).owoEvents
      .filter((event) => event.type === 'owo-session-change')
      .map((event) => (event.detail.user ? 'someone' : 'nobody')),
  );

test.describe('Owo out of reach, on a partner page', () => {
  const env = partnerSite(test);

  test('an element whose code does not come says so with Retry, which draws it once it comes', async ({
    page,
  }) => {
    await page.route(`${env.owo.url}/widgets/v1/login.js`, (route) => route.abort('internetdisconnected'));
    await page.goto(env.site.url);
    const login = page.locator('owo-login');
    await expect(login.getByRole('alert')).toHaveText(`${UNREACHABLE} Retry`);
    await page.unroute(`${env.owo.url}/widgets/v1/login.js`);
    await login.getByRole('button', { name: 'Retry' }).click();
    await expect(
      login.frameLocator(LOGIN_FRAME).getByRole('heading', { name: 'Welcome back' }),
    ).toBeVisible();
    await expect(login.getByText(UNREACHABLE)).toHaveCount(0);
  });

  test('offline: an element added then says so; Retry once back online draws it', async ({
    page,
    context,
  }) => {
    await page.goto(env.site.url);
    await expect(page.locator(LOGIN_FRAME)).toBeVisible();
    await context.setOffline(true);
    await page.evaluate(() =>
      document.querySelector('main')?.append(document.createElement('owo-pay-bills')),
    );
    const payBills = page.locator('owo-pay-bills');
    await expect(payBills.getByRole('alert')).toHaveText(`${UNREACHABLE} Retry`);
    await context.setOffline(false);
    await payBills.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => payBills.evaluate((element) => element.shadowRoot !== null)).toBe(true);
    expect(await page.content()).not.toContain('Failed to fetch');
  });

  test('offline: a sign-in in the frame says so, never "Failed to fetch"; back online it signs in, and the page hears one change', async ({
    page,
    context,
  }) => {
    const who = await fundedAccount(env.owo.url, PIN, 5000);
    await page.goto(env.site.url);
    await expect(page.locator('#who')).toHaveText('Signed out');
    const frame = page.frameLocator(LOGIN_FRAME);
    const form = frame.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email or username').fill(who.email);
    await form.getByLabel('Password', { exact: true }).fill(who.password);

    await context.setOffline(true);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(frame.getByRole('alert')).toHaveText(UNREACHABLE);
    await expect(frame.getByText('Failed to fetch')).toHaveCount(0);

    await context.setOffline(false);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.locator('#who')).toHaveText(`Signed in as ${who.firstName}`);
    await expect.poll(() => sessionChanges(page)).toEqual(['nobody', 'someone']);

    // Around a reconnect the session is checked again (and again on focus): the same person, no change.
    await context.setOffline(true);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await page.waitForTimeout(3000);
    await expect(page.locator('#who')).toHaveText(`Signed in as ${who.firstName}`);
    expect(await sessionChanges(page)).toEqual(['nobody', 'someone']);
  });

  test('offline: owo-pay-bills says so where the check of the details failed, with the sign-in kept', async ({
    page,
    context,
  }) => {
    const who = await fundedAccount(env.owo.url, PIN, 5000);
    const payBills = await signedInOnPayBills(page, env.site.url, who);

    await payBills.getByLabel('Phone number').fill('08031111111');
    await payBills.getByLabel('Amount (₦)').fill('200');
    await context.setOffline(true);
    await payBills.getByRole('button', { name: 'Continue' }).click();
    await expect(payBills.getByText(UNREACHABLE).first()).toBeVisible();
    expect(await page.content()).not.toContain('Failed to fetch');
    await expect(payBills.getByText('Failed to fetch')).toHaveCount(0);
  });

  test('Owo unreachable as a signed-in page loads: pay-bills and the bell say so (not "signed out"); Retry brings them back', async ({
    page,
  }) => {
    const who = await fundedAccount(env.owo.url, PIN, 5000);
    const payBills = await signedInOnPayBills(page, env.site.url, who);

    // The page's own scripts still come; Owo's API does not answer.
    const api = `${env.owo.url}/api/**`;
    await page.route(api, (route) => route.abort('internetdisconnected'));
    await page.reload();
    await expect(payBills.getByRole('alert')).toContainText(UNREACHABLE);
    await expect(payBills.getByRole('alert').getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(payBills.frameLocator(LOGIN_FRAME).getByRole('form', { name: 'Sign in' })).toHaveCount(0);
    const bell = page.locator('owo-notification-bell');
    await bell.getByRole('button', { name: "Notifications: can't reach Owo" }).click();
    await expect(bell.getByRole('alert')).toContainText(UNREACHABLE);
    await page.keyboard.press('Escape');

    await page.unroute(api);
    await payBills.getByRole('button', { name: 'Retry' }).click();
    await expect(payBills.getByLabel('Phone number')).toBeVisible();
    await expect(bell.getByRole('button', { name: /^Notifications/ })).not.toHaveAccessibleName(
      "Notifications: can't reach Owo",
    );
    expect(await page.content()).not.toContain('Failed to fetch');
  });
});

test.describe('a site Owo does not serve', () => {
  const env = partnerSite(test, { register: false });

  test('owo-login says so as the page loads, in place of the sign-in frame', async ({ page }) => {
    await page.goto(env.site.url);
    const login = page.locator('owo-login');
    await expect(login.getByRole('alert')).toHaveText('This site is not yet allowed to use Owo');
    await expect(login.locator('iframe')).toHaveCount(0);
  });
});
