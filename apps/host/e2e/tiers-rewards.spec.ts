import { expect, type Page, test } from '@playwright/test';
import { addMoney, buyAirtime, newIdentity, registerVerifyAndLogIn, setPin, watchPage } from './support';

// Issue 23's journey: a new user upgrades to Tier 2 with the sandbox's BVN that goes to review (the server
// decides it in 3 s: playwright.config.ts) and sees the new limits on Home and in Tier Limits; pays a bill
// and sees its points; redeems them; refers a friend who signs up from the link and pays, and sees the bonus.

const homeLimits = (page: Page) => page.locator('.owo-home__limits');

test('a new user upgrades to Tier 2 through a review, earns and redeems points, and is paid for a friend', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const watcher = watchPage(page);
  const who = newIdentity('tiers');
  await page.goto('/auth/register');
  await registerVerifyAndLogIn(page, who);
  await expect(page).toHaveURL(/\/app\/home$/);
  await setPin(page);
  await expect(homeLimits(page)).toContainText('Tier 1 · daily limit ₦50,000.00');

  // Tier 2 with the BVN that goes to review: "being reviewed", then approved without a reload.
  await page.goto('/app/settings/tier-limits');
  await expect(page.getByRole('heading', { name: 'Your tier: Tier 1' })).toBeVisible();
  await expect(page.getByRole('meter', { name: 'Daily limit' })).toHaveAttribute(
    'aria-valuetext',
    '₦0.00 used today of ₦50,000.00',
  );
  await page.getByLabel('BVN').fill('22222222224');
  await page.getByLabel('Date of birth').fill('1990-05-17');
  await page.getByRole('button', { name: 'Upgrade to Tier 2' }).click();
  await expect(page.getByText('Your Tier 2 upgrade is being reviewed.')).toBeVisible();
  await expect(page.getByText('Approved: you are now on Tier 2')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Your tier: Tier 2' })).toBeVisible();
  await expect(page.getByRole('meter', { name: 'Daily limit' })).toHaveAttribute(
    'aria-valuetext',
    '₦0.00 used today of ₦200,000.00',
  );
  await expect(page.getByText('*******2224')).toBeVisible();
  await page.getByRole('link', { name: 'Home', exact: true }).first().click();
  await expect(homeLimits(page)).toContainText('Tier 2 · daily limit ₦200,000.00');

  // ₦50,000 of airtime (Tier 1's whole day, well inside Tier 2's): 500 points.
  await addMoney(page, '60,000');
  await buyAirtime(page, '08011111111', '50,000');
  await page.goto('/app/settings/rewards');
  await expect(page.getByText('500 points', { exact: true })).toBeVisible();
  await expect(page.getByText('Worth ₦500.00')).toBeVisible();

  // Redeem them: ₦500 into the wallet, the history says so.
  await page.getByRole('button', { name: 'Use all my points' }).click();
  await page.getByRole('button', { name: 'Redeem', exact: true }).click();
  await expect(page.getByText('₦500.00 is in your wallet.')).toBeVisible();
  await expect(page.getByText('You can redeem from 500 points: 500 to go.')).toBeVisible();
  await expect(page.locator('.owo-rewards__change')).toHaveText(['−500', '+500']);

  // A friend signs up from the referral link (the code filled in), verifies, and pays ₦1,000.
  const link = (await page.locator('.owo-rewards__link').textContent()) ?? '';
  const code = (await page.locator('.owo-rewards__code').textContent()) ?? '';
  expect(link).toBe(`${new URL(page.url()).origin}/auth/register?ref=${code}`);
  const friendContext = await browser.newContext();
  const friendPage = await friendContext.newPage();
  await friendPage.goto(link);
  await expect(friendPage.getByLabel('Referral code (optional)')).toHaveValue(code);
  const friend = { ...newIdentity('friend'), firstName: 'Kunle', phoneNumber: '+2348098765432' };
  await registerVerifyAndLogIn(friendPage, friend);
  await expect(friendPage).toHaveURL(/\/app\/home$/);
  await setPin(friendPage);
  await addMoney(friendPage, '5,000');
  await buyAirtime(friendPage, '08011111111', '1,000');
  await friendContext.close();

  // The referrer's tab: the friend paid, ₦500 received (the sweep runs every 2 s here).
  await expect(async () => {
    await page.reload();
    await expect(page.locator('.owo-rewards__state')).toHaveText('Paid', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByText(/^Kunle O\./)).toBeVisible();
  await expect(page.getByText(/You received ₦500\.00/)).toBeVisible();
  await page.goto('/app/home');
  await expect(page.locator('.owo-home__balance')).toHaveText('₦11,000.00');
  watcher.assertClean();
});
