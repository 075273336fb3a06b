export interface NewsItem {
  date: string;
  title: string;
  body: string;
  link?: { label: string; to: string };
}

/** Company news, newest first. */
export const companyNews: NewsItem[] = [
  {
    date: '2026-11-03T09:00:00+01:00',
    title: 'Coming soon: event expenses',
    body: 'We are building event expenses: one shared budget for a wedding, birthday or burial, with contributions from family and friends collected in one place. It is not in the app yet. Join the newsletter on the event expenses page and we will tell you the day it opens.',
    link: { label: 'Get the launch news', to: '/event-expenses' },
  },
  {
    date: '2026-11-26T09:00:00+01:00',
    title: 'The virtual dollar card is here',
    body: 'Create a virtual USD Visa card in the app, fund it from your naira wallet at a rate you see before you confirm, freeze it with a tap and move unused dollars back for free. Cards need Tier 2 (your BVN, in Settings, Tier Limits).',
    link: { label: 'About the dollar card', to: '/card-issuing' },
  },
  {
    date: '2026-10-14T09:00:00+01:00',
    title: 'Coming soon: the virtual dollar card',
    body: 'A virtual USD card for subscriptions and shopping online, funded from your naira wallet at a rate you see before you confirm, is on its way. The card page has the details and the fees.',
    link: { label: 'About the dollar card', to: '/card-issuing' },
  },
  {
    date: '2026-09-22T09:00:00+01:00',
    title: 'Sell gift cards for naira',
    body: 'Alongside buying, you can now sell unused gift cards in the app. You get a naira quote before you submit and most cards are paid within 15 minutes.',
    link: { label: 'Gift cards on Owo', to: '/digital-giftcard' },
  },
  {
    date: '2026-08-18T09:00:00+01:00',
    title: 'Education payments arrive',
    body: 'WAEC result checker PINs, NECO tokens and JAMB UTME and DE e-PINs are now in Pay bills, just in time for the new school year. As with every bill on Owo, there is no convenience fee.',
    link: { label: 'All utility payments', to: '/utility-payments' },
  },
  {
    date: '2026-07-07T09:00:00+01:00',
    title: 'Owo opens to everyone in Nigeria',
    body: 'After a year of testing with friends, family and our waiting list, Owo is open to anyone aged 18 and over in Nigeria: free Owo-to-Owo transfers, bank transfers from ₦10, and bills with no convenience fee.',
    link: { label: 'Read why we built Owo', to: '/about' },
  },
];
