import { type Kysely, sql } from 'kysely';

/**
 * `owo_require(ok)`: true, or the statement fails with SQLSTATE `OW001` (issue 25). A transfer to an Owo
 * user is one statement that locks both wallets, checks them and moves the money (`userTransferAtOnce`);
 * when the wallets as locked fail the checks (someone else spent or credited them since the person's
 * quote), this is what turns the whole statement back, and the server then takes the long way (its own
 * transaction, the checks in TypeScript) to say which check failed. Null is no.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function owo_require(ok boolean) returns boolean language plpgsql as $$
    begin
      if ok is not true then
        raise exception 'a checked write found its check false' using errcode = 'OW001';
      end if;
      return true;
    end $$`.execute(db);
}
