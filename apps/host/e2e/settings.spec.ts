import { type Browser, expect, type Page, test } from '@playwright/test';
import {
  addMoney,
  createVerifiedUser,
  enterPin,
  type Identity,
  logIn,
  newIdentity,
  readCode,
  registerVerifyAndLogIn,
  setPin,
  watchPage,
} from './support';

// Issue 22's journey: a new user edits their name (the header follows), changes their email with its
// code, changes their password (another browser is signed out), signs a device out from the list, locks
// the PIN in a payment and recovers it through the Forgot PIN link, and turns money emails off.

/** Signs in on a browser of its own (another device), landing on Home. */
async function signInElsewhere(browser: Browser, who: Pick<Identity, 'email' | 'password'>): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/auth/login');
  await logIn(page, who);
  await expect(page).toHaveURL(/\/app\/home$/);
  return page;
}

async function typeCode(page: Page, code: string) {
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code);
}

const keypad = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

async function pressPin(page: Page, name: string, pin: string) {
  const keys = keypad(page, name);
  await expect(keys.getByRole('button', { name: '1', exact: true })).toBeEnabled();
  for (const digit of pin) await keys.getByRole('button', { name: digit, exact: true }).click();
}

test('a new user edits the profile, changes email and password, manages devices, recovers a locked PIN and turns money emails off', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  const watcher = watchPage(page);
  const payee = await createVerifiedUser(request, 'payee');
  const who = newIdentity('settings');
  await page.goto('/auth/register');
  await registerVerifyAndLogIn(page, who);
  await expect(page).toHaveURL(/\/app\/home$/);
  await setPin(page);

  // Profile: a new first name, seen in the header at once.
  await page.goto('/app/settings/profile');
  await expect(page.getByText(`@${who.username}`)).toBeVisible();
  await page.getByLabel('First name').fill('Chiamaka');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your details have been saved.')).toBeVisible();
  await expect(page.getByRole('button', { name: `Account menu for Chiamaka ${who.lastName}` })).toBeVisible();

  // Email: the code goes to the new address; the email changes once it is entered.
  const newEmail = `new.${who.email}`;
  await page.getByRole('button', { name: 'Change email' }).click();
  await page.getByLabel('New email address').fill(newEmail);
  await page.getByLabel('Current password').fill(who.password);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(`we sent a 6-digit code to ${newEmail}`)).toBeVisible();
  await typeCode(page, await readCode(request, newEmail));
  await expect(page.getByText(`Your email is ${newEmail}`)).toBeVisible();
  const me = { email: newEmail, password: who.password };

  // Password: another browser signed in with the old one is signed out at once; this one stays.
  const other = await signInElsewhere(browser, me);
  await page.goto('/app/settings/security');
  await expect(page.getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem')).toHaveCount(2);
  const newPassword = 'Settings@2027!';
  await page.getByLabel('Current password').fill(who.password);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('your other devices have been signed out')).toBeVisible();
  await other.goto('/app/history');
  await expect(other).toHaveURL(/\/auth\/login/);
  await other.context().close();
  me.password = newPassword;

  // Devices: sign one out from the list, after saying yes.
  const third = await signInElsewhere(browser, me);
  await page.reload();
  const devices = page.getByRole('list', { name: 'Signed-in devices' });
  await expect(devices.getByRole('listitem')).toHaveCount(2);
  await expect(devices.getByText('This device')).toBeVisible();
  await devices.getByRole('button', { name: /^Sign out / }).click();
  await devices.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page.getByText('You are signed in on this device only.')).toBeVisible();
  await third.goto('/app/history');
  await expect(third).toHaveURL(/\/auth\/login/);
  await third.context().close();
  await expect(page.getByText('Password changed')).toBeVisible();

  // A locked PIN in a payment links to Forgot PIN: the password, the emailed code, the new PIN twice.
  await addMoney(page, '5,000');
  await page.goto('/app/home/send-money-user');
  await page.getByLabel('Username, email or phone').fill(payee.username);
  await page.getByLabel('Amount (₦)').fill('500');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Confirm and enter PIN' }).click();
  for (let attempt = 1; attempt <= 4; attempt += 1) {
    await enterPin(page, '0000');
    await expect(page.getByRole('alert')).toContainText(`${5 - attempt} attempt`);
  }
  await enterPin(page, '0000');
  await expect(page.getByRole('alert')).toContainText(/locked/i);
  await page.getByRole('link', { name: 'Reset it with Forgot PIN' }).click();
  await expect(page).toHaveURL(/\/app\/settings\/security\?pin=forgot$/);
  const password = page.getByRole('textbox', { name: 'Password', exact: true });
  await expect(password).toBeFocused();
  await password.fill(me.password);
  await page.getByRole('button', { name: 'Email me a code' }).click();
  await typeCode(page, await readCode(request, newEmail));
  await pressPin(page, 'New PIN', '8642');
  await pressPin(page, 'Confirm new PIN', '8642');
  await expect(page.getByText('Your new PIN is set.')).toBeVisible();

  // The new PIN pays (₦500 to a new recipient is within the cooling period's cap).
  await page.goto('/app/home/send-money-user');
  await page.getByLabel('Username, email or phone').fill(payee.username);
  await page.getByLabel('Amount (₦)').fill('500');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Confirm and enter PIN' }).click();
  await enterPin(page, '8642');
  await expect(page.getByRole('heading', { name: 'Transfer successful' })).toBeVisible();

  // Preference: money emails off, saved, and still off after a reload.
  await page.goto('/app/settings/preference');
  const moneyEmails = page.getByRole('switch', { name: 'Money notifications by email' });
  await expect(moneyEmails).toBeChecked();
  await expect(
    page.getByRole('switch', { name: 'Security notifications by email (always on)' }),
  ).toBeDisabled();
  await moneyEmails.click();
  await expect(page.getByText('Preferences saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Money notifications by email' })).not.toBeChecked();

  // Refusals are answers, not failures: the five wrong PINs (403, then the lock's 423) only.
  const refusal = /HTTP (403|423): POST .*\/api\/v1\/transfers$/;
  const logged = /^console error: Failed to load resource: .* status of (403|423) /;
  expect(watcher.problems.filter((problem) => refusal.test(problem))).toHaveLength(5);
  expect(watcher.problems.filter((problem) => !refusal.test(problem) && !logged.test(problem))).toEqual([]);
});
