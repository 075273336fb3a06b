import type { Selectable } from 'kysely';
import type { CardConversionsTable, CardRow } from '../../db/cards-schema';
import { kobo, type TransactionRow } from '../../db/money-schema';
import { withTimeout } from '../../with-timeout';
import { finishJob, type Job, retryJob } from '../jobs/queue';
import { backoffMs, type JobHandler } from '../jobs/worker';
import type { Trx } from '../ledger/post';
import type { LockedWallet } from '../ledger/wallet-locks';
import { openHeldDebit } from '../money/held-debit';
import { type Claim, completeKey } from '../money/idempotency';
import { newReference } from '../transactions/references';
import { type CardAccounts, type Cards, cardAccounts } from './cards';
import type { PricedConversion } from './conversions';
import { CardIssuerTimeoutError, type CreationOutcome, type LoadOutcome } from './issuer';
import { applyRequestOutcome, lockOpenRequest } from './resolve-request';

/** The job behind every creation or funding the issuer has not confirmed yet (subject: the wallet transaction). */
export const CARD_REQUEST_JOB = 'card-request';

/**
 * A card's creation or funding, opened in the caller's transaction under the wallet's lock: the naira
 * (amount + fee) held, the pending transaction, its conversion at the quote's rate, and the job that asks
 * the issuer (durable: if this process dies before the issuer answers, the job asks after a restart).
 */
export async function openCardRequest(
  cards: Cards,
  trx: Trx,
  wallet: LockedWallet,
  priced: PricedConversion,
  request: { kind: 'create' | 'fund'; cardId: string; counterparty: string; narration: string },
  now: Date,
): Promise<TransactionRow> {
  const row = await openHeldDebit(
    trx,
    wallet,
    {
      reference: newReference(now),
      type: 'card',
      amount: priced.ngnAmount,
      fee: priced.fee,
      counterparty: JSON.stringify({ name: request.counterparty }),
      narration: request.narration,
      createdAt: now,
      updatedAt: now,
    },
    { kind: CARD_REQUEST_JOB, runAt: new Date(now.getTime() + cards.ctx.config.cards.requeryAfterMs) },
  );
  await trx
    .insertInto('cardConversions')
    .values({
      transactionId: row.id,
      cardId: request.cardId,
      kind: request.kind,
      usdAmount: priced.usdAmount,
      koboPerUsd: priced.koboPerUsd,
    })
    .execute();
  return row;
}

/**
 * Asks the issuer, within its time-out, to create the card or load the dollars. Both are idempotent by
 * reference, so the first call and every requery are the same call: a request the issuer never received
 * (the process died first) is made then, and one it did receive is answered as it stands.
 */
export async function askIssuer(
  cards: Cards,
  row: Pick<TransactionRow, 'reference' | 'userId'>,
  conversion: Pick<Selectable<CardConversionsTable>, 'kind' | 'usdAmount'>,
  card: CardRow,
): Promise<CreationOutcome | LoadOutcome> {
  const { ctx, issuer } = cards;
  const timeout = ctx.config.cards.issuerTimeoutMs;
  const timedOut = () => new CardIssuerTimeoutError();
  if (conversion.kind === 'create') {
    const owner = await ctx.db
      .selectFrom('users')
      .select(['firstName', 'lastName'])
      .where('id', '=', row.userId)
      .executeTakeFirstOrThrow();
    const nameOnCard = `${owner.firstName} ${owner.lastName}`.toUpperCase();
    return withTimeout(
      issuer.createCard({ reference: card.id, label: card.label, nameOnCard }),
      timeout,
      timedOut,
    );
  }
  if (!card.issuerCardId) throw new Error(`card ${card.id} is funded before the issuer created it`);
  const load = {
    reference: row.reference,
    issuerCardId: card.issuerCardId,
    amount: kobo(conversion.usdAmount),
  };
  return withTimeout(issuer.load(load), timeout, timedOut);
}

/**
 * Applies an answer to a request if it is still open, in one transaction with the end of its job;
 * `then` runs in the same transaction (the idempotent answer is stored there). Returns whether it settled.
 */
export async function settleRequest(
  cards: Cards,
  transactionId: string,
  userId: string,
  outcome: CreationOutcome | LoadOutcome | null,
  accounts: CardAccounts,
  then?: (trx: Trx) => Promise<void>,
): Promise<boolean> {
  const { db, clock } = cards.ctx;
  return db.transaction().execute(async (trx) => {
    const open = await lockOpenRequest(trx, transactionId, userId);
    const settled =
      !!open && !!outcome && (await applyRequestOutcome(trx, open, outcome, accounts, clock.now()));
    if (settled) {
      await trx
        .deleteFrom('jobs')
        .where('kind', '=', CARD_REQUEST_JOB)
        .where('subjectId', '=', transactionId)
        .execute();
    }
    await then?.(trx);
    return settled;
  });
}

/**
 * The job: asks the issuer again (never twice in effect: the call is idempotent) and applies a final
 * answer; no answer, or a pending one, is asked again later with backoff, and is no failure of the job.
 */
export function cardRequestJob(cards: Cards): JobHandler {
  const { db, clock, log } = cards.ctx;
  return async (job: Job) => {
    const row = await db
      .selectFrom('transactions')
      .selectAll()
      .where('id', '=', job.subjectId)
      .executeTakeFirst();
    if (row?.status !== 'pending') {
      await finishJob(db, job.id);
      return;
    }
    const conversion = await db
      .selectFrom('cardConversions')
      .selectAll()
      .where('transactionId', '=', row.id)
      .executeTakeFirstOrThrow();
    const card = await db
      .selectFrom('cards')
      .selectAll()
      .where('id', '=', conversion.cardId)
      .executeTakeFirstOrThrow();
    let outcome: CreationOutcome | LoadOutcome | null = null;
    let error: string | null = null;
    try {
      outcome = await askIssuer(cards, row, conversion, card);
    } catch (thrown) {
      error = thrown instanceof Error ? thrown.message : String(thrown);
      log.warn({ reference: row.reference, error }, 'card issuer requery gave no answer');
    }
    const accounts = await cardAccounts(cards);
    const now = clock.now();
    const settled = await settleRequest(cards, row.id, row.userId, outcome, accounts);
    if (settled) return;
    // Settled meanwhile by a callback (the job row is gone then) or still waiting on the issuer.
    const still = await db
      .selectFrom('transactions')
      .select('status')
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    if (still.status !== 'pending') await finishJob(db, job.id);
    else await retryJob(db, job.id, new Date(now.getTime() + backoffMs(job.attempts)), error);
  };
}

/**
 * A creation or funding checked, made: `open` holds the money and writes the request in one transaction
 * (with its first, pending, answer under the key, when there is one); the issuer is asked outside any
 * transaction; its answer is applied, or the request stays pending for the job. `answer` reads what
 * the client gets.
 */
export async function makeRequest<A>(
  cards: Cards,
  claim: Claim | undefined,
  open: (trx: Trx) => Promise<TransactionRow>,
  answer: (trx: Trx, transactionId: string) => Promise<A>,
): Promise<A> {
  const { db, log } = cards.ctx;
  const row = await db.transaction().execute(async (trx) => {
    const opened = await open(trx);
    if (claim) await completeKey(trx, claim, 201, await answer(trx, opened.id));
    return opened;
  });
  const conversion = await db
    .selectFrom('cardConversions')
    .selectAll()
    .where('transactionId', '=', row.id)
    .executeTakeFirstOrThrow();
  const card = await db
    .selectFrom('cards')
    .selectAll()
    .where('id', '=', conversion.cardId)
    .executeTakeFirstOrThrow();
  let outcome: CreationOutcome | LoadOutcome | null = null;
  try {
    outcome = await askIssuer(cards, row, conversion, card);
  } catch (error) {
    log.warn(
      { err: error, reference: row.reference },
      'card issuer gave no answer; the request stays pending',
    );
  }
  let final: { answer: A } | undefined;
  await settleRequest(cards, row.id, row.userId, outcome, await cardAccounts(cards), async (trx) => {
    final = { answer: await answer(trx, row.id) };
    if (claim) await completeKey(trx, claim, 201, final.answer);
  });
  if (!final) throw new Error('settleRequest did not run its last step');
  return final.answer;
}
