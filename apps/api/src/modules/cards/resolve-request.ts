import type { Selectable } from 'kysely';
import type { CardConversionsTable, CardRow } from '../../db/cards-schema';
import { kobo } from '../../db/money-schema';
import type { Trx } from '../ledger/post';
import { type LockedOpenTransaction, lockOpenTransaction } from '../ledger/wallet-locks';
import { settleHeldDebit, voidHeldDebit } from '../money/held-debit';
import { notify } from '../money/notify';
import { cardEvent } from './card-events';
import { lockCard } from './card-locks';
import { cardName, dollars } from './card-view';
import type { CardAccounts } from './cards';
import type { CreationOutcome, LoadOutcome } from './issuer';

/** A creation or a funding the issuer has not confirmed: its wallet transaction, held, with the card. */
export interface OpenCardRequest extends LockedOpenTransaction {
  conversion: Selectable<CardConversionsTable>;
  card: CardRow;
}

/** Locks the owner's wallet, the transaction, then the card, if the request is still pending. */
export async function lockOpenRequest(
  trx: Trx,
  transactionId: string,
  userId: string,
): Promise<OpenCardRequest | undefined> {
  const open = await lockOpenTransaction(trx, transactionId, userId, ['pending']);
  if (!open) return undefined;
  const conversion = await trx
    .selectFrom('cardConversions')
    .selectAll()
    .where('transactionId', '=', transactionId)
    .executeTakeFirstOrThrow();
  return { ...open, conversion, card: await lockCard(trx, conversion.cardId) };
}

/**
 * The issuer confirmed: one posting takes the naira and the fee off the wallet (to fx:NGN and fee
 * revenue) and puts the dollars on the card (from fx:USD), at the quote's rate. The card's statement
 * gets its funding.
 */
async function settle(trx: Trx, open: OpenCardRequest, card: CardRow, accounts: CardAccounts, now: Date) {
  const { row, conversion } = open;
  const usd = kobo(conversion.usdAmount);
  const creating = conversion.kind === 'create';
  const postingId = await settleHeldDebit(
    trx,
    open,
    { to: accounts.fxNgn, fees: accounts.fees },
    {
      kind: creating ? 'card_create' : 'card_fund',
      description: `${creating ? 'Card creation' : 'Card funding'} ${row.reference}: ${dollars(usd)} at ${kobo(conversion.koboPerUsd)} kobo/$`,
      legs: [
        { accountId: accounts.fxUsd, direction: 'debit', amount: usd, currency: 'USD' },
        { accountId: card.accountId, direction: 'credit', amount: usd, currency: 'USD' },
      ],
    },
    now,
    { notices: [] },
  );
  await trx
    .insertInto('cardTransactions')
    .values({
      cardId: card.id,
      type: 'funding',
      amount: usd,
      status: 'completed',
      transactionId: row.id,
      postingId,
      createdAt: now,
    })
    .execute();
}

/** A creation's answer: active (the card gets its issuer id, last four and expiry, then its dollars) or failed. */
async function applyCreation(
  trx: Trx,
  open: OpenCardRequest,
  outcome: CreationOutcome,
  accounts: CardAccounts,
  now: Date,
): Promise<boolean> {
  const { row, card, conversion } = open;
  if (outcome.status === 'pending') return false;
  if (outcome.status === 'failed') {
    await voidHeldDebit(trx, open, outcome.reason, now);
    await trx
      .updateTable('cards')
      .set({ status: 'failed', failureReason: outcome.reason, updatedAt: now })
      .where('id', '=', card.id)
      .execute();
    const total = kobo(row.amount) + kobo(row.fee);
    await notify(trx, now, cardEvent.creationFailed(row.userId, total, outcome.reason, row.reference));
    return true;
  }
  const active = await trx
    .updateTable('cards')
    .set({
      status: 'active',
      issuerCardId: outcome.issuerCardId,
      last4: outcome.last4,
      expiryMonth: outcome.expiryMonth,
      expiryYear: outcome.expiryYear,
      updatedAt: now,
    })
    .where('id', '=', card.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('transactions')
    .set({ counterparty: JSON.stringify({ name: cardName(active) }) })
    .where('id', '=', row.id)
    .execute();
  await settle(trx, open, active, accounts, now);
  const usd = kobo(conversion.usdAmount);
  await notify(trx, now, cardEvent.created(row.userId, cardName(active), usd, row.reference));
  return true;
}

/** A funding's answer: completed (the dollars land) or failed (the hold is voided). */
async function applyLoad(
  trx: Trx,
  open: OpenCardRequest,
  outcome: LoadOutcome,
  accounts: CardAccounts,
  now: Date,
): Promise<boolean> {
  const { row, card, conversion } = open;
  if (outcome.status === 'pending') return false;
  if (outcome.status === 'failed') {
    await voidHeldDebit(trx, open, outcome.reason, now);
    const total = kobo(row.amount) + kobo(row.fee);
    await notify(
      trx,
      now,
      cardEvent.fundingFailed(row.userId, cardName(card), total, outcome.reason, row.reference),
    );
    return true;
  }
  await settle(trx, open, card, accounts, now);
  const usd = kobo(conversion.usdAmount);
  await notify(
    trx,
    now,
    cardEvent.funded(row.userId, cardName(card), usd, kobo(conversion.koboPerUsd), row.reference),
  );
  return true;
}

/**
 * Applies the issuer's answer to a locked open request (`accounts`: cardAccounts, read beforehand).
 * Pending keeps the hold: an unknown outcome is never guessed. Returns whether the request is settled.
 */
export function applyRequestOutcome(
  trx: Trx,
  open: OpenCardRequest,
  outcome: CreationOutcome | LoadOutcome,
  accounts: CardAccounts,
  now: Date,
): Promise<boolean> {
  // The issuer answers a creation with a CreationOutcome and a load with a LoadOutcome (issuer.ts).
  if (open.conversion.kind === 'create') {
    return applyCreation(trx, open, outcome as CreationOutcome, accounts, now);
  }
  return applyLoad(trx, open, outcome as LoadOutcome, accounts, now);
}
