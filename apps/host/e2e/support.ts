import { type APIRequestContext, expect, type Page } from '@playwright/test';

export const ACCESS_TOKEN_KEY = '@accessToken';

export interface Identity {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  phoneNumber: string;
  password: string;
}

let counter = 0;
/** A new person for each journey, unique across runs that share a database. */
export function newIdentity(tag: string): Identity {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}`;
  return {
    firstName: 'Adaeze',
    lastName: 'Okafor',
    username: `e2e_${tag}_${id}`.slice(0, 30),
    email: `e2e.${tag}.${id}@example.com`,
    phoneNumber: '+2348012345678',
    password: 'Journey@2026!',
  };
}

/**
 * Fails the test on any console error or failed request the page makes, checked when `assertClean`
 * is called. Requests the browser cancels on purpose (a navigation aborting a fetch) are not failures.
 */
export function watchPage(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) =>
    problems.push(`page error: ${error.message} ${error.stack} AT ${page.url()}`),
  );
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    if (reason.includes('ERR_ABORTED')) return;
    problems.push(`request failed: ${request.method()} ${request.url()} (${reason})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400)
      problems.push(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`);
  });
  return {
    problems,
    assertClean() {
      expect(problems, 'console errors and failed requests').toEqual([]);
    },
  };
}

/** The newest code the dev mailbox holds for an address (waits for the email to arrive). */
export async function readCode(request: APIRequestContext, email: string): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/v1/dev/mailbox?email=${encodeURIComponent(email)}`);
        if (!response.ok()) return '';
        const body = (await response.json()) as { data: { messages: { code?: string | null }[] } };
        code = body.data.messages[0]?.code ?? '';
        return code;
      },
      { message: `a code in the dev mailbox for ${email}`, timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

/** Fills the register screen (already open) with valid data. */
export async function fillRegister(page: Page, who: Identity) {
  await page.getByLabel('First name').fill(who.firstName);
  await page.getByLabel('Last name').fill(who.lastName);
  await page.getByLabel('Username').fill(who.username);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Phone number').fill(who.phoneNumber);
  await page.getByLabel('Gender').selectOption('female');
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByLabel('Confirm password').fill(who.password);
  await page.getByLabel('I agree to the terms and conditions').check();
}

/** On verify-email: reads the code from the dev mailbox, enters it and verifies; lands on login. */
export async function verifyEmail(page: Page, who: Identity) {
  await expect(page).toHaveURL(/\/auth\/verify-email$/);
  await expect(page.getByText(who.email)).toBeVisible();
  const code = await readCode(page.request, who.email);
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code);
  // A full code submits itself (the verify-code form), then the screen moves on to sign-in.
  await expect(page).toHaveURL(/\/auth\/login$/);
}

/** On the login screen: signs in. */
export async function logIn(page: Page, who: Pick<Identity, 'email' | 'password'>) {
  await page.getByLabel('Email or username').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Someone else, signed up and verified through the API rather than the screens: a payee. */
export async function createVerifiedUser(request: APIRequestContext, tag: string): Promise<Identity> {
  const who = newIdentity(tag);
  const registered = await request.post('/api/v1/auth/register', {
    data: { ...who, confirmPassword: who.password, gender: 'female', countryCode: 'NGA', terms: true },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const otp = await readCode(request, who.email);
  expect((await request.post('/api/v1/auth/verify-email', { data: { email: who.email, otp } })).ok()).toBe(
    true,
  );
  return who;
}

/** Registers, verifies and signs a new person in through the screens, starting from the register screen. */
export async function registerVerifyAndLogIn(page: Page, who: Identity) {
  await fillRegister(page, who);
  await page.getByRole('button', { name: 'Create account' }).click();
  await verifyEmail(page, who);
  await logIn(page, who);
}

export const accessToken = (page: Page) =>
  page.evaluate((key) => window.localStorage.getItem(key), ACCESS_TOKEN_KEY);

/** The top bar's account menu (avatar) → Logout. */
export async function logOutFromHeader(page: Page) {
  await page.getByRole('button', { name: /^Account menu for / }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
}

/** The PIN every money journey sets. */
export const PIN = '2468';

/** The Set PIN modal a new person meets on their first visit to the app: the PIN twice. */
export async function setPin(page: Page) {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Set PIN' })).toBeVisible();
  for (const step of ['Set PIN', 'Confirm PIN']) {
    await expect(dialog.getByRole('heading', { name: step })).toBeVisible();
    for (const digit of PIN) await dialog.getByRole('button', { name: digit, exact: true }).click();
  }
  await expect(page.getByText('PIN set successfully')).toBeVisible();
  await expect(dialog).toHaveCount(0);
}

/** The keypad of send-money and pay-bills: one press per digit. */
export async function enterPin(page: Page, pin: string) {
  const keypad = page.getByRole('group', { name: 'Transaction PIN' });
  await expect(keypad.getByRole('button', { name: '1', exact: true })).toBeEnabled();
  for (const digit of pin) await keypad.getByRole('button', { name: digit, exact: true }).click();
}

/** Add money through the sandbox: the account details page's "simulate a transfer in". */
export async function addMoney(page: Page, amount: string) {
  await page.goto('/app/home/add-money');
  await expect(page.getByText(/^\d{10}$/).first()).toBeVisible();
  await page.getByLabel('Amount (₦)').fill(amount);
  await page.getByRole('button', { name: 'Simulate transfer in' }).click();
  await expect(page.getByText(`₦${amount}.00 arrived from Chioma Eze`)).toBeVisible();
}

/** /app/services, then the service's tile: the element limited to that service. */
export async function openService(page: Page, title: string, segment: string) {
  await page.goto('/app/services');
  await page.getByRole('link', { name: new RegExp(`^${title}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/app/services/${segment}$`));
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
}

/** Chooses an option of a select once the list has it (plans load after the biller is chosen). */
export async function choose(page: Page, label: string, value?: string) {
  const select = page.getByLabel(label, { exact: true });
  await expect(select.locator('option').nth(1)).toBeAttached();
  await select.selectOption(value ?? ((await select.locator('option').nth(1).getAttribute('value')) || ''));
}

/** Review -> PIN -> the receipt's heading. */
export async function payOnReview(page: Page) {
  await expect(page.getByText('The provider has this customer as')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm and enter PIN' }).click();
  await enterPin(page, PIN);
}

/** MTN airtime for `phone` (08011111111 completes at once in the sandbox), paid to its receipt. */
export async function buyAirtime(page: Page, phone: string, amount: string) {
  await openService(page, 'Airtime', 'airtime');
  await page.getByLabel('Phone number').fill(phone);
  await choose(page, 'Network', 'mtn');
  await page.getByLabel('Amount (₦)').fill(amount);
  await page.getByRole('button', { name: 'Continue' }).click();
  await payOnReview(page);
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
}
