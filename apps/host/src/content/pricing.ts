import {
  BANK_TRANSFER_FEES,
  formatMoney,
  KOBO_PER_POINT_EARNED,
  MIN_POINTS_REDEEMED,
  POINT_VALUE_KOBO,
  REFERRAL_BONUS,
  REFERRAL_RULE,
  REWARDS_RULE,
  TOP_UP_FEE_MAX,
  TOP_UP_FEE_PERCENT,
  TOP_UP_MAX,
  TOP_UP_MIN,
  transferFee,
} from '@owo/core';

/**
 * Owo's fee schedule as the site shows it. Bank-transfer and card top-up fees come from core's one
 * schedule, the one the API charges; other pages (product pages, FAQs, blog seed) quote these figures in words, so
 * change them with it.
 */
export interface FeeRow {
  service: string;
  fee: string;
  note?: string;
}

export interface FeeTable {
  id: string;
  title: string;
  intro: string;
  rows: FeeRow[];
  /** The two column headings; default Service and Fee. */
  columns?: [string, string];
}

export const feeTables: FeeTable[] = [
  {
    id: 'wallet',
    title: 'Account and receiving money',
    intro: 'Opening and keeping an Owo account costs nothing.',
    rows: [
      { service: 'Opening an account', fee: 'Free' },
      {
        service: 'Monthly maintenance',
        fee: 'Free',
        note: 'No balance minimum and no card maintenance fee.',
      },
      {
        service: 'Receiving from another Owo user',
        fee: 'Free',
      },
      {
        service: 'Receiving a bank transfer into your Owo account number',
        fee: 'Free',
        note: 'A government levy may apply to some incoming transfers; see the note below.',
      },
      topUpRow(),
    ],
  },
  {
    id: 'transfers',
    title: 'Sending money',
    intro: 'Transfers to other Owo users are free. Transfers to other banks cost a flat fee by amount.',
    rows: [
      { service: 'To another Owo user', fee: 'Free', note: 'Any amount, any number of times.' },
      ...bankTransferRows(),
      {
        service: 'Failed or reversed bank transfer',
        fee: 'Refunded',
        note: 'The amount and the fee return to your wallet automatically.',
      },
    ],
  },
  {
    id: 'bills',
    title: 'Bills and utilities',
    intro: 'You pay the face value of what you buy. Owo adds no convenience fee.',
    rows: [
      { service: 'Airtime and mobile data (MTN, Airtel, Glo, 9mobile)', fee: 'Free' },
      { service: 'Cable TV (DStv, GOtv, StarTimes)', fee: 'Free' },
      {
        service: 'Electricity, prepaid and postpaid',
        fee: 'Free',
        note: 'VAT and any debt on your meter are deducted by your DisCo, not by Owo.',
      },
      { service: 'Betting wallet funding', fee: 'Free', note: 'Customers aged 18 and over only.' },
      { service: 'Education: WAEC, NECO and JAMB PINs, school fees', fee: 'Free' },
    ],
  },
  {
    id: 'giftcards',
    title: 'Gift cards',
    intro: 'The rate you see before you confirm is the amount you pay or receive.',
    rows: [
      {
        service: 'Buying a gift card',
        fee: 'Free',
        note: 'Priced in naira at the rate shown on the card before you pay.',
      },
      {
        service: 'Selling a gift card',
        fee: 'Free',
        note: 'We quote a naira amount before you submit; nothing is deducted from it afterwards.',
      },
    ],
  },
  {
    // From core's one rewards schedule, the one the API applies and the Rewards tab prints.
    id: 'rewards',
    title: 'Rewards',
    intro: REWARDS_RULE,
    columns: ['What', 'You get'],
    rows: [
      {
        service: 'Every bill and service you pay for',
        fee: `1 point per ${naira(KOBO_PER_POINT_EARNED)}`,
      },
      {
        service: 'Redeeming points into your wallet',
        fee: `${naira(POINT_VALUE_KOBO)} a point`,
        note: `${MIN_POINTS_REDEEMED} points or more at a time, in Settings, Rewards. No fee.`,
      },
      { service: 'Referring a friend', fee: naira(REFERRAL_BONUS), note: REFERRAL_RULE },
    ],
  },
  {
    id: 'dollar-card',
    title: 'Virtual dollar card',
    intro:
      'A USD card for paying online, funded from your naira wallet (Tier 2). The naira cost of every dollar is shown before you confirm, at a rate held 60 seconds.',
    rows: [
      { service: 'Creating a card', fee: '₦2,000', note: 'One-time. The first funding must be at least $5.' },
      {
        service: 'Funding the card',
        fee: '1% (minimum ₦100)',
        note: 'Charged on the naira amount you convert.',
      },
      { service: 'Monthly maintenance', fee: 'Free' },
      { service: 'Declined payment', fee: 'Free' },
      {
        service: 'Moving card balance back to your wallet',
        fee: 'Free',
        note: 'Converted to naira at the Owo rate at that moment.',
      },
      { service: 'Terminating a card', fee: 'Free', note: 'Any balance returns to your naira wallet.' },
    ],
  },
  {
    id: 'events',
    title: 'Event expenses',
    intro: 'Coming soon. A shared budget for an event, at these planned fees.',
    rows: [
      { service: 'Creating an event', fee: 'Free' },
      { service: 'Collecting contributions (Owo or bank transfer)', fee: 'Free' },
    ],
  },
];

export const pricingNotes: { title: string; body: string }[] = [
  {
    title: 'Exchange rates',
    body: 'Dollar amounts for the virtual card and gift cards are converted at the Owo rate shown on screen before you confirm. That rate includes our margin, and there is no extra charge on top of it. A quoted rate is held for 60 seconds; after that we show you the new one. If a merchant charges your dollar card in another currency, the card network converts it to dollars and the merchant’s bank may add a cross-border charge that Owo does not control.',
  },
  {
    title: 'Government levies',
    body: 'Where Nigerian law requires a levy or stamp duty on an electronic transfer, we collect it as the law requires and show it on its own line before you confirm. It is paid to the government and is not an Owo fee.',
  },
  {
    title: 'Limits',
    body: 'How much you can hold and send depends on your verification tier. Your current limits, and what you need to raise them, are always shown in the app under Settings, Tier Limits.',
  },
  {
    title: 'Changes to fees',
    body: 'If a fee goes up or a new fee is introduced, we tell you by email and in the app at least 30 days before it applies. Fee reductions can apply straight away.',
  },
];

/** Whole naira without '.00' (₦5,000), kobo when there are any (₦5,000.01). */
function naira(kobo: number): string {
  return formatMoney(kobo).replace(/\.00$/, '');
}

/** Adding money with a saved debit card: the schedule's percentage and cap, and the amounts it takes. */
function topUpRow(): FeeRow {
  return {
    service: 'Adding money with a saved debit card (Visa, Mastercard, Verve)',
    fee: `${TOP_UP_FEE_PERCENT}% (at most ${naira(TOP_UP_FEE_MAX)})`,
    note: `Charged to your card on top of the amount, and shown before you enter your PIN. ${naira(TOP_UP_MIN)} to ${naira(TOP_UP_MAX)} at a time. Saving or removing a card is free.`,
  };
}

function bankTransferRows(): FeeRow[] {
  return BANK_TRANSFER_FEES.map((band, i) => {
    const previous = BANK_TRANSFER_FEES[i - 1]?.upTo;
    const range =
      band.upTo === null
        ? `above ${naira(previous ?? 0)}`
        : previous === undefined || previous === null
          ? `up to ${naira(band.upTo)}`
          : `${naira(previous + 1)} to ${naira(band.upTo)}`;
    return { service: `To a bank account: ${range}`, fee: naira(band.fee) };
  });
}

export const transferExamples: { amount: string; fee: string; total: string }[] = [
  300_000, 2_000_000, 15_000_000,
].map((amount) => {
  const fee = transferFee('bank', amount);
  return { amount: naira(amount), fee: naira(fee), total: naira(amount + fee) };
});
