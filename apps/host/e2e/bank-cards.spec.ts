import { expect, test } from '@playwright/test';
import { enterPin, newIdentity, PIN, registerVerifyAndLogIn, setPin, watchPage } from './support';

// Issue 21, section 3: a new user adds the sandbox card that asks for a one-time code, adds money from
// it with the PIN, sees the balance and the top-up in History, and removes the card after being asked.

const EXPIRY = `12${String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0')}`;

test('a new user adds the card that asks for a code, tops up from it, sees the balance, and removes the card', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const watcher = watchPage(page);
  const who = newIdentity('cards');
  await page.goto('/auth/register');
  await registerVerifyAndLogIn(page, who);
  await expect(page).toHaveURL(/\/app\/home$/);
  await setPin(page);

  // Add money on Home leads to Settings, Bank Cards.
  await page.goto('/app/home/add-money');
  await page.getByRole('link', { name: 'Add money from a card' }).click();
  await expect(page).toHaveURL(/\/app\/settings\/bank-cards$/);
  await expect(page.getByText('No cards yet.')).toBeVisible();

  // The Verve test card: its bank sends a code (123456 in the sandbox) before it is saved.
  const number = page.getByLabel('Card number');
  await number.pressSequentially('5061000000000005');
  await expect(number).toHaveValue('5061 0000 0000 0005');
  await page.getByLabel('Expiry date').pressSequentially(EXPIRY);
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByRole('heading', { name: 'Enter the code from your bank' })).toBeVisible();
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type('123456');
  await expect(page.getByText('Verve ending 0005 has been saved')).toBeVisible();
  const saved = page.getByRole('list', { name: 'Saved cards' }).getByRole('listitem');
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText('Default');
  await expect(saved).toContainText('Sandbox Microfinance Bank');

  // Add ₦20,000: the card pays ₦20,200 (1%), the wallet gets ₦20,000.
  await page.getByRole('button', { name: 'Add money from Verve ending 0005' }).click();
  await page.getByLabel('Amount (₦)').fill('20000');
  await expect(page.getByText('Fee: ₦200.00 · Charged to your card: ₦20,200.00')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Check the top-up' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm and enter PIN' }).click();
  await enterPin(page, PIN);
  await expect(page.getByRole('heading', { name: 'Top-up successful' })).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();

  await page.goto('/app/home');
  await expect(page.locator('.owo-home__balance')).toHaveText('₦20,000.00');
  await page.goto('/app/history');
  await expect(page.getByText('Verve •••• 0005').first()).toBeVisible();

  // Remove asks first, in a dialog.
  await page.goto('/app/settings/bank-cards');
  await page.getByRole('button', { name: 'Remove Verve ending 0005' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Remove Verve ending 0005?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Remove card' }).click();
  await expect(page.getByText('Verve ending 0005 has been removed')).toBeVisible();
  await expect(page.getByText('No cards yet.')).toBeVisible();
  watcher.assertClean();
});
