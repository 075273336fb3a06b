import { expect, test } from '@playwright/test';
import { deepCount, heard, partnerSite, settledFrameHeight } from './frame-support';
import { fundedAccount } from './partner-servers';

// Issue 24: on a partner's page (localhost) the password and the PIN are typed only into frames from
// Owo's origin (127.0.0.1), which the partner page's scripts cannot read, and the payment is reviewed
// there; the page hears only outcomes, and its server confirms the payment with its secret key.

const LOGIN_FRAME = 'iframe[title="Sign in to Owo"]';
const PAY_FRAME = 'iframe[title="Confirm your payment with Owo"]';
const PIN = '2468';

test.describe("Owo's secrets frame on a partner's page", () => {
  // Registered by the tests themselves: the first sees the site refused.
  const env = partnerSite(test, { register: false });
  let secretKey = '';
  /** `pnpm owo partner add <site> --json`, once: the secret key its server confirms payments with. */
  const register = async () => {
    if (secretKey) return secretKey;
    const added = JSON.parse(
      await env.owo.cli('partner', 'add', env.site.url, '--name', 'Shop', '--json'),
    ) as {
      secretKey: string;
    };
    return added.secretKey;
  };

  test('is refused under a site Owo does not know (frame-ancestors), and the element says so first', async ({
    page,
  }) => {
    // The element asks Owo's registry as it loads and says so in place of the frame, before anyone types.
    await page.goto(env.site.url);
    await expect(page.locator('owo-login').getByRole('alert')).toHaveText(
      'This site is not yet allowed to use Owo',
    );
    await expect(page.frameLocator(LOGIN_FRAME).getByRole('heading', { name: 'Welcome back' })).toHaveCount(
      0,
    );
    // And the frame itself will not be drawn under that site.
    const answer = await page.request.get(
      `${env.owo.url}/embed/v1/frame?${new URLSearchParams({ parent: env.site.url, view: 'login', theme: 'light' })}`,
    );
    expect(answer.status()).toBe(403);
    expect(answer.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  test('signs in with the password typed only into the frame, on Owo’s origin; the page hears the outcome', async ({
    page,
  }) => {
    secretKey = await register();
    const who = await fundedAccount(env.owo.url, PIN, 5000);
    await page.goto(env.site.url);
    await expect(page.locator('#who')).toHaveText('Signed out');

    const form = page.frameLocator(LOGIN_FRAME).getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email or username').fill(who.email);
    // The form is in a document of Owo's origin, framed by this page.
    const inFrame = await (await page.locator(LOGIN_FRAME).elementHandle())?.contentFrame();
    expect(new URL(inFrame?.url() ?? 'about:blank').origin).toBe(env.owo.url);
    expect(inFrame?.parentFrame()).toBe(page.mainFrame());
    await form.getByLabel('Password', { exact: true }).fill(who.password);
    // Nothing on the partner's page, shadow roots included, is a password field or holds the password.
    expect(await deepCount(page, 'input[type=password]')).toBe(0);
    expect(await deepCount(page, 'input')).toBe(0);
    expect(await page.content()).not.toContain(who.password);
    await form.getByRole('button', { name: 'Sign in' }).click();

    await expect(page.locator('#who')).toHaveText('Signed in as Ada');
    const events = await heard(page);
    expect(events.filter((e) => e.type === 'owo-login-success')).toHaveLength(1);
    expect(JSON.stringify(events)).not.toContain(who.password);

    // The session is the partner page's own now: it survives a reload without the frame.
    await page.reload();
    await expect(page.locator('#who')).toHaveText('Signed in as Ada');
  });

  test('pays airtime with the review and the PIN in the frame; the page gets the event, its server confirms', async ({
    page,
  }) => {
    secretKey = await register();
    const who = await fundedAccount(env.owo.url, PIN, 5000);
    await page.goto(`${env.site.url}/pay-bills`);
    const payBills = page.locator('owo-pay-bills');
    const login = payBills.frameLocator(LOGIN_FRAME).getByRole('form', { name: 'Sign in' });
    await login.getByLabel('Email or username').fill(who.email);
    await login.getByLabel('Password', { exact: true }).fill(who.password);
    await login.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.locator('#who')).toHaveText('Signed in as Ada');

    // The details are the partner page's; the review, the PIN and the payment are the frame's.
    await payBills.getByLabel('Phone number').fill('08031111111');
    await payBills.getByLabel('Amount (₦)').fill('200');
    await payBills.getByRole('button', { name: 'Continue' }).click();
    const frame = payBills.frameLocator(PAY_FRAME);
    await expect(frame.getByText('MTN line 08031111111')).toBeVisible();
    await expect(frame.getByText('₦200.00').first()).toBeVisible();
    const inFrame = await (await payBills.locator(PAY_FRAME).elementHandle())?.contentFrame();
    expect(new URL(inFrame?.url() ?? 'about:blank').origin).toBe(env.owo.url);
    await frame.getByRole('button', { name: 'Confirm and enter PIN' }).click();
    const keypad = frame.getByRole('group', { name: 'Transaction PIN' });
    await expect(keypad.getByRole('button', { name: '1', exact: true })).toBeEnabled();
    // No keypad, no PIN field and no password field on the partner's page, shadow roots included.
    expect(await deepCount(page, '.owo-keypad, input[type=password], [part~="pin"]')).toBe(0);
    await settledFrameHeight(page, PAY_FRAME);
    for (const digit of PIN) await keypad.getByRole('button', { name: digit, exact: true }).click();

    await expect(payBills.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    await expect
      .poll(async () => (await heard(page)).filter((e) => e.type === 'owo-payment-complete').length)
      .toBe(1);
    const detail = (await heard(page)).find((e) => e.type === 'owo-payment-complete')?.detail as {
      reference: string;
    };
    expect(detail).toMatchObject({ service: 'airtime', biller: 'mtn', amount: 20_000, status: 'completed' });
    expect(JSON.stringify(await heard(page))).not.toContain(PIN);

    // The partner's server asks Owo with its secret key: the payment is this site's.
    const confirm = (key: string) =>
      fetch(`${env.owo.url}/api/v1/partner/payments/${detail.reference}`, {
        headers: { authorization: `Bearer ${key}` },
      });
    const confirmed = await confirm(secretKey);
    expect(confirmed.status).toBe(200);
    expect(((await confirmed.json()) as { data: unknown }).data).toMatchObject({
      reference: detail.reference,
      status: 'completed',
      service: 'airtime',
      amount: 20_000,
    });
    expect((await confirm('sk_not-a-real-key-at-all-xxxxxxxxxxxxxxxx')).status).toBe(401);
  });
});
