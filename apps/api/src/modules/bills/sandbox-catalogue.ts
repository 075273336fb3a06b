import type { BillProduct, BillService, BillServiceInfo } from '@owo/core/contract';
import { CUSTOMER_ID_FORMATS } from '@owo/core/contract';

const naira = (amount: number) => amount * 100;
const biller = (id: string, name: string) => ({ id, name });

const NETWORKS = [
  biller('mtn', 'MTN'),
  biller('airtel', 'Airtel'),
  biller('glo', 'Glo'),
  biller('9mobile', '9mobile'),
];

/** Naira prices shaped like the networks' 2026 price lists. */
const BUNDLES: [string, string, Record<string, number>][] = [
  ['500mb-7d', '500MB, 7 days', { mtn: 500, airtel: 500, glo: 450, '9mobile': 500 }],
  ['1gb-7d', '1GB, 7 days', { mtn: 800, airtel: 800, glo: 750, '9mobile': 850 }],
  ['2gb-30d', '2GB, 30 days', { mtn: 1_500, airtel: 1_500, glo: 1_400, '9mobile': 1_600 }],
  ['5gb-30d', '5GB, 30 days', { mtn: 3_500, airtel: 3_500, glo: 3_200, '9mobile': 3_800 }],
  ['10gb-30d', '10GB, 30 days', { mtn: 4_500, airtel: 4_500, glo: 4_200, '9mobile': 5_000 }],
  ['20gb-30d', '20GB, 30 days', { mtn: 7_500, airtel: 7_500, glo: 7_000, '9mobile': 8_000 }],
];

/** Each bundle's name says its network ("MTN 1GB"), so no two plans in the catalogue read alike. */
function dataBundles(network: string): BillProduct[] {
  const networkName = NETWORKS.find((n) => n.id === network)?.name ?? network;
  return BUNDLES.map(([id, name, prices]) => ({
    id: `${network}-${id}`,
    name: `${networkName} ${name.split(', ')[0]}`,
    amount: naira(prices[network] ?? 0),
    validity: name.split(', ')[1] ?? '',
  }));
}

const monthly = (prefix: string, plans: [string, string, number][]): BillProduct[] =>
  plans.map(([id, name, price]) => ({
    id: `${prefix}-${id}`,
    name,
    amount: naira(price),
    validity: '1 month',
  }));

const BOUQUETS: Record<string, BillProduct[]> = {
  dstv: monthly('dstv', [
    ['padi', 'DStv Padi', 4_400],
    ['yanga', 'DStv Yanga', 6_000],
    ['confam', 'DStv Confam', 11_000],
    ['compact', 'DStv Compact', 19_000],
    ['compact-plus', 'DStv Compact Plus', 30_000],
    ['premium', 'DStv Premium', 44_500],
  ]),
  gotv: monthly('gotv', [
    ['smallie', 'GOtv Smallie', 1_900],
    ['jinja', 'GOtv Jinja', 3_900],
    ['jolli', 'GOtv Jolli', 5_800],
    ['max', 'GOtv Max', 8_500],
    ['supa', 'GOtv Supa', 11_400],
  ]),
  startimes: monthly('startimes', [
    ['nova', 'StarTimes Nova', 1_900],
    ['basic', 'StarTimes Basic', 3_700],
    ['smart', 'StarTimes Smart', 4_700],
    ['classic', 'StarTimes Classic', 5_500],
    ['super', 'StarTimes Super', 9_000],
  ]),
};

const EXAM_PINS: Record<string, BillProduct[]> = {
  waec: [{ id: 'waec-result-checker', name: 'WAEC result checker PIN', amount: naira(3_900) }],
  neco: [{ id: 'neco-result-token', name: 'NECO result checker token', amount: naira(1_500) }],
  jamb: [
    { id: 'jamb-utme', name: 'JAMB UTME e-PIN (with mock)', amount: naira(7_700) },
    { id: 'jamb-de', name: 'JAMB Direct Entry e-PIN', amount: naira(6_200) },
  ],
};

export const GIFT_CARD_BRANDS = [
  biller('amazon', 'Amazon'),
  biller('apple', 'Apple'),
  biller('google-play', 'Google Play'),
  biller('steam', 'Steam'),
];
/** Face values on sale, in US dollars. */
export const GIFT_CARD_DENOMINATIONS_USD = [10, 25, 50, 100];

const SERVICES: Omit<BillServiceInfo, 'customerIdLabel'>[] = [
  {
    id: 'airtime',
    name: 'Airtime',
    description: 'Top up any phone on any network',
    pricing: 'amount',
    billers: NETWORKS,
  },
  {
    id: 'mobile-data',
    name: 'Mobile data',
    description: 'Data bundles for every network',
    pricing: 'product',
    billers: NETWORKS,
  },
  {
    id: 'cable-tv',
    name: 'Cable TV',
    description: 'Renew DStv, GOtv or StarTimes',
    pricing: 'product',
    billers: [biller('dstv', 'DStv'), biller('gotv', 'GOtv'), biller('startimes', 'StarTimes')],
  },
  {
    id: 'electricity',
    name: 'Electricity',
    description: 'Prepaid tokens and postpaid bills for every DisCo',
    pricing: 'amount',
    billers: [
      biller('abuja-electric', 'Abuja Electricity (AEDC)'),
      biller('benin-electric', 'Benin Electricity (BEDC)'),
      biller('eko-electric', 'Eko Electricity (EKEDC)'),
      biller('enugu-electric', 'Enugu Electricity (EEDC)'),
      biller('ibadan-electric', 'Ibadan Electricity (IBEDC)'),
      biller('ikeja-electric', 'Ikeja Electric (IE)'),
      biller('jos-electric', 'Jos Electricity (JED)'),
      biller('kaduna-electric', 'Kaduna Electric (KAEDCO)'),
      biller('kano-electric', 'Kano Electricity (KEDCO)'),
      biller('portharcourt-electric', 'Port Harcourt Electricity (PHED)'),
      biller('yola-electric', 'Yola Electricity (YEDC)'),
    ],
  },
  {
    id: 'betting',
    name: 'Betting',
    description: 'Fund your betting wallet',
    pricing: 'amount',
    billers: [
      biller('bet9ja', 'Bet9ja'),
      biller('sportybet', 'SportyBet'),
      biller('betking', 'BetKing'),
      biller('1xbet', '1xBet'),
      biller('nairabet', 'NairaBet'),
    ],
  },
  {
    id: 'giftcards',
    name: 'Gift cards',
    description: 'Buy gift cards in naira, or sell yours',
    pricing: 'product',
    billers: GIFT_CARD_BRANDS,
  },
  {
    id: 'education',
    name: 'Education',
    description: 'WAEC, NECO and JAMB PINs',
    pricing: 'product',
    billers: [biller('waec', 'WAEC'), biller('neco', 'NECO'), biller('jamb', 'JAMB')],
  },
];

export const SANDBOX_SERVICES: BillServiceInfo[] = SERVICES.map((service) => ({
  ...service,
  customerIdLabel: CUSTOMER_ID_FORMATS[service.id].label,
}));

export function findBiller(service: BillService, billerId: string) {
  return SANDBOX_SERVICES.find((s) => s.id === service)?.billers.find((b) => b.id === billerId);
}

/** The fixed-price products of a biller (an empty list where the person types the amount). */
export function fixedProducts(service: BillService, billerId: string): BillProduct[] {
  if (service === 'mobile-data') return dataBundles(billerId);
  if (service === 'cable-tv') return BOUQUETS[billerId] ?? [];
  if (service === 'education') return EXAM_PINS[billerId] ?? [];
  return [];
}
