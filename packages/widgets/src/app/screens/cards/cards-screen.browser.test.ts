import axe from 'axe-core';
import { connectTestApi } from '../../../../test/api';
import { routeLikeAHost, shadowOf, textOf } from '../../../../test/app-router';
import { assert, assertEqual, nextFrames, waitFor } from '../../../../test/assert';
import {
  control,
  errorOf,
  expectAccessible,
  mountElement,
  pageTheme,
  resetRecords,
  submit,
  toastWith,
  type,
} from '../../../../test/forms';
import { fundWallet, setPin, wallet } from '../../../../test/money';
import { apiAsUser, signInNewAccount } from '../../../../test/session';
import { getQueryClient, getRuntime } from '../../../internal/runtime';
import '../../app.element';

// The card journey on the real API and its sandbox issuer (rates: buy ₦1,650/$, sell ₦1,600/$; a label
// with SANDBOX-LATE stays pending about 1.5 s here). The tests run in order on one account, as a
// person's cards would: none, one, two (a third refused), then one funded, frozen, unfrozen, revealed,
// withdrawn from and terminated.
await connectTestApi();
await signInNewAccount();
const PIN = '1357';
await setPin(PIN);
await fundWallet(4_500_000); // ₦45,000

const startUrl = routeLikeAHost();
const open = (path = '/app/cards') => {
  history.replaceState(null, '', path);
  return mountElement('owo-app');
};
const showing = (host: HTMLElement, needle: string, timeout = 8000) =>
  waitFor(() => textOf(host).includes(needle), {
    timeout,
    message: `'${needle}' on screen (got '${textOf(host).slice(0, 400)}')`,
  });
const findButton = (host: HTMLElement, label: string) =>
  [...shadowOf(host).querySelectorAll('button')].find((b) => b.textContent?.trim() === label);
const press = async (host: HTMLElement, label: string) => {
  const found = await waitFor(() => findButton(host, label), {
    timeout: 8000,
    message: `a button "${label}"`,
  });
  found.click();
  await nextFrames();
};
async function enterPin(host: HTMLElement) {
  await waitFor(() => shadowOf(host).querySelector<HTMLButtonElement>('.owo-keypad__key:not(:disabled)'), {
    timeout: 8000,
    message: 'the keypad ready',
  });
  for (const digit of PIN) shadowOf(host).querySelector<HTMLButtonElement>(`[data-key="${digit}"]`)?.click();
  await nextFrames();
}
/** Only the cards queries: what the screens show comes from the API, not from a test before. */
const forgetCards = () => getQueryClient(getRuntime()).removeQueries({ queryKey: ['cards'] });
interface ApiCard {
  id: string;
  label: string;
  status: string;
  balance: number;
}
const apiCards = async () => (await apiAsUser<{ data: { cards: ApiCard[] } }>('GET', 'cards')).data.cards;

describe('/app/cards', () => {
  beforeEach(() => {
    resetRecords();
    forgetCards();
    pageTheme('light');
  });
  afterEach(() => {
    for (const element of document.querySelectorAll('owo-app')) element.remove();
    history.replaceState(null, '', startUrl);
    pageTheme('light');
  });

  it('at Tier 1: says a card needs Tier 2 and links to the upgrade, with no create action (axe)', async () => {
    const host = open();
    await showing(host, 'A dollar card needs Tier 2');
    const link = [...shadowOf(host).querySelectorAll('a')].find((a) =>
      a.textContent?.includes('Tier Limits'),
    );
    assert(link?.getAttribute('href')?.endsWith('/app/settings/tier-limits'), 'the link to Tier Limits');
    assert(!findButton(host, 'Create dollar card'), 'no create action below Tier 2');
    await expectAccessible('cards, Tier 1');
    // The rest of the journey at Tier 2 (the dev tools' tier route: the sandbox's BVNs are one per account).
    await apiAsUser('POST', 'dev/tier', { tier: 2 });
    await getQueryClient(getRuntime()).invalidateQueries();
  });

  for (const theme of ['light', 'dark'] as const)
    it(`with no card: what it is for and its fees, from the schedule (axe, ${theme})`, async () => {
      pageTheme(theme);
      const host = open();
      await showing(host, 'A dollar card for paying online');
      for (const fact of ['₦2,000.00 once', 'at least $5.00', '1% of the naira amount, at least ₦100.00'])
        assert(textOf(host).includes(fact), `the fees: ${fact}`);
      assert(findButton(host, 'Create dollar card'), 'the create action');
      await expectAccessible(`cards, empty, ${theme}`);
    });

  it('creates a card: at least $5, the quote before the PIN, pending while the issuer works, then active', async function () {
    this.timeout(30_000);
    const before = await wallet();
    const host = open();
    await press(host, 'Create dollar card');
    await type(control(host, 'Card name (optional)'), 'Netflix SANDBOX-LATE');
    const amount = control(host, 'First funding ($)');
    await type(amount, '4.99');
    await submit(host);
    await waitFor(() => errorOf(amount) === 'The first funding must be at least $5.00', {
      message: 'the minimum, before any quote',
    });
    await type(amount, '5');
    await submit(host);

    // The quote: $5 at ₦1,650 is ₦8,250; ₦2,000 to create, 1% (₦82.50) is under the ₦100 minimum.
    await showing(host, 'Confirm your new card');
    for (const shown of ['₦1,650.00 per $1', '₦8,250.00', '₦2,000.00', '₦100.00', '₦10,350.00'])
      assert(textOf(host).includes(shown), `the quote shows ${shown}`);
    assert(/Rate held for (60|59|58) s/.test(textOf(host)), 'the hold counts down from 60 s');
    await expectAccessible('create, the quote');
    await press(host, 'Confirm and enter PIN');
    await showing(host, 'To pay ₦10,350.00 for a new card with $5.00 on it.');
    await expectAccessible('create, the PIN');
    await enterPin(host);

    await showing(host, 'Creating your card');
    await expectAccessible('create, pending');
    await showing(host, 'Your card is ready', 15_000);
    assertEqual((await wallet()).balance, before.balance - 1_035_000, 'the quote total left the wallet');
    await press(host, 'Go to the card');
    await showing(host, 'From your wallet');
    for (const shown of ['$5.00', 'Miami', 'VISA', 'Card ending in', '+$5.00'])
      assert(textOf(host).includes(shown), `the card view shows ${shown}`);
    await expectAccessible('a card');
  });

  it('says when the issuer refuses a card: the money back in the wallet, and the card no use', async function () {
    this.timeout(20_000);
    const before = await wallet();
    const host = open();
    await press(host, 'New card');
    await type(control(host, 'Card name (optional)'), 'SANDBOX-FAIL');
    await type(control(host, 'First funding ($)'), '5');
    await submit(host);
    await press(host, 'Confirm and enter PIN');
    await enterPin(host);
    await showing(host, 'We could not create your card');
    assert(textOf(host).includes('The money is back in your wallet'), 'says where the money is');
    await expectAccessible('a failed creation');
    assertEqual((await wallet()).balance, before.balance, 'nothing kept');
    await press(host, 'Back to cards');
    await showing(host, 'Not created');
  });

  it('never re-prices an expired rate: the person asks for the new one and confirms it', async function () {
    this.timeout(20_000);
    const host = open();
    await press(host, 'New card');
    await type(control(host, 'First funding ($)'), '5');
    await submit(host);
    await showing(host, 'Confirm your new card');
    const realNow = Date.now;
    Date.now = () => realNow() + 61_000;
    try {
      await showing(host, 'This rate is no longer held.');
      assertEqual(findButton(host, 'Confirm and enter PIN'), undefined, 'no confirming an expired rate');
      await expectAccessible('an expired quote');
      await press(host, 'Get the new rate');
      await waitFor(() => /Rate held for (60|59|58) s/.test(textOf(host)), { message: 'a new hold' });
    } finally {
      Date.now = realNow;
    }
    await press(host, 'Confirm and enter PIN');
    await enterPin(host);
    await showing(host, 'Your card is ready', 10_000);
    assertEqual((await apiCards()).filter((card) => card.status === 'active').length, 2);
  });

  it("refuses a third card with the API's message, before any PIN", async () => {
    const host = open();
    await press(host, 'New card');
    await type(control(host, 'First funding ($)'), '5');
    await submit(host);
    await showing(host, 'You can have at most 2 dollar cards. Terminate one to create another.');
    assert(shadowOf(host).querySelector('.owo-flow__alert[role="alert"]'), 'said as an alert');
  });

  it('funds a card, freezes it (asked first, no PIN) and a purchase is declined, unfreezes it with the PIN', async function () {
    this.timeout(30_000);
    const host = open();
    await showing(host, 'Billing address');
    await press(host, 'Fund');
    await type(control(host, 'Amount ($)'), '5');
    await submit(host);
    await showing(host, 'Confirm the funding');
    for (const shown of ['$5.00', '₦8,250.00', '₦100.00', '₦8,350.00'])
      assert(textOf(host).includes(shown), `the funding quote shows ${shown}`);
    await press(host, 'Confirm and enter PIN');
    await enterPin(host);
    await showing(host, 'Card funding successful');
    await press(host, 'Back to the card');
    await showing(host, '$10.00');

    await press(host, 'Freeze');
    await showing(host, 'Freeze this card?');
    assertEqual(shadowOf(host).activeElement?.textContent, 'Cancel', 'the safe answer has the focus');
    await expectAccessible('freeze, asked');
    await press(host, 'Freeze card');
    await toastWith('success', /is frozen$/);
    await showing(host, 'This card is frozen');

    // A merchant (the sandbox's form, as the dev tools show it) charges the frozen card.
    await type(control(host, 'Merchant'), 'Spotify');
    await type(control(host, 'Charge ($)'), '3');
    await press(host, 'Simulate purchase');
    await toastWith('warning', 'Declined: The card is frozen');
    await showing(host, 'Declined payment');
    assert(textOf(host).includes('Spotify'), 'the merchant on the decline');

    await press(host, 'Unfreeze');
    await showing(host, 'To unfreeze');
    assert(!textOf(host).includes('Step 3 of 3'), 'a PIN on its own, not a third step');
    await expectAccessible('unfreeze, the PIN');
    await enterPin(host);
    await toastWith('success', /is active again$/);
    await showing(host, 'Show details');
  });

  it("shows the card's details on the issuer's page, in a frame, for 60 s", async function () {
    this.timeout(20_000);
    const host = open();
    await press(host, 'Show details');
    await showing(host, 'To show the number, expiry and CVV');
    await enterPin(host);
    const frame = await waitFor(() => shadowOf(host).querySelector('iframe'), {
      timeout: 8000,
      message: "the issuer's page",
    });
    assert(frame.title.startsWith('Number, expiry and CVV of'), `the frame has a title: ${frame.title}`);
    assert(/\/issuer\/sandbox\/cards\/reveal\//.test(frame.src), `the issuer's page: ${frame.src}`);
    // The frame's page has no axe of its own to answer: checked without it.
    const { violations } = await axe.run(document, { iframes: false, resultTypes: ['violations'] });
    const severe = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    assertEqual(severe.map((v) => v.id).join(', '), '', 'the details, axe');
    const realNow = Date.now;
    Date.now = () => realNow() + 61_000;
    try {
      await waitFor(() => shadowOf(host).querySelector('iframe') === null, {
        message: 'the frame removed after 60 s',
      });
    } finally {
      Date.now = realNow;
    }
  });

  it('withdraws to the wallet (free) and terminates a card, asked first, its balance back in naira', async function () {
    this.timeout(30_000);
    const before = await wallet();
    const host = open();
    await press(host, 'Withdraw');
    await type(control(host, 'Amount ($)'), '2');
    await submit(host);
    await showing(host, 'Confirm the withdrawal');
    for (const shown of ['$2.00', 'Free', '₦3,200.00'])
      assert(textOf(host).includes(shown), `the withdrawal quote shows ${shown}`);
    await press(host, 'Confirm and enter PIN');
    await enterPin(host);
    await showing(host, 'Withdrawal successful');
    assertEqual((await wallet()).balance, before.balance + 320_000, 'the naira reached the wallet');
    await press(host, 'Back to the card');

    await press(host, 'Terminate');
    await showing(host, 'Its balance of $8.00 goes back to your wallet');
    await expectAccessible('terminate, asked');
    await press(host, 'Terminate and enter PIN');
    await enterPin(host);
    await showing(host, 'Card terminated');
    assert(textOf(host).includes('+₦12,800.00'), 'the $8.00 came back at ₦1,600');
    await press(host, 'Back to cards');
    await showing(host, 'This card is terminated and can never be used again');
    assertEqual(findButton(host, 'Fund'), undefined, 'a terminated card has no actions');
    await expectAccessible('a terminated card');
  });

  it('offers to fund a card after a decline for want of money', async function () {
    this.timeout(20_000);
    const host = open();
    // The terminated card, then the one still active, chosen from the list of cards.
    const pick = (name: string) =>
      waitFor(
        () =>
          [...shadowOf(host).querySelectorAll<HTMLButtonElement>('.owo-cards__pick')].find((b) =>
            b.textContent?.startsWith(name),
          ),
        { timeout: 8000, message: `the card "${name}" in the list` },
      );
    (await pick('Dollar card')).click();
    await showing(host, 'This card is terminated');
    const netflix = await pick('Netflix SANDBOX-LATE');
    netflix.click();
    await waitFor(() => netflix.getAttribute('aria-pressed') === 'true', { message: 'the card chosen' });
    await showing(host, 'Simulate a purchase');
    await type(control(host, 'Charge ($)'), '900');
    await press(host, 'Simulate purchase');
    await toastWith('warning', 'Declined: Not enough money on the card');
    await showing(host, 'Not enough money on the card');
    await press(host, 'Fund card');
    await showing(host, 'How much to add?');
  });

  it('shows a card, its address and its activity without serious axe violations in the dark theme', async () => {
    pageTheme('dark');
    const host = open();
    await showing(host, 'Card activity');
    await showing(host, 'From your wallet');
    await expectAccessible('a card, dark');
  });

  it('says so when the cards cannot load, and tries again', async () => {
    const original = window.fetch;
    let fail = true;
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (fail && new URL(url, location.href).pathname === '/api/v1/cards')
        return Promise.resolve(
          new Response(JSON.stringify({ status: false, message: 'Not now', code: 'FORBIDDEN' }), {
            status: 403,
            headers: { 'content-type': 'application/json' },
          }),
        );
      return original(input, init);
    };
    try {
      const host = open();
      await showing(host, 'We could not load your cards.');
      await expectAccessible('cards, error');
      fail = false;
      await press(host, 'Try again');
      await showing(host, 'Billing address');
    } finally {
      window.fetch = original;
    }
  });
});
