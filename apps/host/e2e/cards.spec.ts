import { expect, type Page, test } from '@playwright/test';
import { addMoney, enterPin, newIdentity, PIN, registerVerifyAndLogIn, setPin, watchPage } from './support';

// Issue 21's card journey, as a new user on /app/cards with the sandbox issuer (rates: buy ₦1,650/$,
// sell ₦1,600/$; a label with SANDBOX-LATE keeps the card pending a few seconds: playwright.config.ts):
// create a card, fund it, reveal it, freeze it and see a purchase declined, unfreeze, withdraw,
// terminate. The merchant is the sandbox's form on the card screen (POST /api/v1/dev/card-authorizations).

const cardBalance = (page: Page) => page.locator('.owo-cards__balance');

/** Dollars, Continue, then the quote's total before the PIN. */
async function throughQuote(page: Page, label: string, dollars: string, total: string) {
  await page.getByLabel(label).fill(dollars);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(/^Rate held for \d+ s$/)).toBeVisible();
  await expect(page.getByText(total, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm and enter PIN' }).click();
  await enterPin(page, PIN);
}

test('a new user creates a dollar card, funds it, reveals it, freezes it (a purchase declined), unfreezes, withdraws, terminates', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const watcher = watchPage(page);
  const who = newIdentity('cards');
  await page.goto('/auth/register');
  await registerVerifyAndLogIn(page, who);
  await expect(page).toHaveURL(/\/app\/home$/);
  await setPin(page);
  await addMoney(page, '40,000');

  // No card yet: what it is for and what it costs.
  await page.getByRole('navigation', { name: 'App' }).getByRole('link', { name: 'Cards' }).click();
  await expect(page).toHaveURL(/\/app\/cards$/);
  await expect(page.getByRole('heading', { name: 'A dollar card for paying online' })).toBeVisible();
  await expect(
    page.getByText('₦2,000.00 once to create it, with a first funding of at least $5.00'),
  ).toBeVisible();

  // A card needs Tier 2 (issue 23): the screen says so and links to the upgrade; the sandbox's matching
  // BVN approves at once, and the card can be created.
  await expect(page.getByText(/A dollar card needs Tier 2/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create dollar card' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Upgrade in Settings, Tier Limits' }).click();
  await expect(page).toHaveURL(/\/app\/settings\/tier-limits$/);
  await page.getByLabel('BVN').fill('22222222222');
  await page.getByLabel('Date of birth').fill('1990-05-17');
  await page.getByRole('button', { name: 'Upgrade to Tier 2' }).click();
  await expect(page.getByText('Approved: you are now on Tier 2')).toBeVisible();
  await page.getByRole('navigation', { name: 'App' }).getByRole('link', { name: 'Cards' }).click();
  await expect(page).toHaveURL(/\/app\/cards$/);

  // Create: $10 at ₦1,650 is ₦16,500, with ₦2,000 to create and 1% (₦165) to fund: ₦18,665.
  await page.getByRole('button', { name: 'Create dollar card' }).click();
  await page.getByLabel('Card name (optional)').fill('Subscriptions SANDBOX-LATE');
  await throughQuote(page, 'First funding ($)', '10', '₦18,665.00');
  await expect(page.getByRole('heading', { name: 'Creating your card' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your card is ready' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Go to the card' }).click();
  await expect(cardBalance(page)).toHaveText('$10.00');
  await expect(page.getByText('3401 N. Miami Ave, Ste 230')).toBeVisible();

  // Fund $5: ₦8,250 and the ₦100 minimum fee.
  await page.getByRole('button', { name: 'Fund', exact: true }).click();
  await throughQuote(page, 'Amount ($)', '5', '₦8,350.00');
  await expect(page.getByRole('heading', { name: 'Card funding successful' })).toBeVisible();
  await page.getByRole('button', { name: 'Back to the card' }).click();
  await expect(cardBalance(page)).toHaveText('$15.00');

  // Reveal: the issuer's one-time page in a frame (a Luhn-valid Visa number and a CVV), then hidden.
  await page.getByRole('button', { name: 'Show details' }).click();
  await enterPin(page, PIN);
  const frame = page.locator('iframe[title^="Number, expiry and CVV of Subscriptions SANDBOX-LATE"]');
  await expect(frame).toBeVisible();
  const details = page.frameLocator('iframe[title^="Number, expiry and CVV"]');
  await expect(details.getByText(/^4\d{3} \d{4} \d{4} \d{4}$/)).toBeVisible();
  await expect(details.getByText('CVV')).toBeVisible();
  const src = await frame.getAttribute('src');
  const again = await page.request.get(src ?? '');
  expect(again.status(), 'the page opens once').toBe(410);
  expect(await again.text()).toContain('This link has been used or has expired');
  await page.getByRole('button', { name: 'Hide details' }).click();
  await expect(frame).toHaveCount(0);

  // Freeze (asked first, no PIN), then a shop's charge is declined, and why.
  await page.getByRole('button', { name: 'Freeze', exact: true }).click();
  await page.getByRole('button', { name: 'Freeze card' }).click();
  await expect(page.getByText('This card is frozen: every payment on it is declined')).toBeVisible();
  await page.getByLabel('Merchant', { exact: true }).fill('Netflix');
  await page.getByLabel('Charge ($)').fill('4');
  await page.getByRole('button', { name: 'Simulate purchase' }).click();
  await expect(page.getByText('Declined: The card is frozen')).toBeVisible();
  const activity = page.getByRole('list', { name: 'Card activity' });
  await expect(activity.getByText('The card is frozen')).toBeVisible();
  await expect(activity.getByText('Netflix')).toBeVisible();
  await expect(cardBalance(page)).toHaveText('$15.00');

  // Unfreeze with the PIN: the same charge goes through.
  await page.getByRole('button', { name: 'Unfreeze' }).click();
  await enterPin(page, PIN);
  await expect(page.getByRole('button', { name: 'Show details' })).toBeVisible();
  await page.getByLabel('Charge ($)').fill('4');
  await page.getByRole('button', { name: 'Simulate purchase' }).click();
  await expect(page.getByText('Netflix charged $4.00')).toBeVisible();
  await expect(cardBalance(page)).toHaveText('$11.00');

  // Withdraw $3 to the wallet, free, at ₦1,600: ₦4,800.
  await page.getByRole('button', { name: 'Withdraw' }).click();
  await throughQuote(page, 'Amount ($)', '3', '₦4,800.00');
  await expect(page.getByRole('heading', { name: 'Withdrawal successful' })).toBeVisible();
  await page.getByRole('button', { name: 'Back to the card' }).click();
  await expect(cardBalance(page)).toHaveText('$8.00');

  // Terminate: asked first, the PIN, the $8 back in the wallet as ₦12,800; never usable again.
  await page.getByRole('button', { name: 'Terminate', exact: true }).click();
  await expect(page.getByText('Its balance of $8.00 goes back to your wallet in naira')).toBeVisible();
  await page.getByRole('button', { name: 'Terminate and enter PIN' }).click();
  await enterPin(page, PIN);
  await expect(page.getByRole('heading', { name: 'Card terminated' })).toBeVisible();
  await expect(page.getByText('+₦12,800.00', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Back to cards' }).click();
  await expect(page.getByText('This card is terminated and can never be used again')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Fund', exact: true })).toHaveCount(0);

  // The wallet: ₦40,000 − ₦18,665 − ₦8,350 + ₦4,800 + ₦12,800.
  await page.goto('/app/home');
  await expect(page.locator('.owo-home__balance')).toHaveText('₦30,585.00');
  watcher.assertClean();
});
