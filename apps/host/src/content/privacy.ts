import type { LegalDocument } from './legal';

export const privacyPolicy: LegalDocument = {
  title: 'Privacy policy',
  updated: '2026-11-02T09:00:00+01:00',
  summary:
    'How Owo Technologies Limited collects, uses, shares and protects your personal data, and the rights you have under the Nigeria Data Protection Act 2023.',
  intro: [
    'This policy explains what personal data Owo Technologies Limited (“Owo”, “we”, “us”) collects when you use the Owo website and apps, why we collect it, who we share it with and how long we keep it. It also explains your rights and how to use them.',
    'We process personal data in line with the Nigeria Data Protection Act 2023 (NDPA), the Nigeria Data Protection Regulation 2019 (NDPR) to the extent it still applies, and the guidance of the Nigeria Data Protection Commission (NDPC). Where this policy uses words such as “data controller” or “processing”, they have the meaning given in the NDPA.',
  ],
  sections: [
    {
      id: 'who-we-are',
      title: 'Who we are',
      body: [
        'Owo Technologies Limited is a company registered in Nigeria with its office at 14 Admiralty Way, Lekki Phase 1, Lagos. We are the data controller for the personal data described in this policy. Our partner financial institutions are separate controllers for the data they need to provide your account number, wallet and cards, and they have their own privacy notices.',
        'You can reach our Data Protection Officer at privacy@owo.ng.',
      ],
    },
    {
      id: 'data-we-collect',
      title: 'The data we collect',
      body: [
        'We collect only what we need to provide and protect the service:',
        [
          'Identity data: your name, username, gender, date of birth, and your BVN or NIN when you verify your account.',
          'Contact data: your email address, phone number and, for higher tiers, your residential address.',
          'Account and security data: your password and transaction PIN (stored only as secure one-way hashes that we cannot read), login history and security settings.',
          'Transaction data: payments you send and receive, bills you pay, gift card trades, card transactions, the counterparties involved and their status.',
          'Device and usage data: IP address, device type, operating system, app version and how you use the app, which we use to secure your account and fix problems.',
          'Communications: messages you send to support, the contact form and newsletter sign-ups.',
        ],
        'We do not collect more biometric data than the identity check you choose to complete, and we do not read your contacts, photos or messages.',
      ],
    },
    {
      id: 'how-we-use',
      title: 'How we use your data and our lawful bases',
      body: [
        'The NDPA requires a lawful basis for each use of your data. We rely on the following:',
        [
          'Contract: to open and run your account, carry out payments you ask for, issue cards and provide customer support.',
          'Legal obligation: to verify your identity, monitor transactions for fraud, money laundering and terrorist financing, keep records, and respond to lawful requests from regulators, courts and law enforcement.',
          'Legitimate interests: to keep the service secure, prevent fraud, understand how the product is used and improve it, where those interests are not overridden by your rights.',
          'Consent: to send you marketing emails such as the newsletter, and to use optional cookies. You can withdraw consent at any time without affecting anything done before.',
        ],
        'We do not sell your personal data. We do not make decisions that have legal or similarly significant effects on you solely by automated means without a way for you to ask a person to review them.',
      ],
    },
    {
      id: 'sharing',
      title: 'Who we share data with',
      body: [
        'We share personal data only when needed for the purposes above, and only with:',
        [
          'Partner banks and licensed financial institutions that hold your funds, provide your account number and issue your cards.',
          'Payment networks and billers, such as the instant payment network, card networks, mobile networks, DisCos and TV providers, to complete payments you request.',
          'Identity verification providers, to check your BVN or NIN against official records.',
          'Service providers who host our systems, send emails and messages, or help with support, under contracts that require them to protect your data and use it only on our instructions.',
          'Regulators, courts and law enforcement agencies, where the law requires it.',
          'A buyer or successor, if our business is sold or merged, who must keep honouring this policy.',
        ],
      ],
    },
    {
      id: 'transfers',
      title: 'Transfers outside Nigeria',
      body: [
        'Some of our service providers store or process data outside Nigeria. When that happens we transfer data only as the NDPA allows: to countries the NDPC recognises as providing adequate protection, or under safeguards such as binding contractual clauses, and only the data the provider needs.',
      ],
    },
    {
      id: 'retention',
      title: 'How long we keep data',
      body: [
        'We keep your data for as long as your account is open. After you close it, we keep identity and transaction records for at least five years, or longer where a law or an ongoing investigation requires it, because anti-money-laundering law obliges us to. Marketing preferences are kept until you unsubscribe, and contact form messages for two years. When data is no longer needed, we delete or anonymise it.',
      ],
    },
    {
      id: 'security',
      title: 'How we protect your data',
      body: [
        'We encrypt data in transit and at rest, store passwords and PINs only as one-way hashes, limit staff access to what each role needs, log access to sensitive data and test our systems regularly. No system is perfectly secure; if a breach is likely to put your rights at risk, we will notify the NDPC and tell you without undue delay, as the NDPA requires.',
      ],
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      body: [
        'Under the NDPA you have the right to:',
        [
          'be told how your data is used, which is what this policy is for;',
          'get a copy of the personal data we hold about you;',
          'have inaccurate data corrected and incomplete data completed;',
          'have data deleted where we no longer have a lawful reason to keep it;',
          'restrict or object to some uses, including direct marketing at any time;',
          'receive data you gave us in a structured, commonly used format;',
          'withdraw consent where we rely on it;',
          'lodge a complaint with the Nigeria Data Protection Commission.',
        ],
        'To use any of these rights, email privacy@owo.ng from the address on your account. We reply within 30 days. We may need to confirm your identity first, and some rights are limited where we must keep data by law.',
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies and similar technology',
      body: [
        'We use essential cookies and local storage to keep you signed in securely and to remember settings such as your theme. These are needed for the service to work. We ask before using any optional analytics cookies, and you can change your choice at any time.',
      ],
    },
    {
      id: 'children',
      title: 'Children',
      body: [
        'Owo is for adults aged 18 and over. We do not knowingly collect data from children. If you believe a child has opened an account, contact us and we will close it and delete the data we are not required to keep.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      body: [
        'We will update this policy when our practices or the law change. If a change materially affects how we use your data, we will tell you by email and in the app before it takes effect. The date at the top shows when it last changed.',
      ],
    },
  ],
};
