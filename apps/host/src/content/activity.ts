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
    title: 'Event expenses is out of beta',
    body: 'Anyone on Owo can now create an event budget, invite up to five co-hosts, collect contributions by link or account number and pay vendors straight from the event. Thank you to every family who planned a wedding, birthday or burial with us during the beta.',
    link: { label: 'See how event expenses works', to: '/event-expenses' },
  },
  {
    date: '2026-10-14T09:00:00+01:00',
    title: 'Virtual dollar cards are now issued instantly',
    body: 'Creating a dollar card used to take up to an hour while our issuing partner processed it. Cards are now ready the moment you create them, and funding shows the exact naira cost, with the 60-second rate hold, before you confirm.',
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
