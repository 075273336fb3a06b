import { expect, test } from '@playwright/test';
import { newIdentity, registerVerifyAndLogIn, setPin } from './support';

// DESIGN.md 1: one QueryClient per page. The site's top bar reads the wallet through the runtime's
// QueryClient, as <owo-app>'s screens do, so Home shows the balance the top bar fetched without asking
// again (a cache of the site's own would).
test('the top bar and Home share one wallet query', async ({ page }) => {
  const who = newIdentity('cache');
  await page.goto('/auth/register');
  await registerVerifyAndLogIn(page, who);
  await expect(page).toHaveURL(/\/app\/home$/);
  await setPin(page);

  const walletRequests: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname === '/api/v1/wallet') {
      walletRequests.push(request.url());
    }
  });
  await page.goto('/');
  await page.getByRole('button', { name: `Account menu for ${who.firstName} ${who.lastName}` }).click();
  await expect(page.locator('.account-balance')).toHaveText('Wallet balance ₦0.00');
  expect(walletRequests).toHaveLength(1);

  // Into the app without a page load (the router's link), then to Home inside it.
  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/app\/settings\/profile$/);
  await page.getByRole('navigation', { name: 'App' }).getByRole('link', { name: 'Home' }).click();
  await expect(page.locator('.owo-home__balance')).toHaveText('₦0.00');
  expect(walletRequests).toHaveLength(1);
});
