import { isValidNuban } from '@owo/core/contract';
import { describe, expect, it } from 'vitest';
import { Browser } from './support/client';
import { DATABASE_KINDS } from './support/databases';
import { latestCode, newAccount, PASSWORD } from './support/flows';
import { serverSuite } from './support/suite';

/** Issue 7: every verified user has a wallet, made with the verification, not on the first money call. */
describe.each(DATABASE_KINDS)('a wallet at verification on %s', (kind) => {
  const suite = serverSuite(kind);

  async function registered() {
    const account = newAccount();
    const email = account.email.toLowerCase();
    expect((await new Browser(suite.server.url).post('/api/v1/auth/register', account)).status).toBe(201);
    const user = await suite.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    return { email, userId: user.id };
  }

  const walletRow = (userId: string) =>
    suite.database.db
      .selectFrom('wallets')
      .innerJoin('ledgerAccounts', 'ledgerAccounts.id', 'wallets.accountId')
      .select(['wallets.accountNumber', 'ledgerAccounts.kind'])
      .where('wallets.userId', '=', userId)
      .executeTakeFirst();

  it('is created by verify-email, with a unique NUBAN under the sandbox bank code', async () => {
    const first = await registered();
    const second = await registered();
    expect(await walletRow(first.userId)).toBeUndefined();

    const browser = new Browser(suite.server.url);
    const wrong = (await latestCode(suite.server, first.email)) === '000000' ? '111111' : '000000';
    expect((await browser.post('/api/v1/auth/verify-email', { email: first.email, otp: wrong })).status).toBe(
      400,
    );
    expect(await walletRow(first.userId)).toBeUndefined();

    for (const { email } of [first, second]) {
      const otp = await latestCode(suite.server, email);
      expect((await browser.post('/api/v1/auth/verify-email', { email, otp })).status).toBe(200);
    }
    // Read straight from the suite.database: no wallet or money route has been called for these users.
    const wallets = [await walletRow(first.userId), await walletRow(second.userId)];
    for (const wallet of wallets) {
      expect(wallet?.kind).toBe('wallet');
      expect(wallet?.accountNumber).toMatch(/^\d{10}$/);
      expect(isValidNuban(suite.server.config.money.bankCode, wallet!.accountNumber)).toBe(true);
    }
    expect(wallets[0]!.accountNumber).not.toBe(wallets[1]!.accountNumber);
  });

  it('is created when a password reset verifies the address', async () => {
    const { email, userId } = await registered();
    const browser = new Browser(suite.server.url);
    expect((await browser.post('/api/v1/auth/forgot-password', { email })).status).toBe(200);
    const otp = await latestCode(suite.server, email, 2);
    const token = await browser.post('/api/v1/auth/verify-reset-password', { email, otp });
    expect(token.status).toBe(200);
    const reset = await browser.post('/api/v1/auth/reset-password', {
      resetToken: token.body.data.resetToken,
      newPassword: `${PASSWORD}x`,
      confirmNewPassword: `${PASSWORD}x`,
    });
    expect(reset.status).toBe(200);
    expect((await walletRow(userId))?.accountNumber).toMatch(/^\d{10}$/);
  });
});
