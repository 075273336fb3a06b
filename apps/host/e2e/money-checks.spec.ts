import { expect, type Page, test } from '@playwright/test';
import { addMoney, enterPin, newIdentity, PIN, registerVerifyAndLogIn, setPin, watchPage } from './support';

// Issue 20, parts 3, 4 and 7: a payment that cannot go through is refused on Continue, before any PIN
// is asked; a double-click on "Confirm and enter PIN" presses no key of the keypad that appears under
// it; a bank account's holder shows as soon as the tenth digit is typed, at OPay as at any bank.

/** The seeded demo account (dev tools are on in the journey's server): someone to send to. */
const DEMO = { username: 'demo', name: 'Ada O.' };

const keypad = (page: Page) => page.getByRole('group', { name: 'Transaction PIN' });

async function sendToUser(page: Page, username: string, amount: string) {
  await page.goto('/app/home/send-money-user');
  await page.getByLabel('Username, email or phone').fill(username);
  await page.getByLabel('Amount (₦)').fill(amount);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** The refusal under the amount, on the details step, and no review or PIN. */
async function expectRefusedOnDetails(page: Page, field: string, message: string | RegExp) {
  const input = page.getByLabel(field, { exact: true });
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(message)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm and enter PIN' })).toHaveCount(0);
  await expect(keypad(page)).toHaveCount(0);
}

test('refuses on Continue what cannot go through, takes one press per click, names accounts as typed', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const watcher = watchPage(page);
  const who = newIdentity('checks');
  await page.goto('/auth/register');
  await registerVerifyAndLogIn(page, who);
  await setPin(page);
  await addMoney(page, '5,000');

  // ₦6,000 with ₦5,000: "Insufficient funds" under the amount on Continue; no PIN is asked.
  await sendToUser(page, DEMO.username, '6,000');
  await expectRefusedOnDetails(page, 'Amount (₦)', /^Insufficient funds/);
  // Over the balance and the ₦50,000 single-transaction limit: the limit is what is named.
  await sendToUser(page, DEMO.username, '60,000');
  await expectRefusedOnDetails(page, 'Amount (₦)', /single-transaction limit of ₦50,000\.00/);
  // To yourself, even over every limit: that comes first.
  await sendToUser(page, who.username, '60,000');
  await expectRefusedOnDetails(page, 'Username, email or phone', 'You cannot send money to yourself.');

  // A bill too: ₦6,000 of airtime is refused on Continue.
  await page.goto('/app/services/airtime');
  await page.getByLabel('Phone number').fill('08031111111');
  await page.getByLabel('Amount (₦)').fill('6,000');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectRefusedOnDetails(page, 'Amount (₦)', /^Insufficient funds/);

  // A double-click on "Confirm and enter PIN": the keypad that appears under the pointer takes no digit,
  // and the right PIN then pays.
  await sendToUser(page, DEMO.username, '1,000');
  await expect(page.getByText(DEMO.name)).toBeVisible();
  await page.getByRole('button', { name: 'Confirm and enter PIN' }).dblclick();
  await expect(keypad(page)).toBeVisible();
  await expect(page.getByText('0 of 4 digits entered')).toBeAttached();
  await enterPin(page, PIN);
  await expect(page.getByRole('heading', { name: 'Transfer successful' })).toBeVisible();

  // OPay numbers accounts by phone number: the holder's name shows once the tenth digit is in, before
  // Continue, and a changed number is looked up again.
  await page.goto('/app/home/send-money-bank');
  const bank = page.getByLabel('Bank', { exact: true });
  await expect(bank.locator('option', { hasText: 'OPay Digital Services' })).toBeAttached();
  for (const name of ['PalmPay', 'Kuda MFB', 'Moniepoint MFB'])
    await expect(bank.locator('option', { hasText: name })).toBeAttached();
  await bank.selectOption({ label: 'OPay Digital Services' });
  const accountName = page.locator('[part="account-name"]');
  const number = page.getByLabel('Account number');
  await number.fill('803123456');
  await expect(accountName).toHaveText('');
  await number.pressSequentially('7');
  await expect(accountName).toHaveText(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
  await number.fill('8031234997');
  await expect(accountName).toHaveText('The bank has no account with this number.');

  // Refusals are answers, not failures: only the quotes' and the look-up's may be 4xx.
  const refusal =
    /HTTP 422: (POST .*\/api\/v1\/(transfers|bills)\/quote|GET .*\/api\/v1\/banks\/resolve\?.*)$/;
  const logged = /^console error: Failed to load resource: .* status of 422 /;
  expect(watcher.problems.filter((problem) => refusal.test(problem))).toHaveLength(5);
  expect(watcher.problems.filter((problem) => !refusal.test(problem) && !logged.test(problem))).toEqual([]);
});
