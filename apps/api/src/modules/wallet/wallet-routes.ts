import { walletResponse } from '@owo/core/contract';
import type { AppContext } from '../../context';
import { signInRequired } from '../../http/responses';
import { defineRoute } from '../../http/route';
import { walletView } from './wallet-view';

export function walletRoutes(ctx: AppContext) {
  return [
    defineRoute({
      method: 'GET',
      url: '/api/v1/wallet',
      tag: 'Wallet',
      summary: 'The NGN wallet: balance, available balance, account number and tier limits (kobo)',
      description:
        'Every verified user has one, with a unique 10-digit NUBAN under the sandbox bank code 999 ' +
        '(Owo Sandbox Bank). `availableBalance` is the balance less money held for bank transfers ' +
        'still in flight; `limits.usedToday` counts the day’s debits (amount + fee, Lagos time).',
      auth: true,
      responses: { 200: { description: 'The wallet', schema: walletResponse }, 401: signInRequired },
    })(async ({ auth }) => ({ status: true, data: await walletView(ctx, auth.user) })),
  ];
}
