import { bankListResponse, resolveAccountQuery, resolveAccountResponse } from '@owo/core/contract';
import { failure, invalidInput, signInRequired } from '../../http/responses';
import { defineRoute } from '../../http/route';
import { lookupLimited, spendLookup } from './lookup-limit';
import type { Money } from './money';
import { resolveBankAccount } from './resolve-account';

export function bankRoutes(money: Money) {
  return [
    defineRoute({
      method: 'GET',
      url: '/api/v1/banks',
      tag: 'Transfers',
      summary: 'The banks a transfer can go to, with their NIP codes (sandbox data shaped like the CBN list)',
      responses: { 200: { description: 'The banks', schema: bankListResponse } },
    })(async () => ({ status: true, data: { banks: money.provider.banks() } })),
    defineRoute({
      method: 'GET',
      url: '/api/v1/banks/resolve',
      tag: 'Transfers',
      summary: 'Name enquiry: the holder of an account number at a bank',
      description:
        'A number that fails the NUBAN check digit is refused (422 INVALID_ACCOUNT_NUMBER) before the ' +
        'provider is asked. In the sandbox, account numbers whose digits 8-9 are `99` have no holder. Each ' +
        'user may make LOOKUPS_PER_MINUTE name look-ups a minute (this, the recipient look-up, the transfer ' +
        'quote and saving a beneficiary together), as banks limit name enquiries.',
      auth: true,
      query: resolveAccountQuery,
      responses: {
        200: { description: 'The account name', schema: resolveAccountResponse },
        400: invalidInput,
        401: signInRequired,
        422: failure('UNKNOWN_BANK, INVALID_ACCOUNT_NUMBER or ACCOUNT_NOT_FOUND'),
        429: lookupLimited,
        503: failure('PROVIDER_UNAVAILABLE'),
      },
    })(async ({ auth, query }) => {
      await spendLookup(money.ctx, auth.user.id);
      const target = await resolveBankAccount(money, query.bankCode, query.accountNumber);
      return { status: true, data: target };
    }),
  ];
}
