import type { Faq } from './faqs';
import type { IconName, ProductSlug } from './products';

export interface ProductPageContent {
  metaTitle: string;
  metaDescription: string;
  eyebrow: string;
  title: string;
  lead: string;
  highlights: { icon: IconName; title: string; body: string }[];
  steps: { title: string; body: string }[];
  details: { title: string; intro: string; groups: { title: string; items: string[] }[] };
  pricing: { summary: string; points: string[] };
  faqs: Faq[];
  /** Not in the app yet: the page says so and offers the newsletter instead of an account. */
  comingSoon?: { signup: string };
}

export const productPages: Record<ProductSlug, ProductPageContent> = {
  'send-money': {
    metaTitle: 'Send money',
    metaDescription:
      'Send money to any Owo user for free, or to any Nigerian bank account from ₦10, with the recipient’s name checked before you pay.',
    eyebrow: 'Send money',
    title: 'Send money in seconds, to Owo or to any bank',
    lead: 'Pay a friend by their Owo username for free, or send to any Nigerian bank account with a flat fee you see before you confirm. Every transfer is checked against the recipient’s name, so the money lands where you meant it to.',
    highlights: [
      {
        icon: 'send',
        title: 'Free between Owo users',
        body: 'Send any amount to another Owo user by username, phone number or email. It arrives instantly and costs nothing.',
      },
      {
        icon: 'check',
        title: 'Name check before you pay',
        body: 'For bank transfers we look up the 10-digit account number and show the account name. If it is not who you expected, you can stop.',
      },
      {
        icon: 'clock',
        title: 'Instant bank transfers',
        body: 'Transfers to other banks go out over the instant payment network and usually arrive within a minute.',
      },
      {
        icon: 'users',
        title: 'Saved beneficiaries',
        body: 'Save the people you pay often, from your landlord to your mum, and send to them again in two taps.',
      },
    ],
    steps: [
      {
        title: 'Choose who to pay',
        body: 'Pick an Owo user or a bank account. For a bank, select the bank and type the account number; we show you the name on the account.',
      },
      {
        title: 'Enter the amount',
        body: 'Add a note if you like. The fee, if there is one, and the total to be debited appear before you continue.',
      },
      {
        title: 'Confirm with your PIN',
        body: 'Enter your four-digit transaction PIN. You get a receipt at once, and the transfer appears in your history with its status.',
      },
    ],
    details: {
      title: 'Where you can send',
      intro:
        'Owo transfers reach every bank and mobile money operator on the Nigerian instant payment network.',
      groups: [
        {
          title: 'Owo users',
          items: ['By Owo username', 'By phone number', 'By email address'],
        },
        {
          title: 'Bank accounts',
          items: [
            'Commercial banks, such as Access, First Bank, GTBank, UBA and Zenith',
            'Microfinance banks',
            'Mobile money wallets that have a 10-digit account number',
          ],
        },
      ],
    },
    pricing: {
      summary: 'Owo to Owo is free. Bank transfers cost a flat fee by amount.',
      points: ['Up to ₦5,000: ₦10', '₦5,000.01 to ₦50,000: ₦25', 'Above ₦50,000: ₦50'],
    },
    faqs: [
      {
        question: 'What happens if I send money to the wrong account?',
        answer: [
          'Because we show the account name before you confirm, most mistakes are caught early. If money does reach the wrong person, contact support straight away with the transaction details. We will work with the receiving bank to recover it, but a completed transfer can only be returned with the recipient’s cooperation, so speed matters.',
        ],
      },
      {
        question: 'My bank transfer says Pending. What should I do?',
        answer: [
          'Most transfers complete within a minute. If the receiving bank is slow, the status stays Pending while we keep checking. If the transfer fails, the amount and the fee come back to your wallet automatically and the status changes to Reversed. You do not need to claim anything.',
        ],
      },
    ],
  },
  'receive-money': {
    metaTitle: 'Receive money',
    metaDescription:
      'Get paid into your own Owo account number from any Nigerian bank, share your username, or send a payment request. Receiving is always free.',
    eyebrow: 'Receive money',
    title: 'Get paid your way, and never pay to receive',
    lead: 'Every Owo account comes with its own 10-digit account number that works with any Nigerian bank. Share it, share your Owo username, or send a request for exactly the amount you are owed.',
    highlights: [
      {
        icon: 'receive',
        title: 'Your own account number',
        body: 'A dedicated account number with our partner bank, in your name. Money sent to it from any bank lands in your Owo wallet.',
      },
      {
        icon: 'users',
        title: 'Username payments',
        body: 'Other Owo users can pay you with just your username. No account numbers to copy, no typos.',
      },
      {
        icon: 'spark',
        title: 'Payment requests',
        body: 'Request a set amount from another Owo user, with a note. They approve it with their PIN and you are notified the moment it is paid.',
      },
      {
        icon: 'clock',
        title: 'Instant alerts',
        body: 'A notification arrives as soon as money lands, with the sender’s name and any note they added.',
      },
    ],
    steps: [
      {
        title: 'Open your account details',
        body: 'Your account number, bank name and Owo username are on your home screen, ready to copy or share.',
      },
      {
        title: 'Share them, or send a request',
        body: 'Send your details to whoever is paying you, or create a request for an exact amount to another Owo user.',
      },
      {
        title: 'Get notified',
        body: 'We tell you the moment the money arrives. It shows in your history as a credit with its status.',
      },
    ],
    details: {
      title: 'Who can pay you',
      intro: 'Anyone with a Nigerian bank account or an Owo account.',
      groups: [
        {
          title: 'From other banks',
          items: [
            'Bank app or internet banking transfer',
            'USSD transfer',
            'Transfer at a bank branch or agent',
          ],
        },
        {
          title: 'From Owo users',
          items: [
            'Transfer to your username',
            'Paying a request you sent',
            'Contributions to an event you host',
          ],
        },
      ],
    },
    pricing: {
      summary: 'Receiving money on Owo is free.',
      points: [
        'No Owo fee for any incoming transfer',
        'Where the law requires a government levy on a transfer, it is shown separately',
      ],
    },
    faqs: [
      {
        question: 'Is my Owo account number a real bank account number?',
        answer: [
          'Yes. It is a 10-digit account number issued in your name by one of our licensed partner banks, and it works with every bank in Nigeria. The money you receive is held for you in your Owo wallet.',
        ],
      },
      {
        question: 'Someone says they paid me but I cannot see it. What now?',
        answer: [
          'Check your balance in the app rather than a screenshot or SMS, which are easy to fake. Interbank transfers usually arrive within minutes. If the sender’s bank shows a successful debit and nothing has arrived after an hour, send us the session ID from their receipt and we will trace it.',
        ],
      },
    ],
  },
  'utility-payments': {
    metaTitle: 'Utility payments',
    metaDescription:
      'Buy airtime and data for any network, renew DStv, GOtv and StarTimes, buy electricity tokens, fund betting wallets and pay for WAEC, NECO and JAMB with no convenience fee.',
    eyebrow: 'Utility payments',
    title: 'Every bill in one place, with no convenience fee',
    lead: 'Top up any phone, renew your TV subscription, buy electricity units, fund a betting wallet or pay for exam PINs from your Owo wallet. You pay the face value and nothing more.',
    highlights: [
      {
        icon: 'spark',
        title: 'Airtime and data',
        body: 'Top up your own line or anyone else’s on MTN, Airtel, Glo and 9mobile, and choose from every data bundle the network sells.',
      },
      {
        icon: 'bolt',
        title: 'Electricity',
        body: 'Prepaid tokens and postpaid bills for DisCos across the country. We verify your meter before you pay, and the token is saved in your history.',
      },
      {
        icon: 'check',
        title: 'Cable TV',
        body: 'Renew or change your DStv, GOtv or StarTimes package. We confirm the name on the smartcard before you pay.',
      },
      {
        icon: 'users',
        title: 'Betting and education',
        body: 'Fund your betting wallet (18 and over only) and pay for WAEC, NECO and JAMB PINs or school fees at participating schools.',
      },
    ],
    steps: [
      {
        title: 'Pick a service',
        body: 'Open Pay bills and choose airtime, data, cable TV, electricity, betting or education.',
      },
      {
        title: 'Enter the details',
        body: 'Phone number, smartcard, meter or customer ID. We check it with the provider and show you the name on the account.',
      },
      {
        title: 'Pay with your PIN',
        body: 'Confirm the amount with your transaction PIN. Tokens, PINs and receipts appear on screen and stay in your history.',
      },
    ],
    details: {
      title: 'Supported services',
      intro: 'We add billers regularly. If yours is missing, tell us through the contact page.',
      groups: [
        { title: 'Airtime and data', items: ['MTN', 'Airtel', 'Glo', '9mobile'] },
        { title: 'Cable TV', items: ['DStv', 'GOtv', 'StarTimes'] },
        {
          title: 'Electricity',
          items: [
            'Ikeja Electric and Eko Electricity (Lagos)',
            'Abuja (AEDC), Ibadan (IBEDC) and Benin (BEDC)',
            'Enugu (EEDC), Port Harcourt (PHED) and Jos (JED)',
            'Kano, Kaduna and Yola',
          ],
        },
        { title: 'Education', items: ['WAEC result checker PINs', 'NECO tokens', 'JAMB UTME and DE e-PINs'] },
      ],
    },
    pricing: {
      summary: 'Bill payments on Owo are free.',
      points: [
        'You pay the face value of the airtime, bundle, package or token',
        'VAT and any meter debt are deducted by your DisCo, not by Owo',
      ],
    },
    faqs: [
      {
        question: 'I paid for electricity but did not get a token. What happens?',
        answer: [
          'Sometimes a DisCo’s system is slow to issue tokens. We keep retrying for you and the payment shows as Pending. If the token cannot be issued, the full amount is returned to your wallet automatically, usually within minutes and at most within 24 hours.',
        ],
      },
      {
        question: 'Can I buy airtime for someone on a different network?',
        answer: [
          'Yes. Enter their number and choose their network. We warn you if the number looks like it belongs to another network, because airtime sent to the wrong network cannot be reversed.',
        ],
      },
    ],
  },
  'digital-giftcard': {
    metaTitle: 'Gift cards',
    metaDescription:
      'Buy gift cards for Apple, Google Play, Amazon, Steam and more in naira, or sell unused gift cards for naira at a rate you see before you submit.',
    eyebrow: 'Gift cards',
    title: 'Buy gift cards in naira. Sell the ones you will not use.',
    lead: 'Send a gift card to a friend abroad or top up your own store balance, paid from your naira wallet. Got a card you will never use? Sell it to Owo and receive naira at the rate quoted before you submit.',
    highlights: [
      {
        icon: 'gift',
        title: 'Buy for global stores',
        body: 'Gift cards for popular stores and platforms in the US, the UK and Canada, delivered as a code in the app and by email.',
      },
      {
        icon: 'receive',
        title: 'Sell for naira',
        body: 'Enter your card’s code or upload a clear photo. We quote a naira amount first; you decide whether to go ahead.',
      },
      {
        icon: 'clock',
        title: 'Fast payouts',
        body: 'Most sold cards are verified and paid into your wallet within 15 minutes, and you can follow each step in your history.',
      },
      {
        icon: 'shield',
        title: 'Honest rates',
        body: 'The quote you accept is the amount you receive. We do not deduct fees after the trade, and rejected cards are explained.',
      },
    ],
    steps: [
      {
        title: 'Choose the card',
        body: 'Pick the brand, the country and the value, whether you are buying or selling.',
      },
      {
        title: 'Check the rate',
        body: 'See exactly how much naira you will pay or receive. Rates depend on the brand, the country and whether the card is physical or an e-code.',
      },
      {
        title: 'Confirm',
        body: 'Pay with your PIN to buy, or submit the card to sell. Codes you buy and payouts for cards you sell appear in your history.',
      },
    ],
    details: {
      title: 'Cards we support',
      intro: 'Availability and rates change with demand; the app always shows what is open right now.',
      groups: [
        { title: 'Buy', items: ['Apple and iTunes', 'Google Play', 'Amazon', 'Steam'] },
        { title: 'Sell', items: ['Apple and iTunes', 'Amazon', 'Steam', 'Sephora', 'Nordstrom'] },
      ],
    },
    pricing: {
      summary: 'No fee to buy or sell. You see the naira amount first.',
      points: [
        'Buying: the naira price shown on the card',
        'Selling: the naira quote you accept, paid in full',
      ],
    },
    faqs: [
      {
        question: 'Why was the gift card I sold rejected?',
        answer: [
          'The most common reasons are a code that has already been redeemed, a card from a different country than the one selected, or a photo where the code cannot be read. We tell you the reason, and for readable but mismatched cards we offer a new quote for the correct country.',
        ],
      },
      {
        question: 'Can I get a refund on a gift card I bought?',
        answer: [
          'Once a code is delivered it works like cash, so we cannot take it back. If a code does not work when you try to redeem it, contact us within 7 days and we will check it with the supplier and replace or refund it.',
        ],
      },
    ],
  },
  'card-issuing': {
    metaTitle: 'Virtual dollar card',
    metaDescription:
      'A virtual USD Visa card funded from your naira wallet, for international subscriptions and online shopping: ₦2,000 to create, 1% to fund.',
    eyebrow: 'Virtual dollar card',
    title: 'A dollar card for the internet, funded in naira',
    lead: 'Pay for streaming, software, courses and online shopping that only accept dollar cards. Create a virtual USD card in the app (Tier 2, with your BVN), fund it from your naira wallet at a rate you see first, and control it with a tap.',
    highlights: [
      {
        icon: 'card',
        title: 'Ready in seconds',
        body: 'Create the card in the app and use it straight away. Your card number, expiry date and CVV are behind your transaction PIN.',
      },
      {
        icon: 'check',
        title: 'Clear exchange rate',
        body: 'You see the naira cost of every dollar before you fund. The rate is held for 60 seconds while you decide.',
      },
      {
        icon: 'lock',
        title: 'Freeze and unfreeze',
        body: 'Freeze the card when you are not using it and unfreeze it when you are. A frozen card declines every payment.',
      },
      {
        icon: 'receive',
        title: 'Withdraw any time',
        body: 'Move unused dollars back to your naira wallet whenever you like, free of charge.',
      },
    ],
    steps: [
      {
        title: 'Create your card',
        body: 'Open Cards and choose Create dollar card. The one-time ₦2,000 creation fee is taken from your wallet.',
      },
      {
        title: 'Fund it',
        body: 'Choose how many dollars to add, at least $5 the first time. You see the naira amount and the 1% funding fee before you confirm.',
      },
      {
        title: 'Pay online',
        body: 'Use the card details at checkout, with the billing address shown on your Cards screen.',
      },
    ],
    details: {
      title: 'What it is good for',
      intro:
        'The card works wherever online merchants accept USD cards. It is a virtual card, so it cannot be used at ATMs or in shops.',
      groups: [
        {
          title: 'Works well for',
          items: [
            'Streaming and music subscriptions',
            'Cloud storage, software and app stores',
            'Online courses and exam registrations abroad',
            'International online shopping',
          ],
        },
        {
          title: 'Not supported',
          items: ['ATM withdrawals', 'In-person payments', 'Gambling and cryptocurrency merchants'],
        },
      ],
    },
    pricing: {
      summary: '₦2,000 to create, 1% to fund, nothing to keep.',
      points: [
        'Creation: ₦2,000, one time',
        'Funding: 1% of the naira amount, minimum ₦100',
        'Maintenance, declines and withdrawals to your wallet: free',
      ],
    },
    faqs: [
      {
        question: 'Why was my card declined?',
        answer: [
          'Usually because the card balance was lower than the amount, the card was frozen, or the merchant is in a category the card does not support. Check the card history in the app: each decline shows its reason. Owo does not charge for declined payments.',
        ],
      },
      {
        question: 'Can I have more than one dollar card?',
        answer: [
          'You can hold up to two active virtual dollar cards, which is handy for keeping subscriptions separate from shopping. Each card has its own creation fee.',
        ],
      },
    ],
  },
  'event-expenses': {
    metaTitle: 'Event expenses (coming soon)',
    metaDescription:
      'Coming soon to Owo: one shared budget for weddings, birthdays, naming ceremonies and burials, with contributions from family and friends in one place.',
    eyebrow: 'Event expenses',
    title: 'The money side of your event, in one shared budget',
    lead: 'Event expenses is not in the app yet: we are building it. Weddings, birthdays, naming ceremonies, burials, reunions: set a budget, collect contributions from family and friends, and always know what is left. Join the newsletter below to hear the day it opens.',
    comingSoon: {
      signup:
        'We will email you when event expenses opens, and about once a month with money tips. Unsubscribe with one click.',
    },
    highlights: [
      {
        icon: 'calendar',
        title: 'A budget that adds up',
        body: 'Split the total into lines such as venue, food, aso ebi, music and photography, and see what each has left.',
      },
      {
        icon: 'receive',
        title: 'Contributions in one place',
        body: 'Family and friends will pay into the event from Owo or any bank, and you will see who has paid.',
      },
      {
        icon: 'check',
        title: 'A record for the family',
        body: 'Every contribution will be listed with its name and amount, so the numbers speak for themselves.',
      },
      {
        icon: 'clock',
        title: 'Built with you',
        body: 'Tell us how your family plans a celebration at hello@owo.ng: it shapes what we build first.',
      },
    ],
    steps: [
      {
        title: 'Create the event',
        body: 'Name it, set the date and the total budget, and add the budget lines you need.',
      },
      {
        title: 'Collect',
        body: 'Share the event’s details with family and friends and watch contributions arrive.',
      },
      {
        title: 'Close',
        body: 'When the celebration is over, close the event and any balance moves to your wallet.',
      },
    ],
    details: {
      title: 'Made for Nigerian celebrations',
      intro:
        'Event expenses is being designed for the way families actually plan: many contributors and one budget.',
      groups: [
        {
          title: 'Events it is for',
          items: [
            'Traditional and white weddings',
            'Birthdays and anniversaries',
            'Naming ceremonies',
            'Burials and memorials',
            'Reunions and end-of-year parties',
          ],
        },
      ],
    },
    pricing: {
      summary: 'Planned: free to create and to collect.',
      points: ['Creating an event: free', 'Collecting contributions: free'],
    },
    faqs: [
      {
        question: 'Can I use event expenses today?',
        answer: [
          'Not yet. Everything on this page describes what we are building. Until it opens you can already send money to Owo users and banks, and pay bills, from your Owo wallet.',
        ],
      },
      {
        question: 'How will I know when it opens?',
        answer: ['Join the newsletter on this page. We will email you on the day it opens.'],
      },
    ],
  },
};
