import { expect, type Page, test } from '@playwright/test';
import {
  ACCESS_TOKEN_KEY,
  accessToken,
  fillRegister,
  type Identity,
  logIn,
  logOutFromHeader,
  newIdentity,
  verifyEmail,
  watchPage,
} from './support';

/** Register with invalid data: SPEC.md 5's messages appear and nothing is sent. */
async function registerWithInvalidData(page: Page) {
  await expect(page).toHaveURL(/\/auth\/register$/);
  await page.getByRole('button', { name: 'Create account' }).click();
  for (const message of [
    'First name is required',
    'Last name is required',
    'Username is required',
    'Email is required',
    'Phone number is required',
    'Gender is required',
    'Password is required',
    'You must agree to the terms and conditions',
  ])
    await expect(page.getByText(message, { exact: true })).toBeVisible();

  await page.getByLabel('First name').fill('A');
  await page.getByLabel('Username').fill('ab');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Phone number').fill('123');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm password').fill('different');
  await page.getByRole('button', { name: 'Create account' }).click();
  for (const message of [
    'First name must be at least 2 characters',
    'Username must be at least 3 characters',
    'Please enter a valid email address',
    'Invalid phone number format',
    'Password must be at least 8 characters',
    "Passwords don't match",
  ])
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/register$/);
}

/** Valid data → verify-email → code from the dev mailbox → login → /app/home. */
async function registerVerifyLogIn(page: Page, who: Identity) {
  await fillRegister(page, who);
  await page.getByRole('button', { name: 'Create account' }).click();
  await verifyEmail(page, who);
  await logIn(page, who);
  await expect(page).toHaveURL(/\/app\/home$/);
  await expect.poll(() => accessToken(page)).toBeTruthy();
}

/** Reload stays signed in; the public top bar shows the account menu with the person's name. */
async function staysSignedIn(page: Page, who: Identity) {
  await page.reload();
  await expect(page).toHaveURL(/\/app\/home$/);
  expect(await accessToken(page)).toBeTruthy();
  await page.goto('/');
  await expect(
    page.getByRole('button', { name: `Account menu for ${who.firstName} ${who.lastName}` }),
  ).toBeVisible();
}

async function logsOut(page: Page) {
  await logOutFromHeader(page);
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(await accessToken(page)).toBeNull();
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // Login is back in the top bar (inside the closed mobile panel on a phone); no account menu.
  await expect(page.locator('a[href="/auth/login"]').first()).toBeAttached();
  await expect(page.getByRole('button', { name: /^Account menu for / })).toHaveCount(0);
}

test.describe('a new user at desktop width', () => {
  test('register (invalid, then valid), verify from the mailbox, log in, reload, log out', async ({
    page,
  }) => {
    const watcher = watchPage(page);
    const who = newIdentity('desk');
    await page.goto('/');
    await page.getByRole('link', { name: 'Create Account' }).first().click();
    await registerWithInvalidData(page);
    await page.reload();
    await registerVerifyLogIn(page, who);
    await staysSignedIn(page, who);
    await logsOut(page);
    watcher.assertClean();
  });
});

test.describe('a new user on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('uses the mobile menu to register, verify, log in, reload and log out', async ({ page }) => {
    const watcher = watchPage(page);
    const who = newIdentity('mob');
    await page.goto('/');
    // The account end of the top bar loads after first paint and brings its own menu; wait for it.
    await page.waitForLoadState('networkidle');
    // The desktop navigation and auth links are hidden; the menu button opens the panel.
    await expect(page.getByRole('navigation', { name: 'Main' }).first()).toBeHidden();
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator('.mobile-panel');
    await expect(panel.getByRole('link', { name: 'Pricing' })).toBeVisible();
    await panel.getByRole('link', { name: 'Create Account' }).click();
    await expect(panel).toBeHidden();
    await registerWithInvalidData(page);
    await page.reload();
    await registerVerifyLogIn(page, who);
    await staysSignedIn(page, who);
    // Signed in, the mobile menu no longer offers Login.
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(page.locator('.mobile-panel').getByRole('link', { name: 'Login' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await logsOut(page);
    // And the mobile menu offers Login again.
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.locator('.mobile-panel').getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    watcher.assertClean();
  });
});

test('two tabs: logging out in one signs out the other', async ({ context }) => {
  const first = await context.newPage();
  await first.goto('/auth/login');
  await logIn(first, { email: 'demo@owo.ng', password: 'Demo@Owo2026!' });
  await expect(first).toHaveURL(/\/app\/home$/);
  await first.goto('/');
  const second = await context.newPage();
  await second.goto('/about');
  const accountMenu = /^Account menu for /;
  await expect(first.getByRole('button', { name: accountMenu })).toBeVisible();
  await expect(second.getByRole('button', { name: accountMenu })).toBeVisible();

  await logOutFromHeader(first);
  await expect(first).toHaveURL(/\/auth\/login$/);
  // The other tab notices without a reload: its top bar shows Login again within a few seconds.
  await expect(second.getByRole('link', { name: 'Login' }).first()).toBeVisible({ timeout: 5_000 });
  await expect(second.getByRole('button', { name: accountMenu })).toHaveCount(0);
  expect(await second.evaluate((key) => localStorage.getItem(key), ACCESS_TOKEN_KEY)).toBeNull();
});
