/** The six product pages: what the navigation, the footer and the home page need to link to them. */
export type ProductSlug =
  | 'send-money'
  | 'receive-money'
  | 'utility-payments'
  | 'digital-giftcard'
  | 'card-issuing'
  | 'event-expenses';

export type IconName =
  | 'send'
  | 'receive'
  | 'bolt'
  | 'gift'
  | 'card'
  | 'calendar'
  | 'shield'
  | 'lock'
  | 'check'
  | 'clock'
  | 'users'
  | 'spark';

export interface ProductSummary {
  slug: ProductSlug;
  path: `/${ProductSlug}`;
  label: string;
  summary: string;
  icon: IconName;
}

export const products: ProductSummary[] = [
  {
    slug: 'send-money',
    path: '/send-money',
    label: 'Send money',
    summary: 'Free to any Owo user, from ₦10 to any Nigerian bank account.',
    icon: 'send',
  },
  {
    slug: 'receive-money',
    path: '/receive-money',
    label: 'Receive money',
    summary: 'Your own account number, username and payment requests. Free, always.',
    icon: 'receive',
  },
  {
    slug: 'utility-payments',
    path: '/utility-payments',
    label: 'Utility payments',
    summary: 'Airtime, data, cable TV, electricity, betting and school payments with no convenience fee.',
    icon: 'bolt',
  },
  {
    slug: 'digital-giftcard',
    path: '/digital-giftcard',
    label: 'Gift cards',
    summary: 'Buy gift cards for global stores, or sell unused ones for naira at a rate you see first.',
    icon: 'gift',
  },
  {
    slug: 'card-issuing',
    path: '/card-issuing',
    label: 'Dollar card',
    summary: 'A virtual USD card for subscriptions and shopping abroad, funded in naira.',
    icon: 'card',
  },
  {
    slug: 'event-expenses',
    path: '/event-expenses',
    label: 'Event expenses',
    summary: 'Coming soon: one shared budget for the wedding, birthday or burial, contributions included.',
    icon: 'calendar',
  },
];
