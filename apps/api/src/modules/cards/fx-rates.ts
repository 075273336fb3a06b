/**
 * Kobo per US dollar. `buy`: what a person pays for a dollar (funding a card); `sell`: what a person
 * gets for one (a withdrawal, a terminated card's balance). The spread is Owo's margin (the pricing page
 * says the rate includes it).
 */
export interface FxRates {
  buy: number;
  sell: number;
}

/** Where rates come from: a market-data provider in production, the sandbox's fixed pair here. */
export interface FxRatesProvider {
  name: string;
  rates(): Promise<FxRates>;
}

/** The sandbox's rates, documented in the API reference: buy ₦1,650.00/$, sell ₦1,600.00/$. */
export const SANDBOX_FX_RATES: FxRates = { buy: 165_000, sell: 160_000 };

export function createSandboxFxRates(): FxRatesProvider {
  return { name: 'sandbox', rates: async () => ({ ...SANDBOX_FX_RATES }) };
}

/**
 * Naira for `cents` at `koboPerUsd`. A person buying dollars pays any part of a kobo (rounded up); one
 * selling them gets whole kobo only (rounded down): Owo never gives away a fraction it does not have.
 */
export function nairaFor(cents: number, koboPerUsd: number, side: 'buy' | 'sell'): number {
  const exact = (cents * koboPerUsd) / 100;
  return side === 'buy' ? Math.ceil(exact) : Math.floor(exact);
}
