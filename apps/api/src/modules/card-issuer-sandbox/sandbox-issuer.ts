import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import {
  CARD_REVEAL_SECONDS,
  type CardAuthorizationDecision,
  type CardIssuerEvent,
  MONEY_ERROR_CODES,
} from '@owo/core/contract';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../context';
import type { SandboxIssuerCardsTable } from '../../db/cards-schema';
import { kobo } from '../../db/money-schema';
import { HttpError, notFound } from '../../http/errors';
import type { CardIssuer, CreationOutcome, LoadOutcome } from '../cards/issuer';
import { newCvv, newVisaNumber } from './card-number';
import { SANDBOX_BILLING_ADDRESS, SANDBOX_CARD_VALUES } from './sandbox-values';
import { createVault, type Vault } from './vault';

/** How the issuer calls Owo: a signed event body; Owo answers an authorisation request with its decision. */
export type DeliverEvent = (rawBody: string, signature: string) => Promise<CardAuthorizationDecision | null>;

export const REVEAL_PATH = '/issuer/sandbox/cards/reveal/';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

type IssuerCard = Selectable<SandboxIssuerCardsTable>;

/** The sandbox's own state: its tables, its sealing key, and how it calls Owo. */
export interface SandboxIssuer {
  issuer: CardIssuer;
  vault: Vault;
}

/**
 * A card issuer that runs in-process on its own tables (sandbox_issuer_*): it makes Luhn-valid Visa
 * numbers, seals them with the CVV, and shows them only on its one-time page. Its behaviour is set by
 * the test values in sandbox-values.ts. Like a real issuer it calls Owo with signed events: to ask about
 * a merchant's charge and to tell of a refund.
 */
export function createSandboxCardIssuer(ctx: AppContext, deliver: DeliverEvent): SandboxIssuer {
  const { db, clock, config } = ctx;
  const vault = createVault(config.jwtSecret);
  const lateMs = () => config.cards.sandboxLateMs;

  const send = (event: CardIssuerEvent) => {
    const raw = JSON.stringify(event);
    const signature = createHmac('sha256', config.cards.webhookSecret).update(raw).digest('hex');
    return deliver(raw, signature);
  };

  const cardById = async (issuerCardId: string): Promise<IssuerCard> => {
    const card = await db
      .selectFrom('sandboxIssuerCards')
      .selectAll()
      .where('id', '=', issuerCardId)
      .executeTakeFirst();
    if (card?.outcome !== 'active') throw notFound('The issuer has no such card');
    return card;
  };

  const creation = (card: IssuerCard): CreationOutcome => {
    if (card.readyAt > clock.now()) return { status: 'pending' };
    if (card.outcome === 'failed')
      return { status: 'failed', reason: 'SANDBOX: the issuer declined to create this card' };
    return {
      status: 'active',
      issuerCardId: card.id,
      last4: card.last4 as string,
      expiryMonth: card.expiryMonth as number,
      expiryYear: card.expiryYear as number,
    };
  };

  const issuer: CardIssuer = {
    name: 'sandbox',
    billingAddress: SANDBOX_BILLING_ADDRESS,

    async createCard({ reference, label, nameOnCard }) {
      const now = clock.now();
      const upper = label.toUpperCase();
      const fails = upper.includes(SANDBOX_CARD_VALUES.failLabel);
      const number = fails ? null : newVisaNumber();
      const details = number && {
        numberSealed: vault.seal(number),
        cvvSealed: vault.seal(newCvv()),
        last4: number.slice(-4),
        expiryMonth: now.getUTCMonth() + 1,
        expiryYear: now.getUTCFullYear() + 3,
      };
      await db
        .insertInto('sandboxIssuerCards')
        .values({
          reference,
          label,
          nameOnCard,
          outcome: fails ? 'failed' : 'active',
          ...details,
          status: 'active',
          readyAt: new Date(now.getTime() + (upper.includes(SANDBOX_CARD_VALUES.lateLabel) ? lateMs() : 0)),
          createdAt: now,
        })
        .onConflict((oc) => oc.column('reference').doNothing())
        .execute();
      const card = await db
        .selectFrom('sandboxIssuerCards')
        .selectAll()
        .where('reference', '=', reference)
        .executeTakeFirstOrThrow();
      return creation(card);
    },

    async load({ reference, issuerCardId, amount }): Promise<LoadOutcome> {
      const now = clock.now();
      const card = await cardById(issuerCardId);
      await db
        .insertInto('sandboxIssuerLoads')
        .values({
          reference,
          cardId: card.id,
          amount,
          outcome:
            amount === SANDBOX_CARD_VALUES.refusedLoad || card.status === 'terminated'
              ? 'failed'
              : 'completed',
          readyAt: new Date(now.getTime() + (amount === SANDBOX_CARD_VALUES.lateLoad ? lateMs() : 0)),
          createdAt: now,
        })
        .onConflict((oc) => oc.column('reference').doNothing())
        .execute();
      const load = await db
        .selectFrom('sandboxIssuerLoads')
        .selectAll()
        .where('reference', '=', reference)
        .executeTakeFirstOrThrow();
      if (load.readyAt > clock.now()) return { status: 'pending' };
      return load.outcome === 'completed'
        ? { status: 'completed' }
        : { status: 'failed', reason: 'SANDBOX: the issuer refused this load' };
    },

    async terminate(issuerCardId) {
      await db
        .updateTable('sandboxIssuerCards')
        .set({ status: 'terminated' })
        .where('id', '=', issuerCardId)
        .execute();
    },

    async revealPage(issuerCardId) {
      const card = await cardById(issuerCardId);
      if (card.status === 'terminated') {
        throw new HttpError(422, MONEY_ERROR_CODES.cardTerminated, 'This card is terminated.');
      }
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(clock.now().getTime() + CARD_REVEAL_SECONDS * 1000);
      await db
        .insertInto('sandboxIssuerReveals')
        .values({ tokenHash: hashToken(token), cardId: card.id, expiresAt })
        .execute();
      return { path: `${REVEAL_PATH}${token}`, expiresAt };
    },

    sandbox: {
      async authorize({ issuerCardId, amount, merchant, category }) {
        const card = await cardById(issuerCardId);
        const authorization = await db
          .insertInto('sandboxIssuerAuthorizations')
          .values({ cardId: card.id, amount, merchant, approved: false })
          .returning('id')
          .executeTakeFirstOrThrow();
        const decision = await send({
          id: `evt_${randomUUID()}`,
          type: 'authorization.request',
          data: { authorizationId: authorization.id, issuerCardId, amount, merchant, category },
        });
        if (!decision) throw new Error('Owo answered an authorisation request without a decision');
        await db
          .updateTable('sandboxIssuerAuthorizations')
          .set({ approved: decision.approved })
          .where('id', '=', authorization.id)
          .execute();
        return decision;
      },

      async refund(authorizationId, amount) {
        const charge = await db
          .selectFrom('sandboxIssuerAuthorizations')
          .selectAll()
          .where('id', '=', authorizationId)
          .where('approved', '=', true)
          .executeTakeFirst();
        if (!charge) throw notFound('The issuer has no approved charge with this id');
        const left = kobo(charge.amount) - kobo(charge.refunded);
        const refund = amount ?? left;
        if (refund <= 0 || refund > left) {
          throw new HttpError(
            422,
            'VALIDATION_ERROR',
            `Only ${left} cents of this charge can still be refunded`,
          );
        }
        await send({ id: `evt_${randomUUID()}`, type: 'refund', data: { authorizationId, amount: refund } });
        await db
          .updateTable('sandboxIssuerAuthorizations')
          .set({ refunded: kobo(charge.refunded) + refund })
          .where('id', '=', authorizationId)
          .execute();
      },
    },
  };
  return { issuer, vault };
}
