import { type Kysely, sql } from 'kysely';

/**
 * Accounts have an owner and a currency (DESIGN.md, Money): a naira wallet per user, USD accounts for
 * dollar cards, and system accounts with no owner. Every entry states its currency, and a foreign key
 * on (account, currency) makes an entry in the wrong currency for its account impossible, so a posting
 * can only balance per currency if its caller got the currencies right.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table ledger_accounts add column owner_id uuid references users (id)`.execute(db);
  await sql`
    update ledger_accounts a set owner_id = w.user_id
    from wallets w where w.account_id = a.id`.execute(db);
  await sql`alter table ledger_accounts drop constraint ledger_accounts_kind_check`.execute(db);
  await sql`
    alter table ledger_accounts
      add constraint ledger_accounts_kind_check check (kind in ('wallet', 'card', 'system')),
      add constraint ledger_accounts_currency_check check (currency in ('NGN', 'USD')),
      add constraint ledger_accounts_owner_check check ((kind = 'system') = (owner_id is null)),
      add constraint ledger_accounts_id_currency unique (id, currency)`.execute(db);
  await sql`create index ledger_accounts_owner on ledger_accounts (owner_id) where owner_id is not null`.execute(
    db,
  );

  // The wallet side of the new flows: card creation, funding and withdrawal ('card'), money in from a
  // saved debit card ('topup').
  await sql`alter table transactions drop constraint transactions_type_check`.execute(db);
  await sql`
    alter table transactions add constraint transactions_type_check
      check (type in ('user', 'bank', 'bill', 'giftcard', 'card', 'topup'))`.execute(db);

  await sql`alter table ledger_entries add column currency text not null default 'NGN'`.execute(db);
  await sql`alter table ledger_entries drop constraint ledger_entries_account_id_fkey`.execute(db);
  await sql`
    alter table ledger_entries add constraint ledger_entries_account_currency
      foreign key (account_id, currency) references ledger_accounts (id, currency)`.execute(db);
}
