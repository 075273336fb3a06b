import { expect, type Page, test } from '@playwright/test';
import {
  createVerifiedUser,
  enterPin,
  newIdentity,
  PIN,
  registerVerifyAndLogIn,
  setPin,
  watchPage,
} from './support';

// Issue 7's journey: a new user adds money through the sandbox, sends to another user and to a bank,
// finds both in History with the right colours and the balance right, hits the daily limit and reads why,
// and enters a wrong PIN five times.

/** The CBN check digit (the bank form refuses a number without it before asking the bank). */
function nuban(bankCode: string, serial: string): string {
  const weights = [3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3];
  const digits = `${bankCode.slice(-3).padStart(3, '0')}${serial}`;
  const sum = weights.reduce((total, weight, i) => total + weight * Number(digits[i]), 0);
  return `${serial}${(10 - (sum % 10)) % 10}`;
}

async function sendToUser(page: Page, username: string, amount: string) {
  await page.goto('/app/home/send-money-user');
  await page.getByLabel('Username, email or phone').fill(username);
  await page.getByLabel('Amount (₦)').fill(amount);
  await page.getByRole('button', { name: 'Continue' }).click();
}

const balanceOnHome = (page: Page) => page.locator('.owo-home__balance');

test('a new user adds money, sends to a user and a bank, reads History, hits the limit, locks the PIN', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const watcher = watchPage(page);
  const payee = await createVerifiedUser(request, 'payee');
  const who = newIdentity('money');
  await page.goto('/auth/register');
  await registerVerifyAndLogIn(page, who);
  await expect(page).toHaveURL(/\/app\/home$/);
  await setPin(page);
  await expect(balanceOnHome(page)).toHaveText('₦0.00');

  // Add money through the sandbox: the account details, then "simulate a transfer in".
  await page.getByRole('link', { name: /Add money/ }).click();
  await expect(page).toHaveURL(/\/app\/home\/add-money$/);
  await expect(page.getByText(/^\d{10}$/).first()).toBeVisible();
  await page.getByLabel('Amount (₦)').fill('60,000');
  await page.getByRole('button', { name: 'Simulate transfer in' }).click();
  await expect(page.getByText('₦60,000.00 arrived from Chioma Eze')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(balanceOnHome(page)).toHaveText('₦60,000.00');

  // To another user: their name (first name and initial) before anything is sent; free.
  await sendToUser(page, payee.username, '1,500');
  await expect(page.getByText(`${payee.firstName} ${payee.lastName.charAt(0)}.`)).toBeVisible();
  await expect(page.getByText('Free')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm and enter PIN' }).click();
  await enterPin(page, PIN);
  await expect(page.getByRole('heading', { name: 'Transfer successful' })).toBeVisible();

  // Save them for next time; the send screen then lists them as saved, and picking them fills the form.
  const payeeName = `${payee.firstName} ${payee.lastName.charAt(0)}.`;
  await page.getByRole('button', { name: `Save ${payeeName} as a recipient` }).click();
  await expect(page.getByText(`${payeeName} is saved to your recipients`)).toBeVisible();
  await page.goto('/app/home/send-money-user');
  await expect(page.getByRole('heading', { name: 'Saved', exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Send to ${payeeName}` }).click();
  await expect(page.getByLabel('Username, email or phone')).toHaveValue(payee.username);

  // To a bank: the looked-up account name and the ₦25 fee for ₦10,000.
  await page.goto('/app/home/send-money-bank');
  const bank = page.getByLabel('Bank', { exact: true });
  await expect(bank.locator('option').nth(1)).toBeAttached();
  const bankCode = await bank.locator('option').nth(1).getAttribute('value');
  await bank.selectOption(bankCode ?? '');
  await page.getByLabel('Account number').fill(nuban(bankCode ?? '', '012345678'));
  await page.getByLabel('Amount (₦)').fill('10000');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('You are sending money to')).toBeVisible();
  await expect(page.locator('[part="payee"] strong')).not.toBeEmpty();
  await expect(page.getByText('₦25.00')).toBeVisible();
  await expect(page.getByText('₦10,025.00')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm and enter PIN' }).click();
  await enterPin(page, PIN);
  await expect(
    page.getByRole('heading', { name: /^Transfer (pending|processing|successful)$/ }),
  ).toBeVisible();

  // History: both transfers and the money in, each status in SPEC.md 4's colour.
  await page.goto('/app/history');
  await expect(page.getByText(`${payee.firstName} ${payee.lastName.charAt(0)}.`)).toBeVisible();
  await expect(page.getByText('Chioma Eze')).toBeVisible();
  await expect(page.getByText('−₦1,500.00', { exact: true })).toBeVisible();
  await expect(page.getByText('−₦10,000.00', { exact: true })).toBeVisible();
  await expect(page.getByText('+₦60,000.00', { exact: true })).toBeVisible();
  // The bank transfer settles in the sandbox: completed (green) or failed (red), never left amber.
  await expect
    .poll(
      async () => {
        await page.reload();
        await page.locator('.owo-status').nth(2).waitFor();
        return page
          .locator('.owo-status')
          .evaluateAll((badges) =>
            badges.map((badge) => `${badge.textContent}:${badge.getAttribute('data-tone')}`),
          );
      },
      { timeout: 60_000, message: 'every transaction settled' },
    )
    .toEqual(['Completed:green', 'Completed:green', 'Completed:green']);
  const tones = await page
    .locator('.owo-status')
    .evaluateAll((badges) => badges.map((badge) => getComputedStyle(badge).color));
  expect(new Set(tones).size).toBe(1);

  // The balance: 60,000 - 1,500 - (10,000 + 25).
  await page.goto('/app/home');
  await expect(balanceOnHome(page)).toHaveText('₦48,475.00');
  // The public site's avatar menu shows it too.
  await page.goto('/');
  await page.getByRole('button', { name: `Account menu for ${who.firstName} ${who.lastName}` }).click();
  await expect(page.getByText('₦48,475.00')).toBeVisible();

  // Tier 1's daily limit is ₦50,000 and ₦11,525 is used: ₦40,000 more is refused on Continue, and says
  // why, before any PIN is asked (issue 20).
  await sendToUser(page, payee.username, '40,000');
  await expect(page.getByText(/daily limit/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Confirm the transfer' })).toHaveCount(0);

  // Five wrong PINs in a row: four say how many attempts are left, the fifth locks the PIN.
  await sendToUser(page, payee.username, '100');
  await page.getByRole('button', { name: 'Confirm and enter PIN' }).click();
  for (let attempt = 1; attempt <= 4; attempt += 1) {
    await enterPin(page, '0000');
    await expect(page.getByRole('alert')).toContainText(`${5 - attempt} attempt`);
  }
  await enterPin(page, '0000');
  await expect(page.getByRole('alert')).toContainText(/locked/i);
  await expect(
    page.getByRole('group', { name: 'Transaction PIN' }).getByRole('button', { name: '1', exact: true }),
  ).toBeDisabled();
  await page.goto('/app/home');
  await expect(balanceOnHome(page)).toHaveText('₦48,475.00');

  // Refusals are answers, not failures: only they may be 4xx (and Chromium logs each such response).
  const refusal = /HTTP (403|422|423): POST .*\/api\/v1\/transfers(\/quote)?$/;
  const logged = /^console error: Failed to load resource: .* status of (403|422|423) /;
  const refusals = watcher.problems.filter((problem) => refusal.test(problem));
  expect(refusals).toHaveLength(6);
  expect(watcher.problems.filter((problem) => !refusal.test(problem) && !logged.test(problem))).toEqual([]);
});
