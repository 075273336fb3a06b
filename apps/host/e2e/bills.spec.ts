import { expect, type Page, test } from '@playwright/test';
import {
  addMoney,
  choose,
  newIdentity,
  openService,
  payOnReview,
  registerVerifyAndLogIn,
  setPin,
  watchPage,
} from './support';

// Issue 8's journey: a new user pays for the services from /app/services, each through the one
// owo-pay-bills element, with the sandbox's test values, and sells a gift card (the server runs with a
// short sandbox delay: playwright.config.ts).

const balanceOnHome = async (page: Page) => {
  await page.goto('/app/home');
  const balance = page.locator('.owo-home__balance');
  await expect(balance).toHaveText(/^₦[\d,]+\.\d\d$/);
  return balance.textContent();
};

const kobo = (naira: string | null) => Math.round(Number((naira ?? '').replace(/[₦,]/g, '')) * 100);

/** The receipt's reference, as support would ask for it. */
const referenceOnReceipt = (page: Page) =>
  page.locator('[part="receipt"] dt', { hasText: 'Reference' }).locator('xpath=following-sibling::dd');

test('a new user buys each of the seven services, waits out a pending one, gets a failed one back, sells a gift card', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const watcher = watchPage(page);
  const who = newIdentity('bills');
  await page.goto('/auth/register');
  await registerVerifyAndLogIn(page, who);
  await expect(page).toHaveURL(/\/app\/home$/);
  await setPin(page);
  await addMoney(page, '60,000');

  // Airtime for their own number: the number from the profile, the network changed by hand (0801 says
  // nothing about it), the provider's name for the line before the PIN.
  await openService(page, 'Airtime', 'airtime');
  await page.getByRole('button', { name: 'Use my number' }).click();
  await expect(page.getByLabel('Phone number')).toHaveValue('08012345678');
  await choose(page, 'Network', 'mtn');
  await page.getByLabel('Amount (₦)').fill('500');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('MTN line 08012345678')).toBeVisible();
  await expect(page.getByText('Free')).toBeVisible();
  await payOnReview(page);
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();

  // A data bundle: the network guessed from 0803, the first plan with its price and validity.
  await openService(page, 'Mobile Data', 'mobile-data');
  await page.getByLabel('Phone number').fill('08031111111');
  await expect(page.getByLabel('Network', { exact: true })).toHaveValue('mtn');
  await choose(page, 'Plan');
  await page.getByRole('button', { name: 'Continue' }).click();
  await payOnReview(page);
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();

  // Electricity, prepaid: the name and address first, then the 20-digit token, copied with its button.
  await openService(page, 'Electricity', 'electricity');
  await page.getByLabel('Meter number').fill('1111111111111');
  await choose(page, 'Distribution company', 'ikeja-electric');
  await page.getByLabel('Amount (₦)').fill('1,000');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Address')).toBeVisible();
  await payOnReview(page);
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  const token = (await page.locator('[part="delivery"] code').textContent()) ?? '';
  expect(token.replace(/\D/g, '')).toMatch(/^\d{20}$/);
  await page.getByRole('button', { name: 'Copy token' }).click();
  await expect(page.getByText('Copied', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token.replace(/\D/g, ''));

  // Cable TV: the smartcard's owner and current bouquet before a plan is paid for.
  await openService(page, 'Cable TV', 'cable-tv');
  await page.getByLabel('Smartcard or IUC number').fill('1212121212');
  await choose(page, 'Provider', 'dstv');
  await choose(page, 'Plan', 'dstv-compact');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Current bouquet')).toBeVisible();
  await expect(page.locator('[part="customer"] strong')).not.toBeEmpty();
  await payOnReview(page);
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();

  // Betting, an exam PIN and a gift card bought: the rest of the seven, each to its receipt.
  await openService(page, 'Betting', 'betting');
  await page.getByLabel('Customer ID').fill('1234567');
  await choose(page, 'Platform', 'bet9ja');
  await page.getByLabel('Amount (₦)').fill('500');
  await page.getByRole('button', { name: 'Continue' }).click();
  await payOnReview(page);
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();

  await openService(page, 'Education', 'education');
  await page.getByLabel('Profile code or candidate number').fill('0123456789');
  await choose(page, 'Exam body', 'jamb');
  await choose(page, 'PIN', 'jamb-de');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(/^Candidate /)).toBeVisible();
  await payOnReview(page);
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await expect(page.locator('[part="delivery"] code').first()).not.toBeEmpty();

  await openService(page, 'Gift Cards', 'giftcards');
  await page.getByLabel('Email to send the code to').fill('ada@example.com');
  await choose(page, 'Brand', 'apple');
  await choose(page, 'Card value', 'apple-10');
  await page.getByRole('button', { name: 'Continue' }).click();
  await payOnReview(page);
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy code' })).toBeVisible();

  // Pending (08022222222): the money is held, the receipt follows it to completed, the bell tells.
  await openService(page, 'Airtime', 'airtime');
  await page.getByLabel('Phone number').fill('08022222222');
  await expect(page.getByLabel('Network', { exact: true })).toHaveValue('airtel');
  await page.getByLabel('Amount (₦)').fill('100');
  await page.getByRole('button', { name: 'Continue' }).click();
  await payOnReview(page);
  await expect(page.getByRole('heading', { name: 'Payment pending' })).toBeVisible();
  await expect(page.getByText('Your money is on hold, not spent')).toBeVisible();
  const pendingReference = (await referenceOnReceipt(page).textContent()) ?? '';
  expect(pendingReference).toMatch(/^OWO/);
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 30_000 });
  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible({ timeout: 30_000 });
  await bell.click();
  // The provider's name for the purchase (the network), as the inbox names it.
  await expect(page.getByRole('button', { name: /Airtel: ₦100\.00 paid/ })).toBeVisible();
  await page.keyboard.press('Escape');

  // Failed (08033333333): the receipt says so and the balance is what it was.
  const before = await balanceOnHome(page);
  await openService(page, 'Airtime', 'airtime');
  await page.getByLabel('Phone number').fill('08033333333');
  await page.getByLabel('Amount (₦)').fill('100');
  await page.getByRole('button', { name: 'Continue' }).click();
  await payOnReview(page);
  await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
  await expect(page.getByText('the amount is back in your balance')).toBeVisible();
  expect(await balanceOnHome(page)).toBe(before);

  // Selling a gift card (SANDBOX-APPROVE): the naira amount at the held rate, pending review, then
  // approved: the wallet is credited and the bell says so.
  await openService(page, 'Gift Cards', 'giftcards');
  await page.getByRole('button', { name: 'Sell a card' }).click();
  await choose(page, 'Brand', 'apple');
  await page.getByLabel('Card value ($)').fill('50');
  await page.getByLabel('Card code').fill('SANDBOX-APPROVE');
  await expect(page.getByText(/^Rate held for \d+ s$/)).toBeVisible();
  const quote = (await page.locator('[part="quote"] strong').textContent()) ?? '';
  expect(quote).toMatch(/^₦[\d,]+\.\d\d$/);
  await page.getByRole('button', { name: `Sell for ${quote}` }).click();
  await expect(page.getByRole('heading', { name: 'Pending review' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Card approved' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  await expect(page.getByRole('button', { name: /Apple gift card sold/ })).toBeVisible();
  await page.keyboard.press('Escape');
  expect(kobo(await balanceOnHome(page))).toBe(kobo(before) + kobo(quote));

  watcher.assertClean();
});
