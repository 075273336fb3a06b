import { expect, type Page, test } from '@playwright/test';
import { watchPage } from './support';

// The build pre-renders the public pages and the auth frame (apps/host/scripts/prerender.mjs): the
// HTML itself carries each page, its title and its navigation, and the app hydrates it in place.

/** Pages with the heading their pre-rendered HTML must carry, and their title. */
const PAGES = [
  { path: '/', heading: /Send money, pay bills/i, title: 'Send money, pay bills and spend in dollars | Owo' },
  { path: '/about', heading: /./, title: 'About us | Owo' },
  { path: '/pricing', heading: /./, title: /\| Owo$/ },
  { path: '/send-money', heading: /./, title: /\| Owo$/ },
  { path: '/terms', heading: /./, title: /\| Owo$/ },
  { path: '/no-such-page/here', heading: 'Page Not Found?', title: 'Page Not Found | Owo' },
];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading, title } of PAGES) {
    test(`${path} shows its content, navigation and title from the HTML alone`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(heading);
      const nav = page.getByRole('navigation', { name: 'Main' }).first();
      await expect(nav.getByRole('link', { name: 'Pricing' })).toBeAttached();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      // Nothing asks for JavaScript on a page that reads fine without it.
      await expect(page.getByText('Owo needs JavaScript to run')).toHaveCount(0);
    });
  }

  test('the auth pages carry their frame and their own title', async ({ page }) => {
    await page.goto('/auth/login');
    await expect(page).toHaveTitle('Log in | Owo');
    await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('Checking your session');
  });

  test('each auth page preloads the screen its element shows, so that does not wait for the element', async ({
    request,
  }) => {
    for (const [path, chunk] of [
      ['/auth/login', 'login-screen'],
      ['/auth/register', 'register'],
      ['/auth/forgot-password', 'forgot-password'],
      ['/auth/verify-email', 'verify-email'],
    ] as const) {
      const html = await (await request.get(path)).text();
      const preload = /data-preload="([^"]*)"/.exec(html)?.[1]?.split(' ') ?? [];
      expect(preload, path).toContainEqual(
        expect.stringMatching(new RegExp(`^/assets/${chunk}-[\\w-]+\\.js$`)),
      );
    }
  });

  test("each /app page's shell fetches its screen's code with the area's, and only that screen's", async ({
    request,
  }) => {
    const screens = ['home-screen', 'history-screen', 'cards-screen', 'services-screen', 'settings-screen'];
    for (const [path, chunk] of [
      ['/app/home', 'home-screen'],
      ['/app/history', 'history-screen'],
      ['/app/cards', 'cards-screen'],
      ['/app/services/airtime', 'services-screen'],
      ['/app/settings/profile', 'settings-screen'],
      // A page under Home is drawn by a screen of its own: its shell names the app's code alone.
      ['/app/home/send-money-user', null],
    ] as const) {
      // With the signed-in hint (without it the server sends the visitor to sign in first). A chunk's
      // name ends in an 8-character hash, which may hold a '-' itself.
      const html = await (await request.get(path, { headers: { cookie: 'owo_signed_in=1' } })).text();
      const early = [
        ...html.matchAll(/<link rel="modulepreload" href="\/assets\/([\w-]+)-[\w-]{8}\.js"/g),
      ].map((link) => link[1]);
      expect(early, path).toContain('app-main');
      // The area draws without the site's router (src/app/app-main.tsx).
      expect(early, path).not.toContain('react-router');
      expect(
        early.filter((name) => screens.includes(name ?? '')),
        path,
      ).toEqual(chunk ? [chunk] : []);
    }
  });
});

/** Collects the page's CSP violations (reported as events before any of the page's scripts run). */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

test.describe('hydration', () => {
  for (const path of ['/', '/about', '/pricing', '/faqs', '/blogs', '/auth/login']) {
    test(`${path} hydrates the pre-rendered page with no React error and no CSP violation`, async ({
      page,
    }) => {
      const watcher = watchPage(page);
      const violations = await watchCsp(page);
      // The app's code waits until the pre-rendered heading is marked, so the mark is on the HTML's node.
      let release = () => {};
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(/\/assets\/main-[\w-]+\.js$/, async (route) => {
        await gate;
        await route.continue();
      });
      const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
      expect(response?.headers()['content-security-policy']).not.toContain('unsafe-inline');
      // The pre-rendered heading node is still the one on screen once the app has taken over: a
      // hydration mismatch would have React throw it away and render the page again.
      await page.evaluate(() => document.querySelector('#root h1')?.setAttribute('data-from-html', ''));
      release();
      await page.waitForLoadState('networkidle');
      if (path === '/auth/login') {
        await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
      } else {
        await expect(page.locator('#root h1[data-from-html]')).toHaveCount(1);
        // Hydrated: the header's account controls arrived and the products menu opens.
        await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
      }
      watcher.assertClean();
      expect(await violations(), 'CSP violations').toEqual([]);
    });
  }

  test('a client-side move after hydration renders the next page', async ({ page }) => {
    const watcher = watchPage(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page
      .getByRole('navigation', { name: 'Main' })
      .first()
      .getByRole('link', { name: 'Pricing' })
      .click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page).toHaveTitle(/\| Owo$/);
    watcher.assertClean();
  });

  test('a public page registers the elements it shows, not every Owo element', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // The theme toggle and the toaster arrive once the page is idle.
    await expect.poll(() => page.evaluate(() => customElements.get('owo-toaster') !== undefined)).toBe(true);
    const tags = [
      'owo-theme-toggle',
      'owo-toaster',
      'owo-login',
      'owo-notification-bell',
      'owo-app',
      'owo-pay-bills',
    ];
    const defined = await page.evaluate((all) => all.filter((tag) => customElements.get(tag)), tags);
    expect(defined).toEqual(['owo-theme-toggle', 'owo-toaster']);
  });
});
