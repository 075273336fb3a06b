import {
  CARD_CREATION_FEE,
  CARD_FUNDING_FEE_MIN,
  CARD_FUNDING_FEE_PERCENT,
  CARD_MAX_ACTIVE,
  CARD_MIN_FIRST_FUNDING_USD,
  CARD_MIN_TIER,
  formatMoney,
  REFERRAL_RULE,
  REWARDS_RULE,
  TOP_UP_FEE_MAX,
  TOP_UP_FEE_PERCENT,
} from '@owo/core';

/** Whole naira and dollars as the FAQs print them (₦2,000, $5). */
const naira = (kobo: number) => formatMoney(kobo).replace(/\.00$/, '');
const dollars = (cents: number) => `$${cents / 100}`;

/** The top-up fee's cap as the pricing page prints it (₦1,000): one schedule, core's. */
const topUpFeeCap = formatMoney(TOP_UP_FEE_MAX).replace(/\.00$/, '');

export interface Faq {
  question: string;
  /** One string per paragraph. */
  answer: string[];
}

export interface FaqGroup {
  id: string;
  title: string;
  faqs: Faq[];
}

export const faqGroups: FaqGroup[] = [
  {
    id: 'account',
    title: 'Your account',
    faqs: [
      {
        question: 'Who can open an Owo account?',
        answer: [
          'Anyone aged 18 or over who lives in Nigeria and has a valid email address and Nigerian phone number. You sign up with your name, a username and a password, then confirm your email with a six-digit code.',
        ],
      },
      {
        question: 'Why do you ask for my BVN or NIN?',
        answer: [
          'Nigerian rules require every financial service to know who its customers are. Verifying your Bank Verification Number or National Identification Number confirms your identity and raises your account to a higher tier with higher limits. We use it only for verification and never show it to other users.',
        ],
      },
      {
        question: 'Is Owo a bank?',
        answer: [
          'No. Owo is a technology company. Your account number, wallet and cards are provided with financial institutions licensed by the Central Bank of Nigeria, and the money in your wallet is held with them, separate from Owo’s own money.',
        ],
      },
      {
        question: 'How do I close my account?',
        answer: [
          'Move your balance out, then contact support@owo.ng from the email address on your account. We close it within five working days and confirm by email. Some records must be kept for a period set by law after closure; the privacy policy explains which and for how long.',
        ],
      },
    ],
  },
  {
    id: 'payments',
    title: 'Sending and receiving',
    faqs: [
      {
        question: 'How much does it cost to send money?',
        answer: [
          'Transfers to other Owo users are free. Transfers to other Nigerian banks cost ₦10 up to ₦5,000, ₦25 from ₦5,000.01 to ₦50,000 and ₦50 above ₦50,000. The fee is shown before you enter your PIN.',
        ],
      },
      {
        question: 'How long does a bank transfer take?',
        answer: [
          'Usually less than a minute. If the receiving bank is slow, the transfer shows as Pending until it completes. A transfer that fails is reversed to your wallet with its fee.',
        ],
      },
      {
        question: 'Can I add money with my debit card?',
        answer: [
          `Yes. Save a Visa, Mastercard or Verve debit card in Settings, Bank Cards (your bank may send you a one-time code to confirm it), then add money from it with your PIN. It costs ${TOP_UP_FEE_PERCENT}% of the amount, at most ${topUpFeeCap}, charged to your card on top of the amount; a transfer from your bank app to your Owo account number stays free.`,
          'Owo keeps only the last four digits, the expiry and the bank of a saved card: the full number and the CVV go to our licensed card processor and are never stored by Owo. You can remove a card at any time.',
        ],
      },
      {
        question: 'Is there a limit on how much I can send?',
        answer: [
          'Yes. Every account has a limit on a single payment, on what it can send in a day and on the balance it can hold, and a payment over a limit is refused before you enter your PIN. A new account starts on Tier 1. Settings, Tier Limits shows every tier’s limits and raises yours: your BVN and date of birth take you to Tier 2, then your NIN and address to Tier 3.',
        ],
      },
    ],
  },
  {
    id: 'bills',
    title: 'Bills and gift cards',
    faqs: [
      {
        question: 'Do you charge a convenience fee on bills?',
        answer: [
          'No. Airtime, data, cable TV, electricity, betting wallet funding and education payments cost exactly the face value. For electricity, your DisCo deducts VAT and any debt on your meter before calculating units; that is the DisCo’s charge, not ours.',
        ],
      },
      {
        question: 'Where do I find an electricity token I bought?',
        answer: [
          'On the payment receipt, in your transaction history and in the email we send after every token purchase. Open the transaction in your history to copy the 20-digit token again.',
        ],
      },
      {
        question: 'How quickly are sold gift cards paid?',
        answer: [
          'Most cards are verified and paid into your wallet within 15 minutes. Busy periods, such as the days after Christmas, can take longer. You can follow the status in your history.',
        ],
      },
    ],
  },
  {
    id: 'rewards',
    title: 'Rewards and referrals',
    faqs: [
      {
        question: 'How do Owo rewards work?',
        answer: [REWARDS_RULE, 'Your points, their history and the Redeem button are in Settings, Rewards.'],
      },
      {
        question: 'How do I refer a friend?',
        answer: [
          REFERRAL_RULE,
          'Your code and your link are in Settings, Rewards. Share the link, or ask your friend to type the code in the Referral code field when they create their account.',
        ],
      },
    ],
  },
  {
    id: 'cards',
    title: 'The virtual dollar card',
    faqs: [
      {
        question: 'What does the dollar card cost?',
        answer: [
          `${naira(CARD_CREATION_FEE)} once to create a card, with a first funding of at least ${dollars(CARD_MIN_FIRST_FUNDING_USD)}, and ${CARD_FUNDING_FEE_PERCENT}% of the naira amount (at least ${naira(CARD_FUNDING_FEE_MIN)}) each time you fund it. No monthly fee, no charge for declined payments and no fee to move your balance back to your wallet or to terminate a card.`,
        ],
      },
      {
        question: 'Who can get a card, and how many?',
        answer: [
          `Anyone on Tier ${CARD_MIN_TIER} or above: card issuers and the CBN ask for your BVN first, which you add in Settings, Tier Limits. You can have up to ${CARD_MAX_ACTIVE} cards at once; terminate one to create another.`,
        ],
      },
      {
        question: 'Which exchange rate do you use?',
        answer: [
          'The Owo rate shown before you confirm. It includes our margin and there is nothing added on top. The rate is held for 60 seconds; when it runs out you see the new rate and confirm that one, and the rate used is on your receipt.',
        ],
      },
      {
        question: 'Where are my card number and CVV?',
        answer: [
          'Open the card and choose Show details: after your PIN, the card issuer shows the number, expiry and CVV on a one-time page for 60 seconds. Owo never stores them. Use the billing address shown on the card screen at checkout.',
        ],
      },
      {
        question: 'Why was my card declined?',
        answer: [
          'Usually because the card balance was lower than the amount, the card was frozen or terminated, or the merchant is in a category the card does not support (gambling and cryptocurrency). Each decline in the card activity says why, and we send you a notification. Declines are free.',
        ],
      },
    ],
  },
  {
    id: 'security',
    title: 'Security',
    faqs: [
      {
        question: 'What is a transaction PIN and why do I need one?',
        answer: [
          'It is a four-digit code you set the first time you open the app, and you need it for every payment. Your password lets you into the app; your PIN authorises money leaving it. Keeping them separate protects you if someone sees your unlocked phone.',
        ],
      },
      {
        question: 'Will Owo ever ask for my PIN, password or a code?',
        answer: [
          'Never. No one from Owo will ask for your PIN, your password or a one-time code, by phone, chat, social media or email. Anyone who asks is trying to steal from you. Report it to support@owo.ng.',
        ],
      },
      {
        question: 'I think someone has access to my account. What should I do?',
        answer: [
          'Change your password and your transaction PIN in Settings, Security straight away. Then call us on 0700 225 5696 or email support@owo.ng with the details of anything you do not recognise. Acting quickly gives us the best chance of stopping a transfer.',
        ],
      },
    ],
  },
];
