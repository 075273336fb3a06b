import {
  CARD_CREATION_FEE,
  CARD_MAX_ACTIVE,
  CARD_MAX_BALANCE_USD,
  CARD_MIN_AMOUNT_USD,
  CARD_MIN_FIRST_FUNDING_USD,
  CARD_MIN_TIER,
  CARD_WITHDRAWAL_FEE,
  cardFundingFee,
  type FxPurpose,
  MONEY_ERROR_CODES,
  TIER_ERROR_CODES,
} from '@owo/core/contract';
import type { CardRow } from '../../db/cards-schema';
import type { Db } from '../../db/database';
import { kobo } from '../../db/money-schema';
import { HttpError, validationError } from '../../http/errors';
import type { MoneyConfig } from '../../money-config';
import type { Trx } from '../ledger/post';
import type { LockedWallet } from '../ledger/wallet-locks';
import { checkCredit, checkPayment } from '../wallet/limits';
import { assertCardStatus } from './card-locks';
import { dollars } from './card-view';
import { type FxRates, nairaFor } from './fx-rates';

/** A conversion priced: what a quote stores and a payment moves. Naira in kobo, dollars in cents. */
export interface PricedConversion {
  purpose: FxPurpose;
  cardId: string | null;
  usdAmount: number;
  ngnAmount: number;
  fee: number;
  /** What leaves the wallet (create, fund: naira + fee) or reaches it (withdraw: naira - fee). */
  total: number;
  koboPerUsd: number;
}

/** Prices `usdAmount` for `purpose` at today's rates: the buy rate to fund, the sell rate to withdraw. */
export function priceConversion(
  purpose: FxPurpose,
  cardId: string | null,
  usdAmount: number,
  rates: FxRates,
): PricedConversion {
  const side = purpose === 'card_withdraw' ? 'sell' : 'buy';
  const koboPerUsd = rates[side];
  const ngnAmount = nairaFor(usdAmount, koboPerUsd, side);
  const fee =
    purpose === 'card_create'
      ? CARD_CREATION_FEE + cardFundingFee(ngnAmount)
      : purpose === 'card_fund'
        ? cardFundingFee(ngnAmount)
        : CARD_WITHDRAWAL_FEE;
  const total = side === 'buy' ? ngnAmount + fee : ngnAmount - fee;
  return { purpose, cardId, usdAmount, ngnAmount, fee, total, koboPerUsd };
}

/** What a conversion is checked against: the owner's wallet, the card, and how many cards are live. */
export interface ConversionState {
  wallet: LockedWallet;
  card: CardRow | null;
  /** Cards that are neither terminated nor failed. */
  liveCards: number;
}

export async function countLiveCards(db: Db | Trx, userId: string): Promise<number> {
  const row = await db
    .selectFrom('cards')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('userId', '=', userId)
    .where('status', 'not in', ['terminated', 'failed'])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const amountProblem = (message: string) => validationError(message, { usdAmount: [message] }, 422);

/**
 * Every check a conversion must pass, in the order a person can act on it: the card (its status, the
 * limit of two), the dollar amount, then the naira side (checkPayment: the limits, then the balance, for
 * a debit; the maximum balance for a credit). A quote runs it on the state as it is, before the PIN;
 * paying runs it again before the PIN, and once more under the wallet's and the card's row locks.
 */
export function checkConversion(
  config: MoneyConfig,
  priced: PricedConversion,
  { wallet, card, liveCards }: ConversionState,
  now: Date,
): void {
  const { usdAmount } = priced;
  if (priced.purpose === 'card_create') {
    if (wallet.tier < CARD_MIN_TIER) {
      throw new HttpError(
        422,
        TIER_ERROR_CODES.tierRequired,
        `A dollar card needs Tier ${CARD_MIN_TIER}, as card issuers and the CBN require. Upgrade in Settings, Tier Limits, with your BVN and date of birth.`,
      );
    }
    if (liveCards >= CARD_MAX_ACTIVE) {
      throw new HttpError(
        422,
        MONEY_ERROR_CODES.cardLimitReached,
        `You can have at most ${CARD_MAX_ACTIVE} dollar cards. Terminate one to create another.`,
      );
    }
    if (usdAmount < CARD_MIN_FIRST_FUNDING_USD) {
      throw amountProblem(`A new card's first funding is at least ${dollars(CARD_MIN_FIRST_FUNDING_USD)}`);
    }
    checkPayment(config, { from: wallet }, priced.ngnAmount, priced.fee, now);
    return;
  }
  if (!card) throw validationError('Card is required', { cardId: ['Card is required'] }, 422);
  assertCardStatus(card);
  const balance = kobo(card.balance);
  if (priced.purpose === 'card_fund') {
    if (usdAmount < CARD_MIN_AMOUNT_USD) {
      throw amountProblem(`The smallest funding is ${dollars(CARD_MIN_AMOUNT_USD)}`);
    }
    if (balance + usdAmount > CARD_MAX_BALANCE_USD) {
      throw new HttpError(
        422,
        MONEY_ERROR_CODES.limitExceeded,
        `A card holds at most ${dollars(CARD_MAX_BALANCE_USD)}; this card can take ${dollars(Math.max(0, CARD_MAX_BALANCE_USD - balance))} more.`,
      );
    }
    checkPayment(config, { from: wallet }, priced.ngnAmount, priced.fee, now);
    return;
  }
  if (usdAmount > balance) {
    throw new HttpError(
      422,
      MONEY_ERROR_CODES.insufficientFunds,
      `Insufficient funds: the card has ${dollars(balance)}.`,
    );
  }
  if (usdAmount < CARD_MIN_AMOUNT_USD && usdAmount !== balance) {
    throw amountProblem(
      `The smallest withdrawal is ${dollars(CARD_MIN_AMOUNT_USD)}, unless you withdraw the whole balance`,
    );
  }
  checkCredit(config, wallet, priced.total, 'your');
}
