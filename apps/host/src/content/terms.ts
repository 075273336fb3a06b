import type { LegalDocument } from './legal';

export const termsOfService: LegalDocument = {
  title: 'Terms of service',
  updated: '2026-11-02T09:00:00+01:00',
  summary:
    'The agreement between you and Owo Technologies Limited for using the Owo website and apps: accounts, payments, bills, gift cards, the dollar card, fees, security and disputes.',
  intro: [
    'These terms are the agreement between you and Owo Technologies Limited (“Owo”, “we”, “us”) for using the Owo website, apps and services. Please read them with our privacy policy and pricing page, which form part of them. By creating an account you accept these terms.',
    'We have tried to write them plainly. If anything is unclear, email support@owo.ng before you accept.',
  ],
  sections: [
    {
      id: 'about-owo',
      title: 'About Owo',
      body: [
        'Owo is a technology company. We are not a bank. Your account number, wallet and cards are provided together with financial institutions licensed by the Central Bank of Nigeria (CBN), and customer funds are held with those institutions, separate from Owo’s own money. Where a partner’s own terms apply to a product, we show them to you before you use it.',
      ],
    },
    {
      id: 'eligibility',
      title: 'Who can use Owo',
      body: [
        'To open an account you must be at least 18 years old, live in Nigeria, and give us true, complete information about yourself. You may hold only one personal account. You may not open an account for someone else or let anyone else use yours.',
      ],
    },
    {
      id: 'verification',
      title: 'Verification and limits',
      body: [
        'Nigerian rules require us to verify our customers. Accounts work in tiers: the more you verify, for example with your BVN or NIN and proof of address, the higher your limits. Your limits are shown in the app. We may ask for more information at any time, and may limit your account until you provide it.',
      ],
    },
    {
      id: 'security',
      title: 'Keeping your account safe',
      body: [
        'You are responsible for keeping your password, transaction PIN and one-time codes secret. We will never ask for them. Tell us straight away if you think someone else knows them or has used your account. You are responsible for payments made with your PIN until you tell us, except where the law says otherwise or we have been negligent.',
      ],
    },
    {
      id: 'payments',
      title: 'Sending and receiving money',
      body: [
        [
          'Check the recipient before you confirm. We show the account name for bank transfers; once a transfer is complete it cannot be cancelled.',
          'If you send money to the wrong person, we will help you try to recover it, but we cannot reverse a completed transfer without the recipient’s cooperation or a legal basis to do so.',
          'If money reaches your account by mistake, you must not spend it. We may reverse it, with notice to you.',
          'We may delay or refuse a payment we reasonably suspect is fraudulent or unlawful, and we will tell you unless the law forbids it.',
        ],
      ],
    },
    {
      id: 'bills',
      title: 'Bills and utilities',
      body: [
        'When you pay a bill, we pass your payment to the provider (for example a mobile network, TV provider or DisCo). The provider is responsible for delivering the airtime, bundle, subscription or units. If a provider fails to deliver, we return your money or help you get what you paid for. Airtime or bills paid to the wrong number, smartcard or meter cannot usually be reversed. Betting services are for customers aged 18 and over only.',
      ],
    },
    {
      id: 'giftcards',
      title: 'Gift cards',
      body: [
        'Gift card codes you buy are delivered in the app and by email and work like cash once delivered; report any code that does not work within 7 days. When you sell a card, you confirm that you own it and obtained it lawfully. We pay the amount quoted when you submit if the card is valid; we may reject cards that are used, invalid or do not match the details you gave, and we may report cards we believe are stolen.',
      ],
    },
    {
      id: 'dollar-card',
      title: 'The virtual dollar card',
      body: [
        'The virtual dollar card is issued by a partner card issuer and is subject to its cardholder terms, which you accept when you create a card. You may use it only for lawful online purchases and not for gambling, cryptocurrency or any merchant category we list as unsupported. We convert naira to dollars at the Owo rate you see before confirming. We may freeze or terminate a card used in breach of these terms; any remaining balance is returned to your wallet unless the law requires us to hold it.',
      ],
    },
    {
      id: 'events',
      title: 'Event expenses',
      body: [
        'Event expenses is not available yet. Its terms will be added here, and you will be told, before it opens.',
      ],
    },
    {
      id: 'fees',
      title: 'Fees',
      body: [
        'Our fees are listed on the pricing page and shown before you confirm each payment. We will give you at least 30 days’ notice by email and in the app before increasing a fee or adding a new one. Government levies are collected where the law requires and shown separately.',
      ],
    },
    {
      id: 'prohibited-use',
      title: 'What you must not do',
      body: [
        [
          'Use Owo for anything unlawful, including fraud, money laundering or financing terrorism.',
          'Give false information, or impersonate anyone.',
          'Try to access accounts or systems that are not yours, or interfere with how the service works.',
          'Use Owo to receive payments for a business without telling us, where we require business verification.',
        ],
      ],
    },
    {
      id: 'suspension',
      title: 'Suspending and closing accounts',
      body: [
        'You can close your account at any time once your balance is zero. We may suspend or close an account if we must by law, if you breach these terms, or if we reasonably suspect fraud. Unless the law prevents it, we will tell you why and return any money that belongs to you.',
      ],
    },
    {
      id: 'complaints',
      title: 'Complaints',
      body: [
        'If something goes wrong, contact support@owo.ng or 0700 225 5696. We acknowledge complaints within 24 hours and aim to resolve them within the timelines set by the CBN’s consumer protection rules. If you are not satisfied with our response, you may escalate the complaint to the Consumer Protection Department of the CBN, or to the Federal Competition and Consumer Protection Commission.',
      ],
    },
    {
      id: 'liability',
      title: 'Our responsibility to you',
      body: [
        'We will provide the service with reasonable care and skill. We are responsible for losses caused by our errors or negligence. We are not responsible for losses caused by events outside our reasonable control, such as a provider’s or bank’s outage, or for indirect losses such as lost profit. Nothing in these terms limits any right you have under Nigerian consumer law.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes to these terms',
      body: [
        'We may update these terms. We will tell you at least 30 days before a change that affects you takes effect, unless it is required sooner by law. If you do not agree, you can close your account before the change applies.',
      ],
    },
    {
      id: 'law',
      title: 'Governing law',
      body: [
        'These terms are governed by the laws of the Federal Republic of Nigeria. The courts of Lagos State have jurisdiction over any dispute, without affecting your right to use the complaint routes above.',
      ],
    },
  ],
};
