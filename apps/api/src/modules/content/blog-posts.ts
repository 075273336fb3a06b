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
      'The full list of fees, including bills, gift cards and the dollar card, is on our pricing page. If a fee ever goes up, we will tell you by email and in the app at least 30 days before it applies.',
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
    title: 'Paying for international subscriptions with a virtual dollar card',
    excerpt:
      'Streaming, software, online courses: many services only accept dollar cards. Here is how the Owo dollar card works, what it costs and how to avoid declines.',
    author: 'Ifeoma Nwosu',
    category: 'Cards',
    publishedAt: '2026-09-24T09:00:00.000Z',
    readMinutes: 2,
    coverAlt: 'A virtual dollar card floating above a laptop showing a subscription checkout page.',
    body: [
      'Many of the services we use every day bill only in dollars, and naira cards often come with low international spending limits. The Owo virtual dollar card is built for exactly this: a USD card you create in the app and fund from your naira wallet.',
      'Creating a card takes seconds. Open Cards, choose Create dollar card and confirm the one-time ₦2,000 creation fee. The card is ready straight away. Its number, expiry date and CVV are hidden behind your transaction PIN, so only you can see them.',
      'To fund it, choose how many dollars to add, at least $5 the first time. You see the naira amount at the Owo rate before you confirm, along with the funding fee of 1% of the naira amount, with a minimum of ₦100. The rate is held for 60 seconds; if it expires while you decide, we show you the new one.',
      'At checkout, enter the card details exactly as they appear in the app, including the billing address shown on your Cards screen. That address belongs to the card, not to you, and using your home address instead is a common cause of declines.',
      'Keep a small buffer. When you first add a card, some merchants place a temporary hold of a dollar or two to check it works, and release it within a few days. A subscription that renews when the card balance is too low will be declined, so keep a little more than the monthly price on the card. Owo does not charge for declined payments, but repeated declines can lead a merchant to cancel your subscription.',
      'If a merchant charges in euros or pounds, the card network converts the amount to dollars, and the merchant’s bank may add a cross-border charge. Both appear in your card history once the payment settles.',
      'You are always in control. Freeze the card when you are not using it and unfreeze it when you are. Move unused dollars back to your naira wallet at any time, free, at the Owo rate at that moment. If you no longer need the card, terminate it and any remaining balance returns to your wallet.',
      'The card is for online purchases only. It cannot be used at ATMs or in shops, and some merchant categories, such as gambling and cryptocurrency, are not supported.',
    ],
  },
  {
    id: '2',
    slug: 'plan-an-owambe-without-money-stress',
    title: 'Planning an owambe without the money stress',
    excerpt:
      'Many contributors, several organisers and a long list of vendors. Event expenses gives a family celebration one shared budget that everyone can trust.',
    author: 'Segun Adeyemi',
    category: 'Product',
    publishedAt: '2026-09-03T11:00:00.000Z',
    readMinutes: 2,
    coverAlt: 'Colourful party bunting above a budget list with ticked items for venue, food and music.',
    body: [
      'Anyone who has helped plan a Nigerian celebration knows the money side can be harder than the party. Contributions arrive from aunties, cousins and old classmates in a dozen different ways. Three people are paying vendors. Nobody is sure how much is left for the DJ. Event expenses was built to fix that.',
      'It starts with a budget. Create an event, give it a date and a total, and split it into lines: venue, food and small chops, aso ebi, music, photography, decorations. As money comes in and goes out, each line shows what has been spent and what remains.',
      'Collecting is simple. Every event gets a contribution link and its own account number. Family members with Owo pay through the link and can add a message. Everyone else pays into the account number from any bank, exactly as they would pay anyone. You see every contribution, with the name and the amount, in one list.',
      'Planning is rarely a one-person job, so you can invite up to five co-hosts. You choose what each one can do: see the budget, add expenses or pay vendors. You can also require your approval for any payment above an amount you set, so no one pays the caterer twice.',
      'Vendors are paid straight from the event. Paying a vendor who uses Owo is free; paying one at another bank costs the usual ₦10, ₦25 or ₦50 by amount. Each payment keeps its receipt, which you can attach notes to, such as “balance for 200 plates of jollof”.',
      'When the celebration is over, close the event. You can refund contributors first if the family agrees, and any balance left moves to your Owo wallet. Download the statement and share it in the family group chat, and let the numbers speak for themselves.',
      'Creating an event and collecting contributions costs nothing. We would rather you spend it on the party.',
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
      'The first time you open the Owo app after signing up, we ask you to set a four-digit transaction PIN. You type it twice to make sure it is right, and from then on every payment needs it: transfers, bills, gift cards and funding your dollar card.',
      'Why a separate PIN? Your password gets you into the app. Your PIN authorises money leaving it. Keeping the two apart means that someone who picks up your unlocked phone, or who guesses your password, still cannot move your money.',
      'Choose a PIN that is hard to guess. Avoid 1234, 0000 and 1111, your birth year and the last four digits of your phone number, because those are the first things anyone tries. Do not reuse your ATM card PIN either.',
      'Keep it to yourself. Cover the screen when you type it in public, do not save it in your phone’s notes, and never share it, not even with Owo staff. We will never ask for it. Repeated wrong entries pause payments on your account for a while, to stop anyone from guessing.',
      'If you forget your PIN, you can reset it in Settings, Security after confirming your password and a one-time code sent to your email.',
      'If you think someone knows your PIN, change it straight away, check your history for anything you do not recognise, and report it to support@owo.ng or 0700 225 5696.',
    ],
  },
];
