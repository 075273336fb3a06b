import { expect, type Page, test } from '@playwright/test';
import { deepCount, frameOrigin, heard, partnerSite, settledFrameHeight } from './frame-support';
import { fundedAccount, newAccount, startMoneyPartner } from './partner-servers';

// Issue 24, money between people: on a partner's page (localhost), owo-send-money's review and PIN, and
// owo-pin-setup's whole keypad, are in frames from Owo's origin (127.0.0.1). The page hears outcomes
// only (a reference and a status, that a PIN is set) and shows its own receipt and events.

const LOGIN_FRAME = 'iframe[title="Sign in to Owo"]';
const TRANSFER_FRAME = 'iframe[title="Confirm your transfer with Owo"]';
const PIN_FRAME = 'iframe[title="Set your Owo PIN"]';
const PIN = '2468';
/** What a PIN, a PIN field or a keypad looks like in the partner page's DOM. */
const PIN_PARTS = '.owo-keypad, [data-key], input[type=password], [part~="pin"]';

/** What the API says about an account, signed in as it. */
async function accountOf(owo: string, account: { email: string; password: string }) {
  const login = await fetch(`${owo}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: account.email, password: account.password, rememberMe: false }),
  });
  const { data } = (await login.json()) as { data: { accessToken: string; user: { isPinSet: boolean } } };
  const wallet = await fetch(`${owo}/api/v1/wallet`, {
    headers: { authorization: `Bearer ${data.accessToken}` },
  });
  const balance = ((await wallet.json()) as { data: { balance: number } }).data.balance;
  return { isPinSet: data.user.isPinSet, balance };
}

test.describe("Owo's secrets frame for money between people on a partner's page", () => {
  const env = partnerSite(test, { start: startMoneyPartner });

  /** Signs `who` in with the password typed into Owo's sign-in frame. */
  async function signIn(page: Page, who: { email: string; password: string }) {
    await page.goto(env.site.url);
    const form = page.frameLocator(LOGIN_FRAME).getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email or username').fill(who.email);
    await form.getByLabel('Password', { exact: true }).fill(who.password);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.locator('#who')).toHaveText('Signed in as Ada');
  }

  test('sends money with the review and the PIN in the frame; the recipient is credited, the page gets the events', async ({
    page,
  }) => {
    const recipient = await newAccount(env.owo.url);
    const sender = await fundedAccount(env.owo.url, PIN, 5000);
    await signIn(page, sender);

    // The details are the partner page's; the review, the PIN and the transfer are the frame's.
    const sendMoney = page.locator('owo-send-money');
    await sendMoney.getByLabel('Username, email or phone').fill(recipient.email);
    await sendMoney.getByLabel('Amount (₦)').fill('1500');
    await sendMoney.getByRole('button', { name: 'Continue' }).click();
    const frame = sendMoney.frameLocator(TRANSFER_FRAME);
    // The name and the amounts are the API's quote, as the frame asked for it.
    await expect(frame.getByRole('heading', { name: 'Confirm the transfer' })).toBeVisible();
    await expect(frame.getByText('Ada O.')).toBeVisible();
    await expect(frame.getByText('₦1,500.00').first()).toBeVisible();
    expect(await frameOrigin(page, TRANSFER_FRAME)).toBe(env.owo.url);
    // The page never drew a review of its own.
    await expect(sendMoney.getByRole('heading', { name: 'Confirm the transfer' })).toHaveCount(0);

    await frame.getByRole('button', { name: 'Confirm and enter PIN' }).click();
    const keypad = frame.getByRole('group', { name: 'Transaction PIN' });
    await expect(keypad.getByRole('button', { name: '1', exact: true })).toBeEnabled();
    // No keypad, no PIN field and no password field on the partner's page, shadow roots included.
    expect(await deepCount(page, PIN_PARTS)).toBe(0);
    await settledFrameHeight(page, TRANSFER_FRAME);
    for (const digit of PIN) await keypad.getByRole('button', { name: digit, exact: true }).click();

    // The page's own receipt and event, from the transaction its session read by the frame's reference.
    await expect(sendMoney.getByRole('heading', { name: 'Transfer successful' })).toBeVisible();
    await expect(sendMoney.locator(TRANSFER_FRAME)).toHaveCount(0);
    await expect
      .poll(async () => (await heard(page)).filter((e) => e.type === 'owo-transfer-complete').length)
      .toBe(1);
    const detail = (await heard(page)).find((e) => e.type === 'owo-transfer-complete')?.detail;
    expect(detail).toMatchObject({ type: 'user', amount: 150_000, status: 'completed' });
    expect(JSON.stringify(await heard(page))).not.toContain(PIN);
    expect(await deepCount(page, PIN_PARTS)).toBe(0);

    expect((await accountOf(env.owo.url, recipient)).balance).toBe(150_000);
    expect((await accountOf(env.owo.url, sender)).balance).toBe(500_000 - 150_000);
  });

  test('a new person with no PIN sets one in the frame; the page hears owo-pin-set', async ({ page }) => {
    const newcomer = await newAccount(env.owo.url);
    await signIn(page, newcomer);

    // owo-pin-setup opens by itself for someone with no PIN, with Owo's frame where the keypad would be.
    const frame = page.locator('owo-pin-setup').frameLocator(PIN_FRAME);
    await expect(frame.getByRole('heading', { name: 'Set PIN' })).toBeVisible();
    expect(await frameOrigin(page, PIN_FRAME)).toBe(env.owo.url);
    expect(await deepCount(page, PIN_PARTS)).toBe(0);
    const enter = async (label: string) => {
      const keypad = frame.getByRole('group', { name: label, exact: true });
      await expect(keypad.getByRole('button', { name: '1', exact: true })).toBeEnabled();
      for (const digit of PIN) await keypad.getByRole('button', { name: digit, exact: true }).click();
    };
    // The frame keeps its height from one step to the next, so the keys do not move under the person's
    // finger (the modal around the frame is centred: a taller frame moves it).
    const height = await settledFrameHeight(page, PIN_FRAME);
    await enter('Transaction PIN');
    await expect(frame.getByRole('heading', { name: 'Confirm PIN' })).toBeVisible();
    expect(await settledFrameHeight(page, PIN_FRAME)).toBe(height);
    await enter('Confirm transaction PIN');

    // The page goes on as the keypad would have: the event, the toast, the modal closed.
    await expect.poll(async () => (await heard(page)).filter((e) => e.type === 'owo-pin-set').length).toBe(1);
    await expect(page.locator('owo-toaster').getByText('PIN set successfully')).toBeVisible();
    await expect(page.locator('owo-pin-setup').locator(PIN_FRAME)).toHaveCount(0);
    expect(JSON.stringify(await heard(page))).not.toContain(PIN);
    expect((await accountOf(env.owo.url, newcomer)).isPinSet).toBe(true);
  });
});
