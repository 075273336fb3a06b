import type { Migration, MigrationProvider } from 'kysely/migration';
import * as accounts from './0001_accounts';
import * as content from './0002_content';
import * as security from './0003_security';
import * as money from './0004_money';
import * as partners from './0005_partners';
import * as bills from './0006_bills';
import * as pinClaims from './0007_pin_claims';
import * as settings from './0010_settings';
import * as deadJobs from './0011_dead_jobs';
import * as accountOwners from './0012_account_owners';
import * as bankCards from './0013_bank_cards';
import * as cards from './0014_cards';
import * as tiersRewards from './0015_tiers_rewards';
import * as partnerWebhooks from './0016_partner_webhooks';
import * as alertBatches from './0017_alert_batches';
import * as dayDebits from './0018_day_debits';
import * as dayDebitsWhen from './0019_day_debits_when';
import * as alertsOnTransactions from './0020_alerts_on_transactions';
import * as requireFunction from './0021_require';
import * as debitsCountThemselves from './0022_debits_count_themselves';
import * as jobsRoomToUpdate from './0023_jobs_room_to_update';

/**
 * Plain SQL that PGlite and PostgreSQL (13+) both run, one file per migration, applied in name order.
 * Append new files; never edit a shipped one.
 */
const migrations: Record<string, Migration> = {
  '0001_accounts': accounts,
  '0002_content': content,
  '0003_security': security,
  '0004_money': money,
  '0005_partners': partners,
  '0006_bills': bills,
  '0007_pin_claims': pinClaims,
  '0010_settings': settings,
  '0011_dead_jobs': deadJobs,
  '0012_account_owners': accountOwners,
  '0013_bank_cards': bankCards,
  '0014_cards': cards,
  '0015_tiers_rewards': tiersRewards,
  '0016_partner_webhooks': partnerWebhooks,
  '0017_alert_batches': alertBatches,
  '0018_day_debits': dayDebits,
  '0019_day_debits_when': dayDebitsWhen,
  '0020_alerts_on_transactions': alertsOnTransactions,
  '0021_require': requireFunction,
  '0022_debits_count_themselves': debitsCountThemselves,
  '0023_jobs_room_to_update': jobsRoomToUpdate,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
