import { cardsApi, type FxPurpose, type FxQuote, type OwoRuntime } from '../../../internal/runtime';

/** The card flows that move money at a quoted rate. */
export type CardPurpose = FxPurpose;

/** What the details step read: dollars in cents, and a new card's name. */
export interface DollarDraft {
  usdAmount: number;
  label: string;
}

/**
 * A quote as it reached this page. The 60 s are counted from `at` (this page's clock, like a gift card's
 * rate): the server's clock may differ from this one. `was` is the rate it replaced, if the hold ran out.
 */
export interface HeldQuote {
  quote: FxQuote;
  at: number;
  was?: number;
}

/** Asks the API what the dollars cost (or bring back) now: a new quote, held 60 s. Moves nothing. */
export async function askQuote(
  runtime: Pick<OwoRuntime, 'http'>,
  purpose: CardPurpose,
  cardId: string | undefined,
  usdAmount: number,
): Promise<HeldQuote> {
  const quote = await cardsApi(runtime).quote({ purpose, usdAmount, ...(cardId ? { cardId } : {}) });
  return { quote, at: Date.now() };
}
