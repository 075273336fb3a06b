import type { ColumnType, Generated, Selectable } from 'kysely';

type CreatedAt = ColumnType<Date, Date | undefined, never>;

export interface IdentityChecksTable {
  id: Generated<string>;
  userId: string;
  tier: number;
  kind: 'bvn' | 'nin';
  /** The number, AES-256-GCM under the identity key: never logged, never answered. */
  sealed: string;
  /** HMAC-SHA256 of the number under the identity key: finds a number without opening it. */
  digest: string;
  masked: string;
  dateOfBirth: string | null;
  address: string | null;
  status: 'pending' | 'approved' | 'rejected';
  reason: string | null;
  providerReference: string | null;
  createdAt: CreatedAt;
  decidedAt: Date | null;
}

export interface ReferralsTable {
  id: Generated<string>;
  referrerId: string;
  friendId: string;
  state: ColumnType<'joined' | 'qualified' | 'paid', 'joined' | undefined, 'qualified' | 'paid'>;
  transactionId: string | null;
  createdAt: CreatedAt;
  qualifiedAt: Date | null;
  paidAt: Date | null;
}

export interface RewardRedemptionsTable {
  id: Generated<string>;
  userId: string;
  points: number;
  transactionId: string;
  createdAt: CreatedAt;
}

export interface TiersTables {
  identityChecks: IdentityChecksTable;
  referrals: ReferralsTable;
  rewardRedemptions: RewardRedemptionsTable;
}

export type IdentityCheckRow = Selectable<IdentityChecksTable>;
