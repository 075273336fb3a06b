import { createHmac, randomBytes } from 'node:crypto';
import { bankCardBrand } from '@owo/core/contract';
import type { Db } from '../../db/database';
import {
  type CardProcessor,
  CardProcessorTimeoutError,
  type ChargeOutcome,
} from '../bank-cards/card-processor';
import { SANDBOX_BANK, SANDBOX_OTP, sandboxCard } from './sandbox-cards';

const DECLINED_CARD = 'The card’s bank declined it. Try another card, or ask your bank why.';
const INSUFFICIENT_FUNDS = 'Insufficient funds on the card';
const NOT_LINKED = 'The card is not linked to this account';

function outcomeOf(row: { reference: string; outcome: 'approved' | 'declined'; reason: string | null }) {
  const processorReference = `SBX-CHG-${row.reference}`;
  return row.outcome === 'approved'
    ? ({ status: 'approved', processorReference } as const)
    : ({ status: 'declined', processorReference, reason: row.reason ?? INSUFFICIENT_FUNDS } as const);
}

/**
 * The deterministic sandbox processor (DESIGN.md "Providers"): what a card does follows from its number
 * (sandbox-cards.ts), so tests, the docs and a new user exploring all see the same thing. Like a real
 * processor it keeps its cards and charges in its own tables, and never the number or the CVV: a keyed
 * fingerprint gives one customer the same token for the same card.
 */
export function createSandboxCardProcessor(db: Db, fingerprintKey: string): CardProcessor {
  const fingerprint = (number: string) =>
    createHmac('sha256', fingerprintKey).update(number).digest('base64url');
  const requery = async (reference: string): Promise<ChargeOutcome> => {
    const row = await db
      .selectFrom('sandboxProcessorCharges')
      .select(['reference', 'outcome', 'reason'])
      .where('reference', '=', reference)
      .executeTakeFirst();
    return row ? outcomeOf(row) : { status: 'not_found' };
  };

  return {
    name: 'sandbox-cards',

    async tokenize({ customer, number, expiryMonth, expiryYear }) {
      const digits = number.replace(/\D/g, '');
      const test = sandboxCard(digits);
      const brand = bankCardBrand(digits);
      if (test?.declined || !brand) return { status: 'declined', reason: DECLINED_CARD };
      const print = fingerprint(digits);
      await db
        .insertInto('sandboxProcessorCards')
        .values({
          token: `sbx_tok_${randomBytes(12).toString('hex')}`,
          customer,
          fingerprint: print,
          behaviour: test?.behaviour ?? 'approve',
          otpPending: test?.otp === true,
        })
        .onConflict((oc) => oc.columns(['customer', 'fingerprint']).doNothing())
        .execute();
      const row = await db
        .selectFrom('sandboxProcessorCards')
        .select(['token', 'otpPending'])
        .where('customer', '=', customer)
        .where('fingerprint', '=', print)
        .executeTakeFirstOrThrow();
      const card = {
        token: row.token,
        brand,
        last4: digits.slice(-4),
        expiryMonth,
        expiryYear,
        bank: test?.bank ?? SANDBOX_BANK,
      };
      return row.otpPending ? { status: 'otp_required', card } : { status: 'saved', card };
    },

    async confirmOtp(token, otp) {
      if (otp !== SANDBOX_OTP) return { status: 'wrong_code' };
      await db
        .updateTable('sandboxProcessorCards')
        .set({ otpPending: false })
        .where('token', '=', token)
        .execute();
      return { status: 'confirmed' };
    },

    async charge({ reference, token, amount }): Promise<ChargeOutcome> {
      const card = await db
        .selectFrom('sandboxProcessorCards')
        .select(['behaviour', 'otpPending'])
        .where('token', '=', token)
        .executeTakeFirst();
      const approved = card && !card.otpPending && card.behaviour !== 'decline_charges';
      const inserted = await db
        .insertInto('sandboxProcessorCharges')
        .values({
          reference,
          token,
          amount,
          outcome: approved ? 'approved' : 'declined',
          reason: approved ? null : card && !card.otpPending ? INSUFFICIENT_FUNDS : NOT_LINKED,
        })
        .onConflict((oc) => oc.column('reference').doNothing())
        .returning('reference')
        .executeTakeFirst();
      // The card goes through, but its first answer never reaches Owo.
      if (inserted && card?.behaviour === 'lose_first_answer') throw new CardProcessorTimeoutError();
      return requery(reference);
    },

    requery,

    async forget(token) {
      await db.deleteFrom('sandboxProcessorCards').where('token', '=', token).execute();
    },
  };
}
