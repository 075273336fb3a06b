/**
 * The API server as `pnpm start` builds it, plus three measuring routes that do only the parts every debit
 * must do, whatever it moves. `benchLadder` (bench/money/transfers-http.ts) loads them beside POST /api/v1/transfers to show
 * where a transfer's CPU goes besides its argon2 verify:
 *
 * - `POST /api/v1/bench/no-sign-in`: the product's server (its plugins, the body validated as a transfer, its
 *   error handling) verifying the PIN against a hash made at start (BENCH_PIN), with no sign-in and no database.
 * - `POST /api/v1/bench/pin-check`: the body validated as a transfer, the session checked, the PIN verified
 *   (one argon2id verify), a JSON answer. No idempotency, no attempt count, no money.
 * - `POST /api/v1/bench/fixed-part`: what the contract adds to every debit before any money moves: the
 *   Idempotency-Key claimed, the PIN checked with its attempt count, and the answer stored in a transaction
 *   of its own. No money.
 *
 * - `POST /api/v1/bench/free-pin`, only with BENCH_FREE_VERIFY=1: the signed-in user's PIN becomes BENCH_PIN with
 *   a nearly free hash (bench-pin.ts), so a transfer's own work can be measured without argon2.
 *
 * Never part of the product: only this file mounts them, through `buildApp`'s `extraRoutes`.
 */
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { verifySecret } from '../../apps/api/src/crypto/passwords';
import { idempotentAnswer } from '../../apps/api/src/http/money-responses';
import { defineRoute } from '../../apps/api/src/http/route';
import { completeKey, withIdempotency } from '../../apps/api/src/modules/money/idempotency';
import { checkTransactionPin } from '../../apps/api/src/modules/money/transaction-pin';
import { messageResponse, transferBody } from '../../packages/core/src/contract/index';
import { benchPinHash, FREE_VERIFY } from './bench-pin';

const config = loadConfig();
const pinHash = await benchPinHash(process.env.BENCH_PIN ?? '');
const app = await buildApp(config, {
  extraRoutes: (ctx) => [
    defineRoute({
      method: 'POST',
      url: '/api/v1/bench/no-sign-in',
      tag: 'Benchmark',
      summary: 'The PIN verified by the product’s server, with no sign-in and no database',
      body: transferBody,
      invalidStatus: 422,
      responses: { 201: { description: 'The PIN was right', schema: messageResponse } },
    })(async ({ reply, body }) => {
      if (!(await verifySecret(pinHash, body.pin))) throw new Error('the benchmark PIN was refused');
      reply.code(201);
      return { status: true, message: `PIN verified for ${body.amount} kobo` };
    }),
    defineRoute({
      method: 'POST',
      url: '/api/v1/bench/pin-check',
      tag: 'Benchmark',
      summary: 'Signed in, the PIN verified, nothing else',
      auth: true,
      body: transferBody,
      invalidStatus: 422,
      responses: { 201: { description: 'The PIN was right', schema: messageResponse } },
    })(async ({ reply, auth, body }) => {
      if (auth.user.pinHash === null || !(await verifySecret(auth.user.pinHash, body.pin))) {
        throw new Error('the benchmark PIN was refused');
      }
      reply.code(201);
      return { status: true, message: `PIN verified for ${body.amount} kobo` };
    }),
    defineRoute({
      method: 'POST',
      url: '/api/v1/bench/fixed-part',
      tag: 'Benchmark',
      summary: 'A debit’s fixed part: the key claimed, the PIN and its attempt count, the answer stored',
      auth: true,
      body: transferBody,
      invalidStatus: 422,
      responses: { 201: { description: 'The answer, stored under the key', schema: messageResponse } },
    })(async ({ req, reply, auth, body }) =>
      idempotentAnswer(
        reply,
        await withIdempotency(ctx, req, auth.user.id, async (claim) => {
          await checkTransactionPin(ctx, auth.user, body.pin);
          const answer = await ctx.db.transaction().execute(async (trx) => {
            const response = { status: true as const, message: `Answer stored for ${body.amount} kobo` };
            await completeKey(trx, claim, 201, response);
            return response;
          });
          return { status: 201, body: answer };
        }),
      ),
    ),
    ...(FREE_VERIFY
      ? [
          defineRoute({
            method: 'POST',
            url: '/api/v1/bench/free-pin',
            tag: 'Benchmark',
            summary: 'The signed-in user’s PIN made BENCH_PIN with a nearly free hash',
            auth: true,
            responses: { 200: { description: 'The PIN was replaced', schema: messageResponse } },
          })(async ({ auth }) => {
            await ctx.db.updateTable('users').set({ pinHash }).where('id', '=', auth.user.id).execute();
            return { status: true, message: 'PIN hash replaced' };
          }),
        ]
      : []),
  ],
});
await app.listen({ port: config.port, host: config.host });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
