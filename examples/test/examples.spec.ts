import { expect, type Page, test } from '@playwright/test';
import { newAccount } from '../../apps/host/e2e/partner-servers';

// Each example, served on its own localhost port while Owo runs on 127.0.0.1 (another site): sign in,
// owo-login-success, the bell, a reload that keeps the session, airtime bought with owo-pay-bills (the
// sandbox's 08011111111 completes at once), sign out.

const owo = process.env.OWO_EXAMPLES_OWO ?? '';
const sites = JSON.parse(process.env.OWO_EXAMPLES_SITES ?? '{}') as Record<string, string>;
const PIN = '2468';

/** A new person with a PIN and ₦5,000, made through the API (dev mailbox, sandbox transfer in). */
async function customer() {
  const account = await newAccount(owo);
  const call = async (method: string, path: string, token: string, body?: unknown) => {
    const res = await fetch(`${owo}/api/v1/${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'idempotency-key': crypto.randomUUID(),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as { data: Record<string, unknown> };
  };
  const login = await call('POST', 'auth/login', '', {
    identifier: account.email,
    password: account.password,
  });
  const token = String(login.data.accessToken);
  await call('POST', 'auth/set-transaction-pin', token, { pin: PIN });
  const { data: wallet } = await call('GET', 'wallet', token);
  await call('POST', 'dev/incoming-transfer', token, {
    accountNumber: wallet.accountNumber,
    amount: 500_000,
    senderName: 'Chioma Eze',
    senderBank: 'GTBank',
  });
  return account;
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
const events = (page: Page, type: string) =>
  page.evaluate(
    (t) => (window as unknown as { owoEvents: string[] }).owoEvents.filter((e) => e === t).length,
    type,
  );

for (const name of ['plain-html', 'react-vite', 'vue-vite']) {
  test(`${name}: signs in, shows the bell, survives a reload, buys airtime, signs out`, async ({ page }) => {
    const site = sites[name];
    if (!site) throw new Error(`no site for ${name}: run the examples through run.ts`);
    const who = await customer();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    // One copy of Owo per example: a second would warn (the runtime's "second copy" warning).
    page.on('console', (message) => {
      if (message.text().includes('[owo]')) problems.push(message.text());
    });
    // What the page hears, recorded from before its own scripts run.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { owoEvents: string[] }).owoEvents = seen;
      for (const type of ['owo-login-success', 'owo-logout', 'owo-payment-complete']) {
        document.addEventListener(type, () => seen.push(type));
      }
    });

    await page.goto(site);
    await expect(page.locator('#who')).toHaveText('Signed out');
    // Another site than Owo's: the password and the PIN go into Owo's secrets frames.
    const form = page
      .frameLocator('iframe[title="Sign in to Owo"]')
      .first()
      .getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email or username').fill(who.email);
    await form.getByLabel('Password', { exact: true }).fill(who.password);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.locator('#who')).toHaveText('Signed in as Ada');
    expect(await events(page, 'owo-login-success')).toBe(1);
    await expect(bell(page)).toBeEnabled();

    await page.reload();
    await expect(page.locator('#who')).toHaveText('Signed in as Ada');
    await expect(bell(page)).toBeEnabled();

    await page.getByLabel('Phone number').fill('08011111111');
    await page.getByLabel('Network').selectOption('mtn');
    await page.getByLabel('Amount (₦)').fill('500');
    await page.getByRole('button', { name: 'Continue' }).click();
    const payment = page.frameLocator('iframe[title="Confirm your payment with Owo"]');
    await expect(payment.getByText('MTN line 08011111111')).toBeVisible();
    await payment.getByRole('button', { name: 'Confirm and enter PIN' }).click();
    const keypad = payment.getByRole('group', { name: 'Transaction PIN' });
    await expect(keypad.getByRole('button', { name: '1', exact: true })).toBeEnabled();
    for (const digit of PIN) await keypad.getByRole('button', { name: digit, exact: true }).click();
    await expect(page.getByText('Payment successful')).toBeVisible();
    await expect.poll(() => events(page, 'owo-payment-complete')).toBe(1);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.locator('#who')).toHaveText('Signed out');
    expect(await events(page, 'owo-logout')).toBe(1);
    await expect(bell(page)).toBeDisabled();
    expect(problems).toEqual([]);
  });
}
