import { expect, type Page, test } from '@playwright/test';
import { accessToken, type Identity, logIn, newIdentity, registerVerifyAndLogIn, watchPage } from './support';

// The /app area (the <owo-app> element the host mounts at /app/*), as a new user meets it.

/** The app header's user menu button, named after the person (substring match). */
const userMenu = (page: Page, who: Identity) =>
  page.getByRole('button', { name: `${who.firstName} ${who.lastName}` });

async function enterPin(page: Page, pin: string) {
  const dialog = page.getByRole('dialog');
  for (const digit of pin) await dialog.getByRole('button', { name: digit, exact: true }).click();
}

/** The PIN modal opens by itself, ignores the overlay, reports a mismatch, then sets the PIN. */
async function setPinThroughModal(page: Page) {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Set PIN' })).toBeVisible();
  // Not closable by the overlay (nor Escape) while the PIN is required.
  await page.mouse.click(4, 4);
  await page.keyboard.press('Escape');
  await expect(dialog.getByRole('heading', { name: 'Set PIN' })).toBeVisible();

  await enterPin(page, '1357');
  await expect(dialog.getByRole('heading', { name: 'Confirm PIN' })).toBeVisible();
  await enterPin(page, '7531');
  await expect(dialog.getByText('PINs do not match')).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Set PIN' })).toBeVisible();

  await enterPin(page, '2468');
  await expect(dialog.getByRole('heading', { name: 'Confirm PIN' })).toBeVisible();
  await enterPin(page, '2468');
  await expect(page.getByText('PIN set successfully')).toBeVisible();
  await expect(dialog).toHaveCount(0);
}

/** The welcome notification: read it, then mark all as read. */
async function readNotifications(page: Page, firstName: string) {
  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible();
  await bell.click();
  const welcome = page.getByRole('button', { name: new RegExp(`Welcome to Owo, ${firstName}`) }).first();
  await expect(welcome).toBeVisible();
  await welcome.click();
  const markAll = page.getByRole('button', { name: 'Mark all as read' });
  await expect(markAll).toBeVisible();
  await markAll.click();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
}

async function appJourney(page: Page, tag: string) {
  const watcher = watchPage(page);
  const who = newIdentity(tag);
  await page.goto('/auth/register');
  await registerVerifyAndLogIn(page, who);
  await expect(page).toHaveURL(/\/app\/home$/);

  await setPinThroughModal(page);
  await readNotifications(page, who.firstName);

  // Reload: still signed in, still on /app/home, and no PIN modal now.
  await page.reload();
  await expect(page).toHaveURL(/\/app\/home$/);
  await expect(userMenu(page, who)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Deep link, then back and forward without a page load.
  await page.goto('/app/settings/security');
  await expect(page.getByRole('heading', { name: 'Profile Setting' })).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Security' }).and(page.locator('[aria-current="page"]')),
  ).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { __owoSamePage: boolean }).__owoSamePage = true;
  });
  await userMenu(page, who).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/app\/settings\/profile$/);
  await expect(page.getByText(who.email)).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/app\/settings\/security$/);
  await expect(page.getByRole('heading', { name: 'Profile Setting' })).toBeVisible();
  await page.goForward();
  await expect(page).toHaveURL(/\/app\/settings\/profile$/);
  expect(await page.evaluate(() => (window as unknown as { __owoSamePage?: boolean }).__owoSamePage)).toBe(
    true,
  );

  // Log out from the app's user menu: token gone, on /auth/login. The visit started in the area (the
  // deep link), which draws without the site's router: leaving it hands the page to the router, still
  // without a page load, and the sign-in page knows where the visitor was.
  await userMenu(page, who).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(await accessToken(page)).toBeNull();
  await logIn(page, who);
  await expect(page).toHaveURL(/\/app\/settings\/profile$/);
  await expect(page.getByText(who.email)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __owoSamePage?: boolean }).__owoSamePage)).toBe(
    true,
  );
  // Under the router now (the area came back through it): logging out again goes the same way.
  await userMenu(page, who).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(await accessToken(page)).toBeNull();

  // Signed out, /app/history goes to login and back to /app/history after signing in. The server sends
  // it (signing out cleared the owo_signed_in hint), naming the page in the URL; the app never loads.
  await page.goto('/app/history');
  await expect(page).toHaveURL(/\/auth\/login\?from=%2Fapp%2Fhistory$/);
  await logIn(page, who);
  await expect(page).toHaveURL(/\/app\/history$/);
  watcher.assertClean();
}

test.describe('the /app area', () => {
  test('desktop: PIN modal, welcome notification, reload, deep link, back/forward, logout, return', async ({
    page,
  }) => {
    await appJourney(page, 'appd');
  });

  test.describe('at 390 px', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    test('phone: the same journey, and the sidebar closes once a link is followed', async ({ page }) => {
      await appJourney(page, 'appm');
      const sidebar = page.getByRole('navigation', { name: 'App' });
      await expect(sidebar).toBeHidden();
      await page.getByRole('button', { name: 'Show menu' }).click();
      await expect(sidebar).toBeVisible();
      await sidebar.getByRole('link', { name: 'Settings' }).click();
      await expect(page).toHaveURL(/\/app\/settings\/profile$/);
      await expect(sidebar).toBeHidden();
    });
  });
});
