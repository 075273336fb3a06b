import * as z from 'zod/mini';

/**
 * GET /api/v1/health: the server is up and its database answers; and whether the local dev tools
 * (the dev mailbox, the sandbox's money-in form) run there, so a screen can offer them without probing.
 */
export const healthResponse = z.object({
  status: z.literal(true),
  data: z.object({ database: z.enum(['pglite', 'postgres']), devTools: z.boolean() }),
});
export type Health = z.infer<typeof healthResponse>['data'];
