import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { BankCardsTables } from './bank-cards-schema';
import type { BillsTables } from './bills-schema';
import type { CardsTables, SandboxIssuerTables } from './cards-schema';
import type { MoneyTables } from './money-schema';
import type { TiersTables } from './tiers-schema';

/** A timestamp the database may fill in; always read back as a Date. */
type CreatedAt = ColumnType<Date, Date | undefined, never>;

export interface UsersTable {
  id: Generated<string>;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  gender: 'male' | 'female' | 'other';
  countryCode: string;
  passwordHash: string;
  pinHash: string | null;
  emailVerifiedAt: Date | null;
  /** A new address waiting for its emailed code (settings: email change). */
  pendingEmail: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the last password change, PIN reset or email change began a cooling period. */
  coolingSince: ColumnType<Date | null, Date | null | undefined, Date | null>;
  role: ColumnType<'user' | 'admin', 'user' | 'admin' | undefined>;
  /** The code friends register with (rewards); given on first use. */
  referralCode: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: CreatedAt;
  updatedAt: ColumnType<Date, Date | undefined, Date>;
}

export type CodePurpose = 'verify_email' | 'reset_password' | 'newsletter' | 'change_email' | 'reset_pin';

/** A code sent to an address; a decoy (no account behind the address) has no user and can never match. */
export interface VerificationCodesTable {
  id: Generated<string>;
  userId: string | null;
  email: string;
  /** Made by a guess at an address with no live code: counts tries, not sends. */
  fromGuess: ColumnType<boolean, boolean | undefined, boolean>;
  purpose: CodePurpose;
  codeHash: string;
  attempts: ColumnType<number, number | undefined, number>;
  expiresAt: Date;
  consumedAt: Date | null;
  createdAt: CreatedAt;
}

export interface ResetTokensTable {
  id: Generated<string>;
  userId: string;
  tokenHash: string;
  expiresAt: Date;
  usedAt: Date | null;
  createdAt: CreatedAt;
}

/** One signed-in device: a refresh-token family. */
export interface SessionsTable {
  id: Generated<string>;
  userId: string;
  rememberMe: boolean;
  userAgent: string | null;
  ip: string | null;
  /** Where the sign-in came from, when a trusted proxy said so. */
  place: ColumnType<string | null, string | null | undefined, string | null>;
  expiresAt: Date;
  revokedAt: Date | null;
  revokedReason: string | null;
  createdAt: CreatedAt;
  lastUsedAt: Date;
}

export interface RefreshTokensTable {
  id: Generated<string>;
  sessionId: string;
  tokenHash: string;
  rotatedAt: Date | null;
  createdAt: CreatedAt;
}

/** A counter that starts again once `lastAt` is older than its window (counters/db-counters.ts). */
export interface RateCountersTable {
  key: string;
  count: number;
  lastAt: Date;
}

export interface NotificationsTable {
  id: Generated<string>;
  userId: string;
  type: 'account' | 'security' | 'transaction' | 'promotion' | 'system';
  title: string;
  body: string;
  readAt: Date | null;
  createdAt: CreatedAt;
}

export interface PushTokensTable {
  token: string;
  userId: string;
  platform: 'web' | 'ios' | 'android';
  createdAt: CreatedAt;
  updatedAt: Date;
}

export interface MailboxTable {
  id: Generated<string>;
  recipient: string;
  subject: string;
  text: string;
  code: string | null;
  createdAt: CreatedAt;
}

export interface BlogPostsTable {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  category: string;
  publishedAt: Date;
  readMinutes: number;
  coverAlt: string;
  body: ColumnType<string[], string, string>;
}

export interface ContactMessagesTable {
  id: Generated<string>;
  name: string;
  email: string;
  subject: string;
  message: string;
  ip: string | null;
  createdAt: CreatedAt;
}

export interface NewsletterSubscriptionsTable {
  email: string;
  createdAt: CreatedAt;
  /** Set when the emailed code comes back (double opt-in); only confirmed addresses get the newsletter. */
  confirmedAt: Date | null;
}

export interface PartnersTable {
  origin: string;
  name: string;
  publishableKey: string;
  /** SHA-256 of the secret key (`sk_...`), which is shown once and never kept. */
  secretKeyHash: ColumnType<string | null, string | null | undefined, string | null>;
  webhookUrl: ColumnType<string | null, string | null | undefined, string | null>;
  /** `whsec_...`: signs webhooks (Standard Webhooks); Owo must keep it to sign. Never logged. */
  webhookSecret: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: CreatedAt;
}

export interface WebhookDeliveriesTable {
  /** The message: `msg_<id without dashes>` is the `webhook-id` header, the same on every retry. */
  id: Generated<string>;
  partnerOrigin: string;
  transactionId: string;
  type: 'payment.pending' | 'payment.completed' | 'payment.failed';
  /** The JSON body, built once, so retries and replays send the same bytes. */
  payload: string;
  attempts: ColumnType<number, number | undefined, number>;
  lastStatus: number | null;
  lastError: string | null;
  state: ColumnType<
    'pending' | 'delivered' | 'failed',
    'pending' | undefined,
    'pending' | 'delivered' | 'failed'
  >;
  createdAt: CreatedAt;
  /** Retries run for 24 h from here: the creation, or an operator's replay. */
  retryFrom: ColumnType<Date, Date | undefined, Date>;
  deliveredAt: Date | null;
}

export type SecurityEventKind =
  | 'sign_in'
  | 'sign_in_failed'
  | 'password_changed'
  | 'pin_changed'
  | 'pin_reset'
  | 'pin_locked'
  | 'email_changed';

/** Recent security activity: never a secret, only what happened, on which device, from where. */
export interface SecurityEventsTable {
  id: Generated<string>;
  userId: string;
  kind: SecurityEventKind;
  device: string | null;
  place: string | null;
  createdAt: CreatedAt;
}

export interface UserPreferencesTable {
  userId: string;
  hideBalance: boolean;
  moneyInApp: boolean;
  moneyEmail: boolean;
  promotionsInApp: boolean;
  promotionsEmail: boolean;
  updatedAt: Date;
}

/** A completed debit or credit whose email alert is still to go (balance right after it, in kobo). */
export interface MoneyAlertsTable {
  transactionId: string;
  /** The first transaction of the effect that recorded it: its job's subject (null before 0017). */
  batchId: string | null;
  userId: string;
  balanceAfter: ColumnType<number | string, number, number>;
  createdAt: CreatedAt;
}

export interface Database
  extends MoneyTables,
    BillsTables,
    BankCardsTables,
    CardsTables,
    SandboxIssuerTables,
    TiersTables {
  users: UsersTable;
  verificationCodes: VerificationCodesTable;
  resetTokens: ResetTokensTable;
  sessions: SessionsTable;
  refreshTokens: RefreshTokensTable;
  rateCounters: RateCountersTable;
  notifications: NotificationsTable;
  pushTokens: PushTokensTable;
  mailbox: MailboxTable;
  blogPosts: BlogPostsTable;
  contactMessages: ContactMessagesTable;
  newsletterSubscriptions: NewsletterSubscriptionsTable;
  partners: PartnersTable;
  webhookDeliveries: WebhookDeliveriesTable;
  securityEvents: SecurityEventsTable;
  userPreferences: UserPreferencesTable;
  moneyAlerts: MoneyAlertsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewNotification = Insertable<NotificationsTable>;
