import { expect, type Locator, type Page, test } from '@playwright/test';
import { products } from '../src/content/products';
import { fillRegister, logIn, newIdentity, setPin, verifyEmail } from './support';

// Issue 20, parts 8 and 9: what a new user found rough, and what the public site claimed.

/** Every toast on screen (the toaster's shadow root is open, so role queries see into it). */
const toasts = (page: Page) => page.locator('owo-toaster .owo-toast');

/** Whether two boxes overlap. */
async function overlaps(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = await Promise.all([a.boundingBox(), b.boundingBox()]);
  if (!x || !y) return false;
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('register, verify, sign in and set PIN: no toast covers the header, at most three, none left from sign-in', async ({
    page,
  }) => {
    const who = newIdentity('toasts');
    await page.goto('/auth/register');
    await fillRegister(page, who);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(toasts(page).filter({ hasText: 'Please check your email' })).toBeVisible();
    await verifyEmail(page, who);
    // A wrong password first: its toast must not follow the person to Home.
    await logIn(page, { email: who.email, password: 'Wrong@Password1' });
    await expect(
      toasts(page)
        .filter({ hasText: /incorrect|invalid/i })
        .first(),
    ).toBeVisible();
    await logIn(page, who);
    await expect(page).toHaveURL(/\/app\/home$/);
    await setPin(page);

    expect(await toasts(page).count()).toBeLessThanOrEqual(3);
    await expect(toasts(page).filter({ hasText: /incorrect|invalid/i })).toHaveCount(0);
    await expect(toasts(page).filter({ hasText: 'Please check your email' })).toHaveCount(0);
    const header = page.locator('owo-app [part="header"]');
    const controls = [
      header.getByRole('button', { name: /Show menu|Hide menu/ }),
      page.locator('owo-notification-bell [part="button"]'),
      header.locator('owo-theme-toggle'),
      header.getByRole('button', { name: /^Account menu for / }),
    ];
    for (const toast of await toasts(page).all())
      for (const control of controls)
        expect(await overlaps(toast, control), 'a toast over a header control').toBe(false);
  });
});

test('each /app screen has its own title, and the bell leads to every notification', async ({ page }) => {
  const who = newIdentity('titles');
  await page.goto('/auth/register');
  await fillRegister(page, who);
  await page.getByRole('button', { name: 'Create account' }).click();
  await verifyEmail(page, who);
  await logIn(page, who);
  await setPin(page);
  await expect(page).toHaveTitle('Home | Owo');
  for (const [path, title] of [
    ['/app/history', 'History | Owo'],
    ['/app/services', 'Services | Owo'],
    ['/app/home/send-money-bank', 'Send to bank | Owo'],
  ]) {
    await page.goto(path as string);
    await expect(page).toHaveTitle(title as string);
  }
  await page.locator('owo-notification-bell [part="button"]').click();
  await page.getByRole('link', { name: 'See all notifications' }).click();
  await expect(page).toHaveURL(/\/app\/notifications$/);
  await expect(page).toHaveTitle('Notifications | Owo');
  await expect(page.getByRole('heading', { name: 'Transaction PIN set' })).toBeVisible();
  await expect(page.getByText('Your transaction PIN is ready.')).toBeVisible();
});

test("the footer's API reference opens the readable reference, not raw JSON", async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'API reference' }).click();
  await expect(page).toHaveURL(/\/api\/v1\/docs$/);
  expect(await page.evaluate(() => document.contentType)).toBe('text/html');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

/** What no page or post may claim until the app has it. */
const UNBACKED = [/out of beta/i, /co-?hosts?/i, /pay(ing)? (a )?vendors?/i, /vendor payments?/i];

test.describe('the public site claims only what the product does', () => {
  const pages = [
    '/',
    '/about',
    '/pricing',
    '/faqs',
    '/terms',
    '/activity',
    '/blogs',
    ...products.map((p) => p.path),
  ];

  for (const path of pages) {
    test(`${path} makes no claim the app does not back`, async ({ request }) => {
      const html = await (await request.get(path, { headers: { accept: 'text/html' } })).text();
      const text = html.replace(/<[^>]+>/g, ' ');
      for (const claim of UNBACKED) expect(text, `${path}: ${claim}`).not.toMatch(claim);
    });
  }

  test('no blog post claims event expenses, co-hosts or vendor payments are live', async ({ request }) => {
    const { data } = (await (await request.get('/api/v1/blog/posts')).json()) as {
      data: { posts: { id: string }[] };
    };
    expect(data.posts.length).toBeGreaterThan(0);
    for (const { id } of data.posts) {
      const post = JSON.stringify((await (await request.get(`/api/v1/blog/posts/${id}`)).json()).data);
      for (const claim of UNBACKED) expect(post, `post ${id}: ${claim}`).not.toMatch(claim);
    }
  });

  test('/event-expenses says it is coming and offers the newsletter sign-up', async ({ page }) => {
    await page.goto('/event-expenses');
    await expect(page.getByText('Event expenses · Coming soon')).toBeVisible();
    const signup = page.getByRole('region', { name: 'Launch news' });
    await expect(signup.getByRole('heading', { name: 'Hear the day it opens' })).toBeVisible();
    await expect(signup.getByLabel('Email address')).toBeVisible();
    await expect(signup.getByRole('button', { name: 'Subscribe' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create Account' }).first()).toBeVisible(); // the header's
  });

  test('/activity tells event expenses as coming', async ({ page }) => {
    await page.goto('/activity');
    await expect(page.getByRole('heading', { name: 'Coming soon: event expenses' })).toBeVisible();
  });
});
