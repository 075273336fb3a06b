import * as z from 'zod/mini';
import { successEnvelope } from '../contract/envelope';

export const tierSchema = z.object({
  tier: z.number(),
  name: z.string(),
  singleTransaction: z.number(),
  daily: z.number(),
  maxBalance: z.nullable(z.number()),
});
export type Tier = z.infer<typeof tierSchema>;

/** Amounts in kobo. `availableBalance` leaves out money held for transfers still in flight. */
export const walletSchema = z.object({
  balance: z.number(),
  availableBalance: z.number(),
  currency: z.literal('NGN'),
  accountNumber: z.string(),
  accountName: z.string(),
  bankName: z.string(),
  bankCode: z.string(),
  tier: z.number(),
  limits: z.object({
    singleTransaction: z.number(),
    daily: z.number(),
    /** null: no maximum balance at this tier. */
    maxBalance: z.nullable(z.number()),
    /** What the day's debits (amount + fee, Lagos time) have used of `daily`. */
    usedToday: z.number(),
  }),
});
export type Wallet = z.infer<typeof walletSchema>;
export const walletResponse = successEnvelope(walletSchema);
