import {
  cardExpired,
  type ErrorBody,
  MONEY_ERROR_CODES,
  type TopUpQuoteBody,
  type Transaction,
  topUpFee,
} from '@owo/core/contract';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { BankCardRow } from '../../db/bank-cards-schema';
import type { Db } from '../../db/database';
import { kobo } from '../../db/money-schema';
import type { UserRow } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import { withTimeout } from '../../with-timeout';
import { enqueue } from '../jobs/queue';
import { post, type Trx } from '../ledger/post';
import { assertTransition } from '../ledger/statuses';
import {
  type LockedOpenTransaction,
  type LockedWallet,
  lockOpenTransaction,
  lockWallet,
  readWallets,
} from '../ledger/wallet-locks';
import { type Claim, completeKey, dropKey, withIdempotency } from '../money/idempotency';
import { queueMoneyAlert } from '../money/money-alerts';
import { notify } from '../money/notify';
import { assertPinSet, checkTransactionPin } from '../money/transaction-pin';
import { newReference } from '../transactions/references';
import { toTransaction } from '../transactions/transaction-view';
import { checkCredit } from '../wallet/limits';
import { bankCardEvent } from './bank-card-events';
import { cardLabel, toBankCard } from './bank-card-view';
import { activeCard, type BankCards, type TopUpAccounts, topUpAccounts } from './bank-cards';
import { CardProcessorTimeoutError, type ChargeOutcome } from './card-processor';

export const TOP_UP_JOB = 'top-up-charge';

/** A top-up checked before the PIN: the card, the amount that reaches the wallet, the fee on top. */
export interface CheckedTopUp {
  card: BankCardRow;
  amount: number;
  fee: number;
}

/** A top-up's answer: 201 with the credit (completed or pending), or 422 when the card was declined. */
export type TopUpAnswer =
  | { status: 201; body: { status: true; message: string; data: Transaction } }
  | { status: 422; body: ErrorBody };

/** Top-ups still waiting on the processor: their amounts are promised to the wallet already. */
async function pendingTopUps(db: Db | Trx, userId: string): Promise<number> {
  const row = await db
    .selectFrom('transactions')
    .select(sql<string>`coalesce(sum(amount), 0)`.as('pending'))
    .where('userId', '=', userId)
    .where('type', '=', 'topup')
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return kobo(row.pending);
}

/**
 * The tier's maximum balance counts the top-ups still pending: two top-ups at once cannot each fit
 * alone and together go past it.
 */
function checkTopUpCredit(bankCards: BankCards, wallet: LockedWallet, pending: number, amount: number) {
  checkCredit(bankCards.ctx.config.money, { ...wallet, balance: wallet.balance + pending }, amount, 'your');
}

/**
 * The checks of a top-up, before the PIN is asked (POST /wallet/top-ups/quote runs them alone): a PIN
 * is set, the card is the person's and has not expired, and the money fits under the tier's maximum
 * balance. Paying checks the maximum again under the wallet's lock.
 */
export async function checkTopUp(
  bankCards: BankCards,
  user: UserRow,
  body: TopUpQuoteBody,
): Promise<CheckedTopUp> {
  const { db, clock } = bankCards.ctx;
  assertPinSet(user);
  const card = await activeCard(db, user.id, body.bankCardId);
  if (!card) throw notFound('Card not found');
  if (cardExpired(card.expiryMonth, card.expiryYear, clock.now())) {
    throw new HttpError(
      422,
      MONEY_ERROR_CODES.cardDeclined,
      `Your ${cardLabel(card)} has expired. Add the new card from your bank.`,
    );
  }
  const wallet = (await readWallets(db, [user.id])).get(user.id);
  if (!wallet) throw new Error(`ledger: no wallet for user ${user.id}`);
  checkTopUpCredit(bankCards, wallet, await pendingTopUps(db, user.id), body.amount);
  return { card, amount: body.amount, fee: topUpFee(body.amount) };
}

/** The quote's answer: what reaches the wallet, the fee, what the card pays, and the card. */
export function quoteOf({ card, amount, fee }: CheckedTopUp) {
  return { amount, fee, total: amount + fee, card: toBankCard(card) };
}

const MESSAGES: Record<string, string> = {
  completed: 'Money added to your wallet',
  pending: 'Waiting for your card’s bank to confirm. We will let you know as soon as it does.',
};

async function answerOf(trx: Trx, id: string): Promise<TopUpAnswer> {
  const row = await trx.selectFrom('transactions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  if (row.status === 'failed') {
    return {
      status: 422,
      body: {
        status: false,
        code: MONEY_ERROR_CODES.cardDeclined,
        message: `Your card was declined: ${row.failureReason ?? 'no reason given'}. Nothing was charged.`,
      },
    };
  }
  return {
    status: 201,
    body: { status: true, message: MESSAGES[row.status] ?? MESSAGES.pending ?? '', data: toTransaction(row) },
  };
}

/** The processor took the money: amount + fee leave its float, the amount reaches the wallet, the fee Owo. */
async function credit(trx: Trx, open: LockedOpenTransaction, accounts: TopUpAccounts, now: Date) {
  const { row, wallet } = open;
  assertTransition(row.status, 'completed');
  const amount = kobo(row.amount);
  const fee = kobo(row.fee);
  const postingId = await post(trx, {
    kind: 'top_up',
    description: `Top-up ${row.reference} from ${row.counterparty.name}`,
    at: now,
    entries: [
      { accountId: accounts.float, direction: 'debit', amount: amount + fee },
      { accountId: wallet.accountId, direction: 'credit', amount },
      ...(fee > 0 ? [{ accountId: accounts.fees, direction: 'credit' as const, amount: fee }] : []),
    ],
  });
  await trx
    .updateTable('transactions')
    .set({ status: 'completed', postingId, updatedAt: now })
    .where('id', '=', row.id)
    .execute();
  await queueMoneyAlert(trx, now, row.id);
  await notify(
    trx,
    now,
    bankCardEvent.topUpCompleted(row.userId, amount, row.counterparty.name, row.reference),
  );
}

/**
 * Applies the processor's answer to a locked pending top-up (`accounts` read beforehand). A declined
 * charge moved nothing, so the top-up just fails; pending (or not found) keeps it open: an unknown
 * outcome is never guessed. Returns whether the top-up is now settled.
 */
export async function applyCharge(
  trx: Trx,
  open: LockedOpenTransaction,
  outcome: ChargeOutcome,
  accounts: TopUpAccounts,
  now: Date,
): Promise<boolean> {
  const { row } = open;
  if (outcome.status === 'pending' || outcome.status === 'not_found') return false;
  if (outcome.status === 'approved') await credit(trx, open, accounts, now);
  else {
    assertTransition(row.status, 'failed');
    await trx
      .updateTable('transactions')
      .set({ status: 'failed', failureReason: outcome.reason, updatedAt: now })
      .where('id', '=', row.id)
      .execute();
    await notify(
      trx,
      now,
      bankCardEvent.topUpDeclined(
        row.userId,
        kobo(row.amount),
        row.counterparty.name,
        outcome.reason,
        row.reference,
      ),
    );
  }
  if (outcome.processorReference) {
    await trx
      .updateTable('topUps')
      .set({ processorReference: outcome.processorReference })
      .where('transactionId', '=', row.id)
      .execute();
  }
  return true;
}

/** The pending credit, the card it charges and its requery job: one transaction, before the charge. */
async function openTopUp(bankCards: BankCards, trx: Trx, user: UserRow, checked: CheckedTopUp, now: Date) {
  const { ctx, processor } = bankCards;
  const { card, amount, fee } = checked;
  const wallet = await lockWallet(trx, user.id);
  checkTopUpCredit(bankCards, wallet, await pendingTopUps(trx, user.id), amount);
  const row = await trx
    .insertInto('transactions')
    .values({
      reference: newReference(now),
      userId: user.id,
      type: 'topup',
      direction: 'credit',
      amount,
      fee,
      status: 'pending',
      counterparty: JSON.stringify({ name: cardLabel(card), bankName: card.bank }),
      narration: null,
      createdAt: now,
      updatedAt: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('topUps')
    .values({
      transactionId: row.id,
      bankCardId: card.id,
      processor: processor.name,
      processorReference: null,
    })
    .execute();
  // Durable: if this process dies before the processor answers, the job asks after a restart.
  await enqueue(trx, TOP_UP_JOB, row.id, new Date(now.getTime() + ctx.config.money.topUpRequeryAfterMs));
  return row;
}

/** The processor's answer to a charge, or null when none came in time (the outcome is unknown). */
export async function askProcessor(
  bankCards: BankCards,
  reference: string,
  ask: () => Promise<ChargeOutcome>,
) {
  const { config, log } = bankCards.ctx;
  try {
    return await withTimeout(
      ask(),
      config.money.cardProcessorTimeoutMs,
      () => new CardProcessorTimeoutError(),
    );
  } catch (error) {
    log.warn({ err: error, reference }, 'the card processor gave no answer; the top-up stays pending');
    return null;
  }
}

/**
 * A checked top-up, made: the pending credit is written first (with its job, so a crash can never lose
 * a charge), the card is charged outside any transaction, then the answer is applied under the wallet's
 * lock. Under an idempotency `claim`, each answer is stored with its effect.
 */
export async function makeTopUp(
  bankCards: BankCards,
  user: UserRow,
  checked: CheckedTopUp,
  claim?: Claim,
): Promise<TopUpAnswer> {
  const { ctx, processor } = bankCards;
  const now = ctx.clock.now();
  const row = await ctx.db.transaction().execute(async (trx) => {
    const opened = await openTopUp(bankCards, trx, user, checked, now);
    if (claim) {
      const first = await answerOf(trx, opened.id);
      await completeKey(trx, claim, first.status, first.body);
    }
    return opened;
  });

  const outcome = await askProcessor(bankCards, row.reference, () =>
    processor.charge({
      reference: row.reference,
      token: checked.card.token,
      amount: checked.amount + checked.fee,
    }),
  );

  const accounts = await topUpAccounts(bankCards);
  return ctx.db.transaction().execute(async (trx) => {
    const open = await lockOpenTransaction(trx, row.id, user.id, ['pending']);
    if (open && outcome && (await applyCharge(trx, open, outcome, accounts, ctx.clock.now()))) {
      await trx.deleteFrom('jobs').where('kind', '=', TOP_UP_JOB).where('subjectId', '=', row.id).execute();
    }
    const answer = await answerOf(trx, row.id);
    // A declined card moved nothing: like any refusal, it is not kept under the key.
    if (claim && answer.status === 422) await dropKey(trx, claim);
    else if (claim) await completeKey(trx, claim, answer.status, answer.body);
    return answer;
  });
}

type TopUpBodyOut = TopUpQuoteBody & { pin: string };

/**
 * POST /wallet/top-ups: under the Idempotency-Key, the checks a quote makes (no PIN is asked for a top-up
 * that cannot go through), then the PIN, then the top-up.
 */
export function topUp(bankCards: BankCards, req: FastifyRequest, user: UserRow, body: TopUpBodyOut) {
  return withIdempotency<TopUpAnswer['body']>(bankCards.ctx, req, user.id, async (claim) => {
    const { pin, ...quote } = body;
    const checked = await checkTopUp(bankCards, user, quote);
    await checkTransactionPin(bankCards.ctx, user, pin);
    return makeTopUp(bankCards, user, checked, claim);
  });
}
