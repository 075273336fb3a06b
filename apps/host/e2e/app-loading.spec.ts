import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { createVerifiedUser, logIn } from './support';

// How an /app page loads (issue 25): with a session stored, the layout's and the screen's first
// questions go to the API while the session is being checked, not one after the other once it answers.

const path = (url: string) => {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
};

/**
 * Holds the session check's answer until `expected` have all been asked (or 10 s have passed), and
 * records every API request the page makes.
 */
async function holdSessionCheck(page: Page, expected: string[]) {
  const asked: string[] = [];
  const askedBeforeAnswer: string[] = [];
  let answered = false;
  let allAsked: () => void = () => {};
  const everyoneAsked = new Promise<void>((resolve) => {
    allAsked = resolve;
  });
  page.on('request', (request) => {
    if (!request.url().includes('/api/v1/')) return;
    const asking = path(request.url());
    asked.push(asking);
    if (!answered) askedBeforeAnswer.push(asking);
    if (expected.every((one) => askedBeforeAnswer.includes(one))) allAsked();
  });
  await page.route('**/api/v1/auth/verify-session', async (route) => {
    await Promise.race([everyoneAsked, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    answered = true;
    await route.continue();
  });
  return { asked, askedBeforeAnswer };
}

/**
 * A new person signs in (so a session is stored) and the page then leaves for about:blank, so that no
 * request of that first Home can be counted as the next load's.
 */
async function signInThenLeave(page: Page, request: APIRequestContext, tag: string) {
  const who = await createVerifiedUser(request, tag);
  await page.goto('/auth/login');
  await logIn(page, who);
  await expect(page).toHaveURL(/\/app\/home$/);
  await page.goto('about:blank');
}

test.describe('an /app page as it loads', () => {
  test('asks for its data while the session is checked, each question once', async ({ page, request }) => {
    await signInThenLeave(page, request, 'loading');

    const home = [
      '/api/v1/wallet',
      '/api/v1/notifications?limit=5&page=1',
      '/api/v1/me/preferences',
      '/api/v1/transactions?page=1&limit=5',
    ];
    const requests = await holdSessionCheck(page, home);
    await page.goto('/app/home');
    await expect(page.getByRole('heading', { name: 'Set PIN' })).toBeVisible();
    await expect(page.getByText(/daily limit/)).toBeVisible();
    expect(requests.askedBeforeAnswer.toSorted()).toEqual(
      ['/api/v1/auth/verify-session', ...home].toSorted(),
    );
    for (const one of home)
      expect(
        requests.asked.filter((asked) => asked === one),
        one,
      ).toHaveLength(1);
  });

  test("asks history's page and the cards for those screens", async ({ page, request }) => {
    await signInThenLeave(page, request, 'loading2');

    const history = await holdSessionCheck(page, ['/api/v1/transactions?page=1&limit=20']);
    await page.goto('/app/history');
    await expect(page.getByRole('heading', { name: 'Transaction history' })).toBeVisible();
    expect(history.askedBeforeAnswer).toContain('/api/v1/transactions?page=1&limit=20');
    expect(history.askedBeforeAnswer).not.toContain('/api/v1/transactions?page=1&limit=5');

    await page.unrouteAll();
    await page.goto('about:blank');
    const cards = await holdSessionCheck(page, ['/api/v1/cards']);
    await page.goto('/app/cards');
    await expect(page.getByRole('heading', { name: 'Cards', exact: true })).toBeVisible();
    expect(cards.askedBeforeAnswer).toContain('/api/v1/cards');
  });

  test('asks nothing but the session check for a visitor with no session stored', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/')) asked.push(path(request.url()));
    });
    await page.goto('/app/home');
    await expect(page).toHaveURL(/\/auth\/login/);
    expect(asked.filter((one) => !one.startsWith('/api/v1/auth/'))).toEqual([]);
  });
});
