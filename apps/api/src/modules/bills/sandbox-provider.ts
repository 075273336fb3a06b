import { createHash } from 'node:crypto';
import {
  type BillDelivery,
  type BillProducts,
  GIFTCARD_RATE_HOLD_MS,
  guessNetwork,
} from '@owo/core/contract';
import type { Clock } from '../../clock';
import {
  type BillsProvider,
  BillsProviderTimeoutError,
  type CustomerOutcome,
  type CustomerRequest,
  type GiftCardSaleOutcome,
  type GiftCardSaleRequest,
  type PurchaseOutcome,
  type PurchaseRequest,
} from './provider';
import {
  findBiller,
  fixedProducts,
  GIFT_CARD_DENOMINATIONS_USD,
  SANDBOX_SERVICES,
} from './sandbox-catalogue';
import { SANDBOX_IDS, SANDBOX_PHONES } from './sandbox-values';

/** Kobo per US dollar: what a card costs to buy, and what Owo pays for one sold to it. */
export const SANDBOX_RATES = { buy: 160_000, sell: 135_000 } as const;
/** Naira per kWh of the sandbox's prepaid tariff (band A), in kobo. */
const TARIFF_KOBO_PER_KWH = 20_950;

const NAMES = [
  'ADEBAYO OKAFOR',
  'CHIOMA NWANKWO',
  'EMEKA OBI',
  'FUNMILAYO ADEYEMI',
  'HAUWA BELLO',
  'IBRAHIM MUSA',
  'NKECHI EZE',
  'OLUWASEUN BALOGUN',
  'TUNDE BAKARE',
  'ZAINAB ABDULLAHI',
];
/** Two streets in each DisCo's own area, so a meter's address is where that DisCo supplies power. */
const DISCO_STREETS: Readonly<Record<string, readonly [string, string]>> = {
  'abuja-electric': ['15 Aminu Kano Crescent, Wuse 2, Abuja', '7 Gimbiya Street, Garki, Abuja'],
  'benin-electric': ['22 Akpakpava Road, Benin City', '5 Sapele Road, Benin City'],
  'eko-electric': ['8 Adeola Odeku Street, Victoria Island, Lagos', '31 Marina, Lagos Island'],
  'enugu-electric': ['4 Ogui Road, Enugu', '16 Zik Avenue, Uwani, Enugu'],
  'ibadan-electric': ['10 Ring Road, Ibadan', '3 Bodija Market Road, Ibadan'],
  'ikeja-electric': ['12 Allen Avenue, Ikeja', '40 Opebi Road, Ikeja'],
  'jos-electric': ['6 Ahmadu Bello Way, Jos', '19 Rayfield Road, Jos'],
  'kaduna-electric': ['27 Ahmadu Bello Way, Kaduna', '2 Constitution Road, Kaduna'],
  'kano-electric': ['3 Murtala Mohammed Way, Kano', '11 Zoo Road, Kano'],
  'portharcourt-electric': ['9 Aba Road, Port Harcourt', '14 Trans-Amadi Road, Port Harcourt'],
  'yola-electric': ['6 Atiku Abubakar Road, Yola', '21 Galadima Aminu Way, Jimeta, Yola'],
};

/** The same bytes for the same input, every run: names, tokens and PINs are derived, never random. */
function digest(...parts: string[]): Buffer {
  return createHash('sha256').update(parts.join('|')).digest();
}
const pick = <T>(list: readonly T[], seed: string): T => list[(digest(seed)[0] ?? 0) % list.length] as T;
function digits(seed: string, count: number): string {
  const bytes = digest(seed, 'digits');
  let out = '';
  for (let i = 0; out.length < count; i++) out += String((bytes[i % bytes.length] ?? 0) % 10);
  return out;
}
const groups = (value: string) => value.match(/.{1,4}/g)?.join('-') ?? value;

const allZeros = (value: string) => /^0+$/.test(value);
const isPhoneService = (service: string) => service === 'airtime' || service === 'mobile-data';

function customer(request: CustomerRequest): CustomerOutcome {
  const { service, biller, customerId } = request;
  if (allZeros(customerId))
    return { valid: false, reason: 'The provider found no customer with this number.' };
  const name = pick(NAMES, customerId);
  switch (service) {
    case 'airtime':
    case 'mobile-data': {
      const network = findBiller(service, biller)?.name ?? biller;
      const guessed = guessNetwork(customerId);
      const note = guessed && guessed !== biller ? ' (the number was first issued on another network)' : '';
      return { valid: true, customer: { customerId, customerName: `${network} line ${customerId}${note}` } };
    }
    case 'cable-tv': {
      const bouquets = fixedProducts(service, biller);
      const current = customerId === SANDBOX_IDS.smartcard ? bouquets[3] : pick(bouquets, customerId);
      return {
        valid: true,
        customer: { customerId, customerName: name, ...(current ? { currentBouquet: current.name } : {}) },
      };
    }
    case 'electricity': {
      const known =
        customerId === SANDBOX_IDS.prepaidMeter
          ? 'prepaid'
          : customerId === SANDBOX_IDS.postpaidMeter
            ? 'postpaid'
            : null;
      const meterType = known ?? request.meterType ?? 'prepaid';
      const streets = DISCO_STREETS[biller];
      if (known && request.meterType && request.meterType !== known) {
        return { valid: false, reason: `Meter ${customerId} is a ${known} meter.` };
      }
      return {
        valid: true,
        customer: {
          customerId,
          customerName: name,
          ...(streets ? { address: pick(streets, customerId) } : {}),
          meterType,
          ...(meterType === 'postpaid' ? { outstanding: 1_250_000 } : {}),
        },
      };
    }
    case 'education':
      return { valid: true, customer: { customerId, customerName: `Candidate ${name}` } };
    case 'giftcards':
      return { valid: true, customer: { customerId, customerName: customerId } };
    default:
      return { valid: true, customer: { customerId, customerName: name } };
  }
}

function delivery(request: PurchaseRequest): BillDelivery {
  const seed = request.reference;
  if (request.service === 'electricity' && request.meterType !== 'postpaid') {
    const kwh = (request.amount / TARIFF_KOBO_PER_KWH).toFixed(1);
    return { token: groups(digits(seed, 20)), units: `${kwh} kWh` };
  }
  if (request.service === 'education') return { pins: [digits(seed, 12)] };
  if (request.service === 'giftcards') return { giftCardCode: groups(digits(seed, 16)) };
  return {};
}

/**
 * The deterministic sandbox (DESIGN.md "Providers"): every answer follows from the request, so tests,
 * the docs and a new user exploring all see the same thing. See sandbox-values.ts for the table.
 */
export function createSandboxBillsProvider(clock: Clock, lateMs: number): BillsProvider {
  const late = (createdAt: Date) => clock.now().getTime() - createdAt.getTime() >= lateMs;
  const providerReference = (reference: string) => `SBX-${reference}`;
  const outcome = (request: PurchaseRequest, first: boolean): PurchaseOutcome => {
    const ref = providerReference(request.reference);
    const phone = isPhoneService(request.service) ? request.customerId : null;
    if (phone === SANDBOX_PHONES.failed)
      return {
        status: 'failed',
        providerReference: ref,
        reason: 'The network could not deliver to this number',
      };
    if (phone === SANDBOX_PHONES.silent && first) throw new BillsProviderTimeoutError();
    if (phone === SANDBOX_PHONES.late && !late(request.createdAt))
      return { status: 'pending', providerReference: ref };
    return { status: 'completed', providerReference: ref, delivery: delivery(request) };
  };
  const sale = (request: GiftCardSaleRequest): GiftCardSaleOutcome => {
    const ref = providerReference(request.reference);
    if (!late(request.createdAt)) return { status: 'pending', providerReference: ref };
    if (request.cardCode === SANDBOX_IDS.rejectCard)
      return { status: 'rejected', providerReference: ref, reason: 'The card has already been redeemed' };
    return { status: 'approved', providerReference: ref };
  };

  return {
    name: 'sandbox-bills',
    async services() {
      return SANDBOX_SERVICES;
    },
    async products(service, billerId, now): Promise<BillProducts | null> {
      if (!findBiller(service, billerId)) return null;
      if (service !== 'giftcards') return { products: fixedProducts(service, billerId) };
      const expiresAt = new Date(now.getTime() + GIFTCARD_RATE_HOLD_MS).toISOString();
      return {
        products: GIFT_CARD_DENOMINATIONS_USD.map((usd) => ({
          id: `${billerId}-${usd}`,
          name: `$${usd} ${findBiller(service, billerId)?.name ?? ''} gift card`.trim(),
          amount: usd * SANDBOX_RATES.buy,
          faceValueUsd: usd * 100,
        })),
        rate: {
          buy: { koboPerUsd: SANDBOX_RATES.buy, expiresAt },
          sell: { koboPerUsd: SANDBOX_RATES.sell, expiresAt },
        },
      };
    },
    async validate(request) {
      return customer(request);
    },
    async pay(request) {
      return outcome(request, true);
    },
    async requery(request) {
      return outcome(request, false);
    },
    async sellGiftCard(request) {
      return sale(request);
    },
    async requeryGiftCardSale(request) {
      return sale(request);
    },
  };
}
