import { connectTestApi } from '../../../../../test/api';
import { routeLikeAHost, shadowOf, textOf } from '../../../../../test/app-router';
import { click, field, openApp, pickDate, showing } from '../../../../../test/app-screens';
import { assert, assertEqual, waitFor } from '../../../../../test/assert';
import {
  errorOf,
  expectAccessible,
  failRequests,
  pageTheme,
  resetRecords,
  toastWith,
  type,
} from '../../../../../test/forms';
import { setPin } from '../../../../../test/money';
import { apiAsUser, signInNewAccount } from '../../../../../test/session';
import { getQueryClient, getRuntime } from '../../../../internal/runtime';
import '../../../app.element';
import type { OwoApp } from '../../../app.element';

// Issue 23: Settings, Tier Limits on the real API, with the sandbox identity provider's test values (the
// test API decides a review in 1.5 s). One BVN or NIN belongs to one account per database, so each
// claiming value is used once in this file.

await connectTestApi();
const PIN = '1357';
const startUrl = routeLikeAHost();

const meter = (host: HTMLElement, label: string) =>
  waitFor(
    () => {
      const id = [...shadowOf(host).querySelectorAll('span[id]')].find((s) => s.textContent === label)?.id;
      return id ? shadowOf(host).querySelector<HTMLMeterElement>(`meter[aria-labelledby="${id}"]`) : null;
    },
    { timeout: 8000, message: `the meter "${label}"` },
  );

async function upgradeToTier2(host: HTMLElement, bvn: string) {
  await type(await field(host, 'BVN'), bvn);
  await pickDate(await field(host, 'Date of birth'), '1990-05-17');
  await click(host, 'Upgrade to Tier 2');
}

describe('Settings, Tier Limits', () => {
  beforeEach(() => {
    resetRecords();
    getQueryClient(getRuntime()).clear();
  });
  afterEach(() => {
    for (const element of document.querySelectorAll('owo-app')) element.remove();
    history.replaceState(null, '', startUrl);
    pageTheme('light');
  });

  it("shows Tier 1's limits with today's use on meters, what Tier 2 needs, and the form's messages", async () => {
    await signInNewAccount();
    await setPin(PIN);
    const host = openApp('/app/settings/tier-limits');
    await showing(host, 'Your tier: Tier 1');
    const daily = await meter(host, 'Daily limit');
    assertEqual(daily.max, 5_000_000, 'the daily limit in kobo');
    assertEqual(daily.value, 0, 'nothing used yet');
    assertEqual(daily.getAttribute('aria-valuetext'), '₦0.00 used today of ₦50,000.00');
    assertEqual((await meter(host, 'Maximum balance')).max, 30_000_000);
    await showing(host, 'You need: Your BVN and date of birth');
    assert(!textOf(host).includes('coming soon'), 'no placeholder');

    await click(host, 'Upgrade to Tier 2');
    assertEqual(errorOf(await field(host, 'BVN')), 'BVN is required');
    assertEqual(errorOf(await field(host, 'Date of birth')), 'Date of birth is required');
    await type(await field(host, 'BVN'), '2222abc');
    assertEqual((await field(host, 'BVN')).value, '2222', 'digits only');
    assertEqual(errorOf(await field(host, 'BVN')), 'BVN must be 11 digits');
    const young = new Date(Date.now() - 10 * 365 * 86_400_000).toISOString().slice(0, 10);
    await pickDate(await field(host, 'Date of birth'), young);
    assertEqual(errorOf(await field(host, 'Date of birth')), 'You must be 18 or older to upgrade');
  });

  it("a BVN with another person's name is rejected with the reason; the account's own approves at once", async function () {
    this.timeout(30_000);
    await signInNewAccount();
    await setPin(PIN);
    const host = openApp('/app/settings/tier-limits');
    await upgradeToTier2(host, '22222222223');
    await showing(host, 'does not match the name on your Owo account');
    assertEqual(
      shadowOf(host).querySelector('[role="alert"]')?.textContent?.startsWith('Not approved.'),
      true,
    );
    await showing(host, 'Your tier: Tier 1');

    await upgradeToTier2(host, '22222222222');
    await showing(host, 'Approved: you are now on Tier 2');
    await showing(host, 'Your tier: Tier 2');
    assertEqual((await meter(host, 'Daily limit')).max, 20_000_000, "Tier 2's daily limit");
    await showing(host, '*******2222');
    await showing(host, 'Upgrade to Tier 3');

    // Home's line follows at once (the wallet query went stale with the tier).
    history.replaceState(null, '', '/app/home');
    (host as OwoApp).path = '/app/home';
    await showing(host, 'Tier 2 · daily limit ₦200,000.00');
  });

  it('a BVN already on another account (the one approved above) is refused, on its field', async () => {
    await signInNewAccount();
    await setPin(PIN);
    const host = openApp('/app/settings/tier-limits');
    await upgradeToTier2(host, '22222222222');
    await toastWith('error', /already linked to another Owo account/);
    const bvn = await field(host, 'BVN');
    await waitFor(() => errorOf(bvn).includes('already linked to another Owo account'), {
      timeout: 5000,
      message: 'the message on the BVN field',
    });
    await showing(host, 'Your tier: Tier 1');
  });

  it('a BVN under review says so, polls, and turns approved by itself; then Tier 3 with a NIN', async function () {
    this.timeout(30_000);
    await signInNewAccount();
    await setPin(PIN);
    const host = openApp('/app/settings/tier-limits');
    await upgradeToTier2(host, '22222222224');
    await showing(host, 'Your Tier 2 upgrade is being reviewed.');
    assert(!shadowOf(host).querySelector('form[aria-label="Upgrade to Tier 2"]'), 'no form while reviewed');
    await showing(host, 'Approved: you are now on Tier 2', 15_000);
    await showing(host, '*******2224');

    await type(await field(host, 'NIN'), '33333333333');
    await type(await field(host, 'Residential address'), 'Short');
    await click(host, 'Upgrade to Tier 3');
    assertEqual(
      errorOf(await field(host, 'Residential address')),
      'Please enter your full residential address',
    );
    await type(await field(host, 'Residential address'), '12 Adeola Odeku Street, Victoria Island, Lagos');
    await click(host, 'Upgrade to Tier 3');
    await showing(host, 'You are on the highest tier');
    await showing(host, 'No maximum');
    await showing(host, '*******3333');
    const tiers = await apiAsUser<{ data: { current: number } }>('GET', 'tiers');
    assertEqual(tiers.data.current, 3, 'saved on the server');
  });

  it('tiers that cannot load say so, and Try again loads them', async () => {
    await signInNewAccount();
    await setPin(PIN);
    const restore = failRequests('/api/v1/tiers');
    try {
      const host = openApp('/app/settings/tier-limits');
      await showing(host, 'We could not load your tier and limits.');
      restore();
      await click(host, 'Try again');
      await showing(host, 'Your tier: Tier 1');
    } finally {
      restore();
    }
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`has no serious or critical axe violation, with the form's messages shown (${theme})`, async () => {
      await signInNewAccount();
      await setPin(PIN);
      pageTheme(theme);
      const host = openApp('/app/settings/tier-limits');
      await showing(host, 'Your tier: Tier 1');
      await expectAccessible(`tier limits ${theme}`);
      await click(host, 'Upgrade to Tier 2');
      await expectAccessible(`tier limits with errors ${theme}`);
    });
  }
});
