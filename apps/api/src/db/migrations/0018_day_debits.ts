import { type Kysely, sql } from 'kysely';

/**
 * The day's debits kept on the wallet row (issue 25). The daily limit used to sum the payer's debits of the
 * day on every payment, twice (the check before the PIN, then under the wallet's lock in a statement of its
 * own), a read that grows with every payment of the day. Now the wallet row carries the total for its latest
 * day (`debits_day`, days since 1970 in Lagos time, UTC+1 all year), so the locked read of the wallet brings
 * it: the lock and the limit are one statement, whatever the day's count.
 *
 * A trigger keeps it, so no money path can forget to: a naira debit counts (amount + fee) while its status is
 * pending, processing or completed, and stops counting when it fails or is reversed. It runs in the statement
 * that writes the transaction, under the wallet's lock every money path already holds, so the total moves
 * with the money in the same transaction. A change to a debit of an earlier day than the wallet's (a bank
 * transfer that fails the next morning) leaves the total alone: it only ever speaks for its own day. A
 * transaction's owner, currency, direction and creation time never change once written.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table wallets
      add column debits_day integer,
      add column day_debits bigint not null default 0 check (day_debits >= 0)`.execute(db);
  await sql`
    create function count_day_debits() returns trigger language plpgsql as $$
    declare
      day integer := floor((extract(epoch from new.created_at) + 3600) / 86400);
      delta bigint := 0;
    begin
      if new.status in ('pending', 'processing', 'completed') then
        delta := new.amount + new.fee;
      end if;
      if tg_op = 'UPDATE' and old.status in ('pending', 'processing', 'completed') then
        delta := delta - (old.amount + old.fee);
      end if;
      if delta <> 0 then
        update wallets
        set day_debits = case when debits_day = day then day_debits + delta else delta end,
            debits_day = day
        where user_id = new.user_id
          and (debits_day = day or (delta > 0 and (debits_day is null or debits_day < day)));
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger transactions_day_debits_insert after insert on transactions
    for each row when (new.currency = 'NGN' and new.direction = 'debit')
    execute function count_day_debits()`.execute(db);
  await sql`
    create trigger transactions_day_debits_update after update of status, amount, fee on transactions
    for each row when (new.currency = 'NGN' and new.direction = 'debit'
      and (old.status, old.amount, old.fee) is distinct from (new.status, new.amount, new.fee))
    execute function count_day_debits()`.execute(db);
  await countDayDebits(db);
}

/** Wallets with debits already: the total of their latest day with any (exported for its test). */
export async function countDayDebits(db: Kysely<unknown>): Promise<void> {
  await sql`
    update wallets w set debits_day = d.day, day_debits = d.total
    from (
      select distinct on (user_id) user_id, day, total
      from (
        select user_id, floor((extract(epoch from created_at) + 3600) / 86400)::integer as day,
               sum(amount + fee) as total
        from transactions
        where currency = 'NGN' and direction = 'debit' and status in ('pending', 'processing', 'completed')
        group by 1, 2) by_day
      order by user_id, day desc) d
    where d.user_id = w.user_id`.execute(db);
}
