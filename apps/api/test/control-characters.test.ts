import { describe, expect, it } from 'vitest';
import { pay } from './support/bills';
import { expectClientError } from './support/client';
import { DATABASE_KINDS } from './support/databases';
import { expectLedgerSound, fund, moneyUser, send, walletOf } from './support/money';
import { serverSuite } from './support/suite';

describe.each(DATABASE_KINDS)('control characters never reach the database on %s', (kind) => {
  const suite = serverSuite(kind);

  it('refuses a NUL in the History search with 400 naming the field', async () => {
    const user = await moneyUser(suite.server, 'Searcher');
    const res = await user.browser.get('/api/v1/transactions?q=x%00y');
    expectClientError(res, 400);
    expect(res.body.errors.q).toEqual(['Search text cannot contain control characters']);
  });

  it('refuses a NUL in a bill customer id before the PIN is verified, and moves nothing', async () => {
    const user = await moneyUser(suite.server, 'Bettor');
    expect((await fund(suite.server, user.accountNumber, 100_000)).status).toBe(201);
    const res = await pay(user, {
      service: 'betting',
      biller: 'bet9ja',
      customerId: 'ADA\u00001234',
      amount: 10_000,
      pin: '0000',
    });
    expectClientError(res, 422);
    expect(res.body.errors.customerId).toContain('Customer ID cannot contain control characters');
    const attempts = await suite.database.db
      .selectFrom('pinAttempts')
      .select('failures')
      .where('userId', '=', user.id)
      .executeTakeFirst();
    expect(attempts).toBeUndefined();
    expect((await walletOf(user)).balance).toBe(100_000);
    await expectLedgerSound(suite.database.db);
  });

  it('refuses a control character in a transfer narration and in a recipient look-up', async () => {
    const user = await moneyUser(suite.server, 'Narrator');
    const transfer = await send(user.browser, {
      type: 'user',
      recipient: 'someone',
      amount: 100,
      narration: 'rent\u0007',
      pin: '0000',
    });
    expectClientError(transfer, 422);
    expect(transfer.body.errors.narration).toEqual(['Narration cannot contain control characters']);
    const lookup = await user.browser.get('/api/v1/transfers/recipient?identifier=a%00b');
    expectClientError(lookup, 400);
    expect(lookup.body.errors.identifier).toEqual(['Recipient cannot contain control characters']);
  });
});
