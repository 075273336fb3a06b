import type { Beneficiary } from '@owo/core/contract';
import type { QueryCreator, Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { BeneficiariesTable } from '../../db/money-schema';
import type { Database } from '../../db/schema';
import type { Trx } from '../ledger/post';

export type BeneficiaryTarget =
  | { type: 'user'; userId: string; name: string; username: string }
  | { type: 'bank'; bankCode: string; accountNumber: string; name: string };

function targetKey(t: BeneficiaryTarget): string {
  return t.type === 'user' ? `user:${t.userId}` : `bank:${t.bankCode}:${t.accountNumber}`;
}

/** Remembers (or saves) a recipient; sending to someone again only moves them up the list. */
export async function upsertBeneficiary(
  db: Trx | Db,
  userId: string,
  target: BeneficiaryTarget,
  options: { saved?: boolean; usedAt?: Date },
): Promise<Selectable<BeneficiariesTable>> {
  return beneficiaryUpsert(db, userId, target, options).returningAll().executeTakeFirstOrThrow();
}

/** upsertBeneficiary's statement, for a caller that writes it beside another in one (a transfer's rows). */
export function beneficiaryUpsert(
  db: QueryCreator<Database>,
  userId: string,
  target: BeneficiaryTarget,
  { saved, usedAt }: { saved?: boolean; usedAt?: Date },
) {
  const values = {
    userId,
    target: targetKey(target),
    type: target.type,
    name: target.name,
    username: target.type === 'user' ? target.username : null,
    bankCode: target.type === 'bank' ? target.bankCode : null,
    accountNumber: target.type === 'bank' ? target.accountNumber : null,
    saved: saved ?? false,
    lastUsedAt: usedAt ?? null,
  };
  return db
    .insertInto('beneficiaries')
    .values(values)
    .onConflict((oc) =>
      oc.columns(['userId', 'target']).doUpdateSet((eb) => ({
        name: values.name,
        username: values.username,
        saved: saved ? true : eb.ref('beneficiaries.saved'),
        lastUsedAt: usedAt ?? eb.ref('beneficiaries.lastUsedAt'),
      })),
    );
}

export function toBeneficiary(
  row: Selectable<BeneficiariesTable>,
  bankName: (code: string) => string | undefined,
): Beneficiary {
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    ...(row.username !== null && { username: row.username }),
    ...(row.bankCode !== null && {
      bankCode: row.bankCode,
      bankName: bankName(row.bankCode) ?? row.bankCode,
    }),
    ...(row.accountNumber !== null && { accountNumber: row.accountNumber }),
    saved: row.saved,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}
