import { type HttpHandler, HttpResponse, http } from 'msw';
import { DEMO_PIN } from './money';

/**
 * The mock bills provider for the owo-pay-bills stories, with the API sandbox's own test values: phone
 * 08011111111 completes, 08022222222 is pending and completes when the receipt asks again, 08033333333
 * fails, 08044444444 gets no answer and then completes; smartcard 1212121212; meters 1111111111111
 * (prepaid, with a token) and 1010101010101 (postpaid); betting 1234567; JAMB 0123456789; all zeros is
 * not found. PIN 1234 is right. A gift card sold with code SANDBOX-REJECT is rejected when the receipt
 * asks again; any other code is approved.
 */
const ok = (data?: unknown, status = 200) => HttpResponse.json({ status: true, data }, { status });
const fail = (status: number, message: string, code: string) =>
  HttpResponse.json({ status: false, message, code }, { status });

const biller = (id: string, name: string) => ({ id, name });

/** Kobo per US dollar: what Owo sells cards at, and buys them back at. */
const RATES = { buy: 160_000, sell: 135_000 };
const RATE_HOLD_MS = 60_000;
const NETWORKS = [
  biller('mtn', 'MTN'),
  biller('airtel', 'Airtel'),
  biller('glo', 'Glo'),
  biller('9mobile', '9mobile'),
];
const SERVICES = [
  {
    id: 'airtime',
    name: 'Airtime',
    description: 'Top up any phone',
    customerIdLabel: 'Phone number',
    pricing: 'amount',
    billers: NETWORKS,
  },
  {
    id: 'mobile-data',
    name: 'Mobile data',
    description: 'Data bundles',
    customerIdLabel: 'Phone number',
    pricing: 'product',
    billers: NETWORKS,
  },
  {
    id: 'cable-tv',
    name: 'Cable TV',
    description: 'DStv, GOtv, StarTimes',
    customerIdLabel: 'Smartcard or IUC number',
    pricing: 'product',
    billers: [biller('dstv', 'DStv'), biller('gotv', 'GOtv'), biller('startimes', 'StarTimes')],
  },
  {
    id: 'electricity',
    name: 'Electricity',
    description: 'Prepaid and postpaid',
    customerIdLabel: 'Meter number',
    pricing: 'amount',
    billers: [
      biller('ikeja-electric', 'Ikeja Electric (IE)'),
      biller('eko-electric', 'Eko Electricity (EKEDC)'),
    ],
  },
  {
    id: 'betting',
    name: 'Betting',
    description: 'Fund a betting wallet',
    customerIdLabel: 'Customer ID',
    pricing: 'amount',
    billers: [biller('bet9ja', 'Bet9ja'), biller('sportybet', 'SportyBet')],
  },
  {
    id: 'giftcards',
    name: 'Gift cards',
    description: 'Buy gift cards',
    customerIdLabel: 'Email to send the code to',
    pricing: 'product',
    billers: [biller('amazon', 'Amazon'), biller('steam', 'Steam')],
  },
  {
    id: 'education',
    name: 'Education',
    description: 'WAEC, NECO, JAMB',
    customerIdLabel: 'Profile code or candidate number',
    pricing: 'product',
    billers: [biller('waec', 'WAEC'), biller('jamb', 'JAMB')],
  },
];

const naira = (n: number) => n * 100;
function products(service: string, id: string) {
  if (service === 'mobile-data')
    return [
      { id: `${id}-1gb-7d`, name: '1GB, 7 days', amount: naira(800), validity: '7 days' },
      { id: `${id}-5gb-30d`, name: '5GB, 30 days', amount: naira(3_500), validity: '30 days' },
    ];
  if (service === 'cable-tv')
    return [
      { id: `${id}-basic`, name: `${id.toUpperCase()} Basic`, amount: naira(4_400), validity: '1 month' },
      {
        id: `${id}-compact`,
        name: `${id.toUpperCase()} Compact`,
        amount: naira(19_000),
        validity: '1 month',
      },
    ];
  if (service === 'education')
    return [{ id: `${id}-pin`, name: `${id.toUpperCase()} PIN`, amount: naira(3_900) }];
  if (service === 'giftcards')
    return [10, 25].map((usd) => ({
      id: `${id}-${usd}`,
      name: `$${usd} gift card`,
      amount: usd * RATES.buy,
      faceValueUsd: usd * 100,
    }));
  return [];
}

function rates() {
  const expiresAt = new Date(Date.now() + RATE_HOLD_MS).toISOString();
  return {
    buy: { koboPerUsd: RATES.buy, expiresAt },
    sell: { koboPerUsd: RATES.sell, expiresAt },
  };
}

type Sale = Record<string, unknown> & {
  status: string;
  reference: string;
  amount: number;
  createdAt: string;
};

/** A gift card sale as GET /transactions/:reference answers for it: a credit, pending until reviewed. */
const saleTransaction = (sale: Sale, rejected: boolean) => ({
  reference: sale.reference,
  type: 'giftcard',
  direction: 'credit',
  amount: sale.amount,
  fee: 0,
  currency: 'NGN',
  status: sale.status,
  counterparty: { name: `${sale.brandName} gift card` },
  narration: null,
  createdAt: sale.createdAt,
  total: sale.amount,
  updatedAt: new Date().toISOString(),
  failureReason: rejected ? 'The card code has already been used' : null,
  account: { name: 'Ada Obi', accountNumber: '9012345678', bankName: 'Owo Sandbox Bank' },
});

function giftCardSaleHandlers(): HttpHandler[] {
  const sales = new Map<string, Sale & { code: string }>();
  return [
    http.post('*/api/v1/giftcards/sales', async ({ request }) => {
      const body = (await request.json()) as Record<string, string | number>;
      const amount = Math.round((Number(body.valueUsd) * RATES.sell) / 100);
      if (amount !== body.quotedAmount)
        return fail(422, 'The rate has changed: please check the new amount.', 'VALIDATION_ERROR');
      const code = String(body.cardCode).toUpperCase();
      const now = new Date().toISOString();
      const sale = {
        reference: `OWO${Date.now().toString(36).toUpperCase()}`,
        brand: body.brand,
        brandName:
          SERVICES.flatMap((s) => s.billers).find((b) => b.id === body.brand)?.name ?? String(body.brand),
        valueUsd: body.valueUsd,
        cardCodeLast4: code.slice(-4),
        amount,
        status: 'pending',
        failureReason: null,
        createdAt: now,
        updatedAt: now,
      };
      sales.set(sale.reference, { ...sale, code });
      return ok(sale, 201);
    }),
    // Asked again, a sale has been reviewed. Other references are the money mock's.
    http.get('*/api/v1/transactions/:reference', ({ params }) => {
      const sale = sales.get(String(params.reference));
      if (!sale) return undefined;
      const rejected = sale.code === 'SANDBOX-REJECT';
      sale.status = rejected ? 'failed' : 'completed';
      return ok(saleTransaction(sale, rejected));
    }),
  ];
}

const NO_CUSTOMER = 'The provider found no customer with this number.';

/** Who the mock provider says the customer is; an id of zeros is nobody. */
function customerOf(body: Record<string, string | number | undefined>) {
  const given = String(body.customerId ?? '');
  if (/^0+$/.test(given.replace(/\D/g, '') || given)) return null;
  return {
    customerId: given,
    customerName:
      body.service === 'airtime' || body.service === 'mobile-data' ? `Line ${given}` : 'ADEBAYO OKAFOR',
    ...(body.service === 'electricity'
      ? { address: '12 Allen Avenue, Ikeja', meterType: String(body.meterType) }
      : {}),
    ...(body.service === 'cable-tv' ? { currentBouquet: 'DStv Compact' } : {}),
  };
}

const customerAnswer = (body: unknown) => {
  const customer = customerOf(body as Record<string, string>);
  return customer ? ok(customer) : fail(422, NO_CUSTOMER, 'INVALID_CUSTOMER');
};

/** The typed amount, or the chosen plan's price. */
const priceOf = (body: Record<string, string | number | undefined>) =>
  Number(
    body.amount ??
      products(String(body.service), String(body.biller)).find((p) => p.id === body.productId)?.amount ??
      0,
  );

export function billHandlers(): HttpHandler[] {
  const purchases = new Map<string, Record<string, unknown>>();
  return [
    ...giftCardSaleHandlers(),
    http.get('*/api/v1/bills/services', () => ok({ services: SERVICES })),
    http.get('*/api/v1/bills/:service/billers/:biller/products', ({ params }) =>
      ok({
        products: products(String(params.service), String(params.biller)),
        ...(params.service === 'giftcards' ? { rate: rates() } : {}),
      }),
    ),
    http.post('*/api/v1/bills/validate', async ({ request }) => customerAnswer(await request.json())),
    // The checks paying makes, before the PIN: the customer, then the price (a mock wallet never runs short).
    http.post('*/api/v1/bills/quote', async ({ request }) => {
      const body = (await request.json()) as Record<string, string | number>;
      const customer = customerOf(body);
      if (!customer) return fail(422, NO_CUSTOMER, 'INVALID_CUSTOMER');
      const amount = priceOf(body);
      return ok({
        amount,
        fee: 0,
        total: amount,
        productName: body.productId ? String(body.productId) : null,
        customer,
      });
    }),
    http.post('*/api/v1/bills/pay', async ({ request }) => {
      const body = (await request.json()) as Record<string, string | number>;
      if (body.pin !== DEMO_PIN) return fail(403, 'Incorrect PIN. 4 attempts left.', 'INVALID_PIN');
      const phone = String(body.customerId);
      const status =
        phone === '08033333333'
          ? 'failed'
          : phone === '08022222222' || phone === '08044444444'
            ? 'pending'
            : 'completed';
      const now = new Date().toISOString();
      const purchase = {
        reference: `OWO${Date.now().toString(36).toUpperCase()}`,
        service: body.service,
        biller: body.biller,
        billerName:
          SERVICES.flatMap((s) => s.billers).find((b) => b.id === body.biller)?.name ?? String(body.biller),
        customerId: phone,
        customerName: 'ADEBAYO OKAFOR',
        productId: body.productId ?? null,
        productName: body.productId ? String(body.productId) : null,
        amount: priceOf(body),
        fee: 0,
        currency: 'NGN',
        status,
        delivery:
          status === 'completed' && body.service === 'electricity' && body.meterType !== 'postpaid'
            ? { token: '1234-5678-9012-3456-7890', units: '23.9 kWh' }
            : {},
        failureReason: status === 'failed' ? 'The network could not deliver to this number' : null,
        createdAt: now,
        updatedAt: now,
      };
      purchases.set(purchase.reference, purchase);
      return ok(purchase, 201);
    }),
    http.get('*/api/v1/bills/purchases/:reference', ({ params }) => {
      const purchase = purchases.get(String(params.reference));
      if (!purchase) return fail(404, 'Purchase not found', 'NOT_FOUND');
      // Asked again, a pending purchase has completed: the provider answered in the meantime.
      purchase.status = 'completed';
      return ok(purchase);
    }),
  ];
}
