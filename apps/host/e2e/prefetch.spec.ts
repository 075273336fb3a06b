import { expect, test } from '@playwright/test';
import { firstRequests } from '../src/app/first-requests';
import { newIdentity, registerVerifyAndLogIn, setPin } from './support';

/** The prefetched answers the runtime has not taken yet (@owo/core/prefetch keeps them on globalThis). */
const untaken = () => {
  const table = (globalThis as Record<symbol, { answers: Map<string, unknown> } | undefined>)[
    Symbol.for('owo.prefetched')
  ];
  return table ? [...table.answers.keys()] : null;
};

// Issue 25: a visit that starts in the /app area asks for its first answers from the page's first script
// (boot.ts), while the area's code downloads. Each must be what its screen asks for, taken by the runtime
// and never asked for twice; a path that drifted from its screen's query would stay untaken.
test('an /app page starts its first requests before its code and asks for none of them twice', async ({
  page,
}) => {
  const who = newIdentity('prefetch');
  await page.goto('/auth/register');
  await registerVerifyAndLogIn(page, who);
  await expect(page).toHaveURL(/\/app\/home$/);
  await setPin(page);

  for (const path of [
    '/app/home',
    '/app/history',
    '/app/cards',
    '/app/settings/profile',
    '/app/services/airtime',
  ]) {
    const asked: string[] = [];
    const onRequest = (request: { method(): string; url(): string }) => {
      const url = new URL(request.url());
      if (request.method() === 'GET' && url.pathname.startsWith('/api/v1/')) {
        asked.push(`${url.pathname.slice(1)}${url.search}`);
      }
    };
    page.on('request', onRequest);
    await page.goto(path);
    // Every prefetched answer taken by the screens that asked for it, and nothing asked again after.
    await expect.poll(() => page.evaluate(untaken), { message: path }).toEqual([]);
    await page.waitForLoadState('networkidle');
    page.off('request', onRequest);
    for (const first of firstRequests(path, '')) {
      expect(
        asked.filter((url) => url === first),
        `${path}: ${first}`,
      ).toHaveLength(1);
    }
  }
});

test('a signed-out visit to /app asks for nothing before its code runs', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v1/wallet') asked.push(request.url());
  });
  await page.goto('/app/home');
  await expect(page).toHaveURL(/\/auth\/login/);
  expect(await page.evaluate(untaken)).toBeNull();
  expect(asked).toEqual([]);
});
