import { expect, type Page, test } from '@playwright/test';
import { addMoney, enterPin, newIdentity, PIN, registerVerifyAndLogIn, setPin, watchPage } from './support';

// Issue 20, parts 5 and 6: what a person paid for is never lost (the token on the History receipt and in
// the receipt email), and money that did not arrive never looks like money received.

/** A receipt row's value by its label. */
const rowValue = (page: Page, label: string) =>
  page.locator('[part="receipt"] dt', { hasText: label }).locator('xpath=following-sibling::dd');

test('electricity bought: the History receipt keeps the token with Copy, and the email carries it', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const watcher = watchPage(page);
  const who = newIdentity('delivery');
  await page.goto('/auth/register');
  await registerVerifyAndLogIn(page, who);
  await expect(page).toHaveURL(/\/app\/home$/);
  await setPin(page);
  await addMoney(page, '20,000');

  await page.goto('/app/services/electricity');
  await page.getByLabel('Meter number').fill('1111111111111');
  await page.getByLabel('Distribution company', { exact: true }).selectOption('ikeja-electric');
  await page.getByLabel('Amount (₦)').fill('2,000');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Confirm and enter PIN' }).click();
  await enterPin(page, PIN);
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  const token = (await page.locator('[part="delivery"] code').first().textContent()) ?? '';
  expect(token.replace(/\D/g, '')).toMatch(/^\d{20}$/);
  const reference = (await rowValue(page, 'Reference').textContent()) ?? '';

  // Later, from History: the receipt is a payment, names the meter, and still has the token.
  await page.goto('/app/history');
  await page.locator(`a[href$="/app/history/${reference}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/app/history/${reference}$`));
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Transfer successful' })).toHaveCount(0);
  await expect(rowValue(page, 'Meter number')).toHaveText('1111111111111');
  await expect(page.locator('[part="receipt"] dt', { hasText: 'Narration' })).toHaveCount(0);
  await expect(page.locator('[part="delivery"]')).toContainText('Electricity token');
  await expect(page.locator('[part="delivery"] code').first()).toHaveText(token);
  await page.getByRole('button', { name: 'Copy token' }).click();
  await expect(page.getByText('Copied', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token.replace(/\D/g, ''));

  // "Sent to your email": the receipt email carries the token, once.
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/v1/dev/mailbox?email=${encodeURIComponent(who.email)}`);
        const body = (await response.json()) as { data: { messages: { subject: string; text: string }[] } };
        return body.data.messages.filter(
          (m) => m.subject.startsWith('Your Owo receipt') && m.text.includes(token),
        ).length;
      },
      { message: 'the receipt email with the token', timeout: 15_000 },
    )
    .toBe(1);

  watcher.assertClean();
});

test('a rejected gift card sale is never money received: no plus, not green, the reason shown', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const watcher = watchPage(page);
  const who = newIdentity('rejected');
  await page.goto('/auth/register');
  await registerVerifyAndLogIn(page, who);
  await expect(page).toHaveURL(/\/app\/home$/);
  await setPin(page);
  await addMoney(page, '1,000');

  await page.goto('/app/services/giftcards');
  await page.getByRole('button', { name: 'Sell a card' }).click();
  await page.getByLabel('Brand', { exact: true }).selectOption('steam');
  await page.getByLabel('Card value ($)').fill('50');
  await page.getByLabel('Card code').fill('SANDBOX-REJECT');
  const quote = (await page.locator('[part="quote"] strong').textContent()) ?? '';
  expect(quote).toBe('₦67,500.00');
  await page.getByRole('button', { name: `Sell for ${quote}` }).click();
  await expect(page.getByRole('heading', { name: 'Pending review' })).toBeVisible();
  await expect(page.locator('.owo-receipt__amount')).toHaveText(quote);
  await expect(page.getByRole('heading', { name: 'Card rejected' })).toBeVisible({ timeout: 30_000 });

  for (const path of ['/app/history', '/app/home']) {
    await page.goto(path);
    const row = page.locator('.owo-tx', { hasText: 'Steam' });
    await expect(row.locator('.owo-amount')).toHaveText(quote);
    await expect(row.getByText('+₦67,500.00')).toHaveCount(0);
    await expect(row).toContainText('Not received');
    await expect(row).toContainText('The card has already been redeemed');
    await expect(row.locator('.owo-status')).toHaveText('Failed');
    // Not the green of the money that did arrive (the transfer in, '+' and green).
    const received = page.locator('.owo-tx', { hasText: 'Chioma Eze' }).locator('.owo-amount');
    await expect(received).toHaveText('+₦1,000.00');
    const colourOf = (amount: typeof received) =>
      amount.evaluate((element) => getComputedStyle(element).color);
    expect(await colourOf(row.locator('.owo-amount'))).not.toBe(await colourOf(received));
  }
  await page.locator('.owo-tx', { hasText: 'Steam' }).click();
  await expect(page.getByRole('heading', { name: 'Card rejected' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Money received' })).toHaveCount(0);
  await expect(page.locator('.owo-receipt__amount')).toHaveText(quote);
  await expect(page.getByText('The card has already been redeemed')).toBeVisible();

  watcher.assertClean();
});
