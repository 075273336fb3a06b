import { ERROR_CODES, setTransactionPinBody, setTransactionPinResponse } from '@owo/core/contract';
import { hashSecret } from '../../crypto/passwords';
import { HttpError } from '../../http/errors';
import { failure, invalidInput, signInRequired } from '../../http/responses';
import { defineRoute } from '../../http/route';
import type { AuthServices } from './auth-services';
import { toUser } from './users';

const alreadySet = () => new HttpError(409, ERROR_CODES.conflict, 'Your transaction PIN is already set');

export function pinRoutes({ ctx, events }: AuthServices) {
  const { db, clock } = ctx;
  return [
    defineRoute({
      method: 'POST',
      url: '/api/v1/auth/set-transaction-pin',
      tag: 'Auth',
      summary: 'Set the 4-digit transaction PIN (once)',
      auth: true,
      body: setTransactionPinBody,
      responses: {
        200: { description: 'PIN set; data is the updated user', schema: setTransactionPinResponse },
        400: invalidInput,
        401: signInRequired,
        409: failure('The PIN is already set'),
      },
    })(async ({ auth, body }) => {
      if (auth.user.pinHash !== null) throw alreadySet();
      const pinHash = await hashSecret(body.pin);
      const updated = await db
        .updateTable('users')
        .set({ pinHash, updatedAt: clock.now() })
        .where('id', '=', auth.user.id)
        .where('pinHash', 'is', null)
        .returningAll()
        .executeTakeFirst();
      if (!updated) throw alreadySet();
      await events.pinSet(updated.id);
      return { status: true, message: 'PIN set successfully', data: toUser(updated) };
    }),
  ];
}
