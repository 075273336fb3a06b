import { expect, type Page, test } from '@playwright/test';
import { fundedAccount, type OwoServer, type PartnerSite, startOwo, startPartner } from './partner-servers';

// Issue 24: on a partner's page (localhost) the password is typed only into a frame from Owo's origin
// (127.0.0.1), which the partner page's scripts cannot read; the page hears only outcomes.

const LOGIN_FRAME = 'iframe[title="Sign in to Owo"]';

/** How many elements match `selector` in the partner page's DOM, open shadow roots included (not frames). */
const deepCount = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const count = (root: Document | ShadowRoot): number =>
      [...root.querySelectorAll('*')].reduce(
        (n, element) => n + (element.shadowRoot ? count(element.shadowRoot) : 0),
        root.querySelectorAll(sel).length,
      );
    return count(document);
  }, selector);

const heard = (page: Page) =>
  page.evaluate(() => (window as unknown as { owoEvents: { type: string; detail: unknown }[] }).owoEvents);

test.describe("Owo's secrets frame on a partner's page", () => {
  let owo: OwoServer;
  let site: PartnerSite;
  test.beforeAll(async () => {
    owo = await startOwo();
    site = await startPartner(owo.url, 'direct');
  });
  test.afterAll(async () => {
    await site?.stop();
    await owo?.stop();
  });

  test('is refused under a site Owo does not know (frame-ancestors), and the element says so', async ({
    page,
  }) => {
    const framed = page.waitForResponse((res) => res.url().startsWith(`${owo.url}/embed/v1/frame?`));
    await page.goto(site.url);
    const answer = await framed;
    expect(answer.status()).toBe(403);
    expect(answer.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await expect(page.getByText('This site is not yet allowed to use Owo').first()).toBeVisible();
    await expect(page.frameLocator(LOGIN_FRAME).getByRole('heading', { name: 'Welcome back' })).toHaveCount(
      0,
    );
  });

  test('signs in with the password typed only into the frame, on Owo’s origin; the page hears the outcome', async ({
    page,
  }) => {
    await owo.cli('partner', 'add', site.url, '--name', 'Shop');
    const who = await fundedAccount(owo.url, '2468', 5000);
    await page.goto(site.url);
    await expect(page.locator('#who')).toHaveText('Signed out');

    const form = page.frameLocator(LOGIN_FRAME).getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email or username').fill(who.email);
    // The form is in a document of Owo's origin, framed by this page.
    const inFrame = await (await page.locator(LOGIN_FRAME).elementHandle())?.contentFrame();
    expect(new URL(inFrame?.url() ?? 'about:blank').origin).toBe(owo.url);
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
});
