import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { readCode, watchPage } from './support';

// SPEC.md 2's public routes.
const PUBLIC_ROUTES = [
  '/',
  '/about',
  '/contact',
  '/faqs',
  '/terms',
  '/privacy',
  '/blogs',
  '/blog-detail/1',
  '/send-money',
  '/receive-money',
  '/utility-payments',
  '/digital-giftcard',
  '/card-issuing',
  '/event-expenses',
  '/pricing',
  '/activity',
];

test.describe('public routes', () => {
  for (const route of PUBLIC_ROUTES) {
    test(`${route} renders with no console error or failed request`, async ({ page }) => {
      const watcher = watchPage(page);
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.getByText('Page Not Found?')).toHaveCount(0);
      await expect(page).toHaveTitle(/ \| Owo$|^Owo/);
      // Signed out, the top bar offers Login and Create Account.
      await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
      watcher.assertClean();
    });
  }

  test('an unknown route shows the Page Not Found screen', async ({ page }) => {
    await page.goto('/no-such-page/here');
    await expect(page.getByRole('heading', { name: 'Page Not Found?' })).toBeVisible();
    await expect(
      page.getByText("Whoops, this is embarassing. Looks like the page you were looking for wasn't found."),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the Resources links reach the component docs and the API reference on the same origin', async ({
    request,
  }) => {
    const docs = await request.get('/docs/');
    expect(docs.status()).toBe(200);
    expect(await docs.text()).toContain('Owo widgets');
    const reference = await request.get('/api/v1/docs');
    expect(reference.status()).toBe(200);
    expect(await reference.text()).toContain('/api/v1/auth/login');
  });
});

test.describe('newsletter (issue 9: double opt-in)', () => {
  test('subscribes only once the emailed code comes back', async ({ page, request }) => {
    const watcher = watchPage(page);
    const email = `reader.${Date.now()}@example.com`;
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Money tips and product news' });
    await form.getByLabel('Email address').fill(email);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByText(/code to confirm your subscription/)).toBeVisible();
    await form.getByLabel('Confirmation code').fill(await readCode(request, email));
    await form.getByRole('button', { name: 'Confirm' }).click();
    await expect(form.getByText('You are subscribed. Look out for our next update.')).toBeVisible();
    await expect(form.getByLabel('Email address')).toBeVisible();
    watcher.assertClean();
  });
});

test.describe('theme toggle', () => {
  const htmlIsDark = (page: import('@playwright/test').Page) =>
    page.evaluate(() => document.documentElement.classList.contains('dark'));
  const toggle = (page: import('@playwright/test').Page) => page.getByRole('button', { name: /^Theme: / });

  test('cycles light → dark → system, persists across reload, and system follows the OS', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    const button = toggle(page);
    await expect(button).toBeVisible();
    // Start from a known choice.
    for (let i = 0; i < 3 && !/^Theme: light\./.test((await button.getAttribute('aria-label')) ?? ''); i++)
      await button.click();
    await expect(button).toHaveAttribute('aria-label', /^Theme: light\. Switch to dark theme/);
    expect(await htmlIsDark(page)).toBe(false);

    await button.click();
    await expect(button).toHaveAttribute('aria-label', /^Theme: dark\. Switch to system theme/);
    await expect.poll(() => htmlIsDark(page)).toBe(true);

    await page.reload();
    await expect(toggle(page)).toHaveAttribute('aria-label', /^Theme: dark\./);
    await expect.poll(() => htmlIsDark(page)).toBe(true);

    await toggle(page).click();
    await expect(toggle(page)).toHaveAttribute('aria-label', /^Theme: system\. Switch to light theme/);
    // System follows the (emulated) operating system, live and after a reload.
    await expect.poll(() => htmlIsDark(page)).toBe(false);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => htmlIsDark(page)).toBe(true);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => htmlIsDark(page)).toBe(false);
    await page.reload();
    await expect(toggle(page)).toHaveAttribute('aria-label', /^Theme: system\./);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => htmlIsDark(page)).toBe(true);

    await toggle(page).click();
    await expect(toggle(page)).toHaveAttribute('aria-label', /^Theme: light\./);
    await expect.poll(() => htmlIsDark(page)).toBe(false);
  });
});

test.describe('accessibility (axe)', () => {
  for (const route of ['/', '/auth/login', '/auth/register']) {
    test(`${route} has no serious or critical violations`, async ({ page }) => {
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading').first()).toBeVisible();
      // Measured again for a few seconds when it finds something: a colour caught mid-transition (a
      // button's 0.15 s colour change as the theme is applied) is neither of its two colours, and failed
      // this test once in CI (2026-11-29). A violation that stays still fails.
      await expect(async () => {
        const results = await new AxeBuilder({ page }).analyze();
        const serious = results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        expect(serious).toEqual([]);
      }).toPass({ timeout: 10_000 });
    });
  }
});
