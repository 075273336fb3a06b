/**
 * Seed content for the blog, served by apps/api:
 *   GET /api/v1/blog/posts      -> { status: true, data: { posts: BlogPostSummary[] } } (newest first, no body)
 *   GET /api/v1/blog/posts/:id  -> { status: true, data: { post: BlogPost } }, or 404 with a message
 * The API owns this content (it serves it); the host site reads it through those routes.
 */
export interface BlogPostSummary {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  category: string;
  /** ISO 8601 timestamp. */
  publishedAt: string;
  readMinutes: number;
  /** Describes the post's cover illustration for screen readers. */
  coverAlt: string;
}

export interface BlogPost extends BlogPostSummary {
  /** One string per paragraph. */
  body: string[];
}

export const blogPosts: BlogPost[] = [
  {
    id: '6',
    slug: 'buy-prepaid-electricity-token',
    title: 'How to buy a prepaid electricity token in under a minute',
    excerpt:
      'Running out of units at 10pm is a problem you can fix from your couch. Here is how to buy a token on Owo, load it, and what to do if it does not arrive.',
    author: 'Amaka Obi',
    category: 'Guides',
    publishedAt: '2026-11-12T09:00:00.000Z',
    readMinutes: 3,
    coverAlt: 'A prepaid electricity meter showing a low balance beside a phone displaying a 20-digit token.',
    body: [
      'Running out of units at 10pm is one of those small Nigerian emergencies. The good news is that it is also one you can fix yourself, without leaving the house. With Owo you can buy a prepaid token for DisCos across the country in less time than it takes to find your meter number. Here is how.',
      'First, find your meter number. It is the 11- or 13-digit number printed on the front of your prepaid meter, and it is also on any old token receipt. You only need to type it once: Owo saves it so that next time you can pick it from a list.',
      'Next, open Pay bills, choose Electricity, pick your DisCo and select Prepaid. Enter the meter number and Owo checks it with the DisCo before you pay, showing the name and address registered to the meter. If the name is not what you expect, stop there. A mistyped meter number is the most common reason a token ends up in someone else’s house, and tokens cannot be moved from one meter to another.',
      'Then enter the amount. Your DisCo sets a minimum purchase, and Owo shows it before you type. Remember that not all of what you pay becomes energy: the DisCo deducts VAT, and any outstanding debt or fixed charge on your account, before it calculates your units. Owo does not add a convenience fee on top, so ₦10,000 from your wallet is ₦10,000 to your DisCo.',
      'Confirm with your transaction PIN. The token, 20 digits in five groups of four, appears on screen within seconds. It is also saved in your transaction history and sent to your email, so you will not lose it if you close the app.',
      'Now load it. Type the 20 digits into the meter’s keypad and press Enter, which is the blue or hash key on many meters. If the meter shows “Reject” or “Error”, check each digit and try again. If it still refuses a token Owo issued, contact your DisCo with the receipt from your history; they can see every token issued to your meter.',
      'What if the token does not arrive? Occasionally a DisCo’s system is slow. The payment shows as Pending while Owo keeps trying. If the token cannot be issued, the full amount goes back to your wallet automatically, usually within minutes and at most within 24 hours, and the status changes to Reversed. You do not need to file a claim.',
      'If you are on a postpaid meter, choose Postpaid instead and enter the account number from your bill. The payment goes to your account balance and there is no token to load.',
      'A last tip: units are priced by your tariff band, not by how much you buy at once, so small frequent top-ups cost the same per unit as one large purchase. Buy whatever suits your cash flow, and never be caught in the dark again.',
    ],
  },
  {
    id: '5',
    slug: 'bank-transfer-fees-explained',
    title: 'Bank transfer fees on Owo, explained: ₦10, ₦25 or ₦50',
    excerpt:
      'Sending to another Owo user is free. Sending to another bank costs a flat fee by amount. Here is why, with worked examples, and why splitting a transfer rarely saves money.',
    author: 'Tunde Bakare',
    category: 'Money tips',
    publishedAt: '2026-10-28T08:30:00.000Z',
    readMinutes: 2,
    coverAlt: 'Three naira coins labelled ₦10, ₦25 and ₦50 standing in a row of increasing size.',
    body: [
      'Every transfer from one Owo user to another is free, however much you send and however often. Transfers to other Nigerian banks are not, and we want to be clear about why and about exactly what you pay.',
      'When you send money from Owo to an account at another bank, it travels over the national instant payment network to the receiving bank. Each step of that journey has a cost. We pass it on as a single flat fee, based on the amount, and we keep the bands simple.',
      'There are three bands. Up to ₦5,000, the fee is ₦10. From ₦5,000.01 to ₦50,000, it is ₦25. Above ₦50,000, it is ₦50. These are the same bands most Nigerian banks use for electronic transfers, so nothing here should surprise you, and there is no percentage that grows with the amount.',
      'Some examples. Sending ₦3,000 to your sister for data costs ₦10, so ₦3,010 leaves your wallet. Paying a ₦20,000 deposit to a tailor costs ₦25, a total of ₦20,025. Paying the ₦150,000 balance on your rent costs ₦50, a total of ₦150,050. In every case, you see the fee and the total before you enter your PIN.',
      'Does splitting a transfer save money? Almost never. Two transfers of ₦25,000 cost ₦50 in fees; a single transfer of ₦50,000 costs ₦25. Sending the whole amount at once is almost always the cheaper choice.',
      'What about government charges? Where Nigerian law requires a levy or stamp duty on an electronic transfer, we collect it as the law says and show it on its own line. It goes to the government. It is not an Owo fee and we do not keep any of it.',
      'And if a transfer fails? If the receiving bank rejects or reverses a transfer, the amount and the fee come back to your wallet automatically. There is nothing to claim.',
      'Receiving money is free too. Anyone can send money to your Owo account number from any bank, and we never charge you to receive it.',
      'The full list of fees, including bills, gift cards and the planned fees for the coming dollar card, is on our pricing page. If a fee ever goes up, we will tell you by email and in the app at least 30 days before it applies.',
    ],
  },
  {
    id: '4',
    slug: 'spot-a-payment-scam',
    title: 'Five signs of a payment scam, and what to do if you are targeted',
    excerpt:
      'Scammers rarely break into accounts. They persuade people to open the door. These five warning signs will help you stop before you lose money.',
    author: 'Ngozi Eze',
    category: 'Security',
    publishedAt: '2026-10-09T10:00:00.000Z',
    readMinutes: 3,
    coverAlt: 'A phone showing a suspicious message marked with a red warning triangle.',
    body: [
      'Most scams do not break into your account. They persuade you to open the door. Nearly every fraud report our support team sees starts with a message, a call or a fake page that pushes someone to act quickly. These are the five signs that should make you stop.',
      'One: someone asks for your PIN, your password or a one-time code. Owo staff will never ask for any of these: not by phone, not on WhatsApp, not on social media, not by email, and not “to reverse a transaction”. A code sent to you is for you alone. Anyone who asks for it is trying to steal from you.',
      'Two: the message is urgent. “Your account will be blocked in 30 minutes.” “Confirm this payment now or lose your money.” Pressure is a scammer’s most useful tool, because it stops you thinking. A real problem with your account will still be there after you close the chat and open the Owo app yourself.',
      'Three: a stranger says they sent you money by mistake. You get an official-looking SMS or a screenshot of a credit alert, then a call begging you to send the money back. Check your balance in the app, not the message: fake alerts cost nothing to make. If a genuine mistaken transfer does reach you, the sender’s bank will handle the reversal through us. You never need to send anything back yourself.',
      'Four: the link looks almost right. owo-ng-support.com, 0wo.ng, a form on a free website builder. Our only web address is owo.ng, and we never ask you to sign in through a link in a text message. When in doubt, type the address yourself or use the app.',
      'Five: the deal is too good. Gift cards at half their value, a dollar rate far better than anyone else’s, an “investment” that returns 30% a month. If it only works when you pay first and ask questions later, walk away.',
      'If you think you have been targeted, act quickly. Change your password and your transaction PIN in Settings, Security. Then call us on 0700 225 5696 or email support@owo.ng with the details of the transaction. The sooner we hear from you, the better the chance of stopping the money at the receiving bank. You can also report the fraud to the police.',
      'Finally, tell someone. Scammers reuse the same script on many people, and the person you warn may be the next one they call.',
    ],
  },
  {
    id: '3',
    slug: 'dollar-card-for-subscriptions',
    title: 'Coming soon: a virtual dollar card for international subscriptions',
    excerpt:
      'Streaming, software, online courses: many services only accept dollar cards. The Owo dollar card is on its way; here is how it will work and what we plan to charge.',
    author: 'Ifeoma Nwosu',
    category: 'Cards',
    publishedAt: '2026-09-24T09:00:00.000Z',
    readMinutes: 2,
    coverAlt: 'A virtual dollar card floating above a laptop showing a subscription checkout page.',
    body: [
      'Many of the services we use every day bill only in dollars, and naira cards often come with low international spending limits. The Owo virtual dollar card is being built for exactly this: a USD card you create in the app and fund from your naira wallet. It is not in the app yet.',
      'Creating a card will take seconds, for a one-time fee we plan to set at ₦2,000. Its number, expiry date and CVV will be shown only on our card partner’s secure page, behind your transaction PIN.',
      'To fund it, you will choose how many dollars to add and see the naira amount at the Owo rate before you confirm, with a planned funding fee of 1% of the naira amount (at least ₦100). The rate will be held for 60 seconds while you decide.',
      'The card will be for online purchases only: it will not work at ATMs or in shops, and some merchant categories, such as gambling and cryptocurrency, will not be supported.',
      'We will announce the day it opens in the app and in our newsletter; the dollar card page has the details as they firm up.',
    ],
  },
  {
    id: '2',
    slug: 'plan-an-owambe-without-money-stress',
    title: 'Coming soon: event expenses, for an owambe without the money stress',
    excerpt:
      'Many contributors and one budget. We are building event expenses to give a family celebration one shared budget that everyone can trust. It is not in the app yet.',
    author: 'Segun Adeyemi',
    category: 'Product',
    publishedAt: '2026-09-03T11:00:00.000Z',
    readMinutes: 2,
    coverAlt: 'Colourful party bunting above a budget list with ticked items for venue, food and music.',
    body: [
      'Anyone who has helped plan a Nigerian celebration knows the money side can be harder than the party. Contributions arrive from aunties, cousins and old classmates in a dozen different ways, and nobody is sure how much is left for the DJ. We are building event expenses to fix that. It is not in the app yet; this is what we are working towards.',
      'It will start with a budget. Create an event, give it a date and a total, and split it into lines: venue, food and small chops, aso ebi, music, photography, decorations. As contributions come in, each line will show what it has left.',
      'Collecting should be simple. Family and friends will pay into the event from Owo or from any bank, exactly as they would pay anyone, and you will see every contribution, with the name and the amount, in one list.',
      'When the celebration is over, you will close the event and any balance will move to your Owo wallet.',
      'Want to hear the day it opens? Join the newsletter on the event expenses page. Until then, you can already send money to Owo users and banks and pay bills from your Owo wallet.',
    ],
  },
  {
    id: '1',
    slug: 'transaction-pin-guide',
    title: 'Your transaction PIN: what it protects and how to keep it safe',
    excerpt:
      'Every Owo payment needs your four-digit PIN. Here is why it is separate from your password, how to choose a good one and what to do if you think someone knows it.',
    author: 'Ngozi Eze',
    category: 'Security',
    publishedAt: '2026-08-14T09:30:00.000Z',
    readMinutes: 2,
    coverAlt: 'A numeric keypad with four filled dots above it, representing a four-digit PIN.',
    body: [
      'The first time you open the Owo app after signing up, we ask you to set a four-digit transaction PIN. You type it twice to make sure it is right, and from then on every payment needs it: transfers, bills and gift cards.',
      'Why a separate PIN? Your password gets you into the app. Your PIN authorises money leaving it. Keeping the two apart means that someone who picks up your unlocked phone, or who guesses your password, still cannot move your money.',
      'Choose a PIN that is hard to guess. Avoid 1234, 0000 and 1111, your birth year and the last four digits of your phone number, because those are the first things anyone tries. Do not reuse your ATM card PIN either.',
      'Keep it to yourself. Cover the screen when you type it in public, do not save it in your phone’s notes, and never share it, not even with Owo staff. We will never ask for it. Repeated wrong entries pause payments on your account for a while, to stop anyone from guessing.',
      'Changing or resetting your PIN from Settings, Security is coming in a later release. Until then, if you forget it, contact support and we will help you set a new one after checking it is you.',
      'If you think someone knows your PIN, check your history for anything you do not recognise and report it straight away to support@owo.ng or 0700 225 5696.',
    ],
  },
];
