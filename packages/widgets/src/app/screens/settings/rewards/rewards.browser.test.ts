import { MIN_POINTS_MESSAGE, REFERRAL_RULE, REWARDS_RULE } from '@owo/core/contract';
import { connectTestApi, createAccount, newIdentity, testApiBase } from '../../../../../test/api';
import { routeLikeAHost, shadowOf, textOf } from '../../../../../test/app-router';
import { click, field, openApp, showing } from '../../../../../test/app-screens';
import { assert, assertDeepEqual, assertEqual, waitFor } from '../../../../../test/assert';
import {
  errorOf,
  expectAccessible,
  failRequests,
  pageTheme,
  resetRecords,
  type,
} from '../../../../../test/forms';
import { fundWallet, payAirtime, setPin, wallet } from '../../../../../test/money';
import { apiAsUser, signIn, signInNewAccount } from '../../../../../test/session';
import { getQueryClient, getRuntime } from '../../../../internal/runtime';
import '../../../app.element';

// Issue 23: Settings, Rewards on the real API: points from bills, redeeming them, and the referral code.

await connectTestApi();
const PIN = '1357';
const startUrl = routeLikeAHost();

interface Rewards {
  data: { points: number; referralCode: string; referralLink: string };
}

/** Replaces a navigator method for one test (headless Chromium on Linux has no share sheet). */
function stubNavigator<K extends 'share' | 'clipboard'>(name: K, value: unknown): () => void {
  const own = Object.getOwnPropertyDescriptor(navigator, name);
  Object.defineProperty(navigator, name, { value, configurable: true });
  return () => {
    if (own) Object.defineProperty(navigator, name, own);
    else delete (navigator as unknown as Record<string, unknown>)[name];
  };
}

describe('Settings, Rewards', () => {
  beforeEach(() => {
    resetRecords();
    getQueryClient(getRuntime()).clear();
  });
  afterEach(() => {
    for (const element of document.querySelectorAll('owo-app')) element.remove();
    history.replaceState(null, '', startUrl);
    pageTheme('light');
  });

  it('a new account: no points, the rules, its code with Copy and Share, and no friends yet', async () => {
    await signInNewAccount();
    await setPin(PIN);
    const { referralCode, referralLink } = (await apiAsUser<Rewards>('GET', 'rewards')).data;
    const host = openApp('/app/settings/rewards');
    await showing(host, 'No points yet');
    await showing(host, REWARDS_RULE);
    await showing(host, REFERRAL_RULE);
    await showing(host, 'You can redeem from 500 points: 500 to go.');
    assert(!shadowOf(host).querySelector('form[aria-label="Redeem points"]'), 'nothing to redeem yet');
    await showing(host, 'No friends yet');
    assertEqual(shadowOf(host).querySelector('.owo-rewards__code')?.textContent, referralCode);

    const copied: string[] = [];
    const shared: ShareData[] = [];
    const restore = [
      stubNavigator('clipboard', { writeText: async (text: string) => copied.push(text) }),
      stubNavigator('share', async (data: ShareData) => shared.push(data)),
    ];
    try {
      await click(host, 'Copy code');
      await showing(host, 'Copied');
      await click(host, 'Share link');
      await waitFor(() => shared.length === 1, { message: 'the share sheet' });
      assertEqual(shared[0]?.url, referralLink, 'the link shared');
      // Without a share sheet (most desktop browsers), the link is copied instead.
      restore.push(stubNavigator('share', undefined));
      await click(host, 'Share link');
      await showing(host, 'Link copied');
      assertDeepEqual(copied, [referralCode, referralLink], 'the code, then the link');
    } finally {
      for (const undo of restore.reverse()) undo();
    }
  });

  it('₦50,000 of airtime earns 500 points; redeeming them credits ₦500 and lists it', async () => {
    await signInNewAccount();
    await setPin(PIN);
    await fundWallet(6_000_000);
    assertEqual((await payAirtime(5_000_000, PIN)).status, 'completed');
    const host = openApp('/app/settings/rewards');
    await showing(host, '500 points');
    await showing(host, 'Worth ₦500.00');
    const history = () =>
      [...shadowOf(host).querySelectorAll('[aria-labelledby="owo-rewards-history"] li')].map(
        (li) => li.querySelector('.owo-rewards__change')?.textContent,
      );
    assertDeepEqual(history(), ['+500'], 'the points history');

    const points = await field(host, 'Points to redeem');
    await type(points, '100');
    await click(host, 'Redeem');
    assertEqual(errorOf(points), MIN_POINTS_MESSAGE);
    await type(points, '600');
    await click(host, 'Redeem');
    await waitFor(() => errorOf(points) !== '', { timeout: 5000, message: 'the refusal on the field' });
    const before = (await wallet()).balance;

    await click(host, 'Use all my points');
    assertEqual(points.value, '500');
    await click(host, 'Redeem');
    await showing(host, '₦500.00 is in your wallet.');
    await showing(host, 'You can redeem from 500 points: 500 to go.');
    await waitFor(() => history().length === 2, { timeout: 5000, message: 'the redemption listed' });
    assertDeepEqual(history(), ['−500', '+500'], 'newest first');
    assertEqual((await wallet()).balance, before + 50_000, 'credited once');
    const receipt = [...shadowOf(host).querySelectorAll('a')].find(
      (a) => a.textContent === 'See the receipt',
    );
    assert(receipt?.getAttribute('href')?.startsWith('/app/history/'), 'a link to the receipt');
  });

  it('a friend who signs up with the code shows as joined', async () => {
    await signIn(await createAccount({ verified: true }));
    const { referralCode } = (await apiAsUser<Rewards>('GET', 'rewards')).data;
    const friend = newIdentity();
    const res = await fetch(`${await testApiBase()}/api/v1/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        ...friend,
        firstName: 'Kunle',
        lastName: 'Ade',
        phoneNumber: '08098765432',
        gender: 'male',
        confirmPassword: friend.password,
        countryCode: 'NGA',
        terms: true,
        referralCode,
      }),
    });
    assertEqual(res.status, 201, 'registered with the code');
    await setPin(PIN);
    const host = openApp('/app/settings/rewards');
    await showing(host, 'Kunle A.');
    await showing(host, 'Waiting for a first payment of ₦1,000.00 or more');
    assertEqual(shadowOf(host).querySelector('.owo-rewards__state')?.textContent, 'Joined');
  });

  it('rewards that cannot load say so, and Try again loads them', async () => {
    await signInNewAccount();
    await setPin(PIN);
    const restore = failRequests('/api/v1/rewards');
    try {
      const host = openApp('/app/settings/rewards');
      await showing(host, 'We could not load your rewards.');
      restore();
      await click(host, 'Try again');
      await showing(host, 'No points yet');
    } finally {
      restore();
    }
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`has no serious or critical axe violation (${theme})`, async () => {
      await signInNewAccount();
      await setPin(PIN);
      await fundWallet(6_000_000);
      await payAirtime(5_000_000, PIN);
      pageTheme(theme);
      const host = openApp('/app/settings/rewards');
      await showing(host, 'Points to redeem');
      assert(textOf(host).includes('Points history'), 'the history');
      await expectAccessible(`rewards ${theme}`);
      await click(host, 'Redeem');
      await expectAccessible(`rewards with a message ${theme}`);
    });
  }
});
