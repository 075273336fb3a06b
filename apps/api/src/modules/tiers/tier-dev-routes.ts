import { messageResponse } from '@owo/core/contract';
import * as z from 'zod/mini';
import { invalidInput, signInRequired } from '../../http/responses';
import { defineRoute } from '../../http/route';
import type { TierServices } from './tiers';

const body = z.object({ tier: z.union([z.literal(1), z.literal(2), z.literal(3)]) });

/**
 * Local dev tools only (like the sandbox's money-in route): put the signed-in account on a tier without
 * an identity check, so tests and demos of what a tier allows (a dollar card at Tier 2) need not spend the
 * sandbox's identity numbers, each of which one account may hold. Never mounted in production.
 */
export function tierDevRoutes({ ctx }: TierServices) {
  return [
    defineRoute({
      method: 'POST',
      url: '/api/v1/dev/tier',
      tag: 'Dev tools',
      summary: 'Put the signed-in account on a tier without an identity check (local dev tools only)',
      auth: true,
      body,
      responses: {
        200: { description: 'Done', schema: messageResponse },
        400: invalidInput,
        401: signInRequired,
      },
    })(async ({ auth, body: { tier } }) => {
      await ctx.db.updateTable('wallets').set({ tier }).where('userId', '=', auth.user.id).execute();
      return { status: true as const, message: `You are on Tier ${tier} (dev tools)` };
    }),
  ];
}
