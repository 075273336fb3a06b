import { ERROR_CODES } from '@owo/core/contract';
import type { FastifyRequest } from 'fastify';
import { verifySecret } from '../../crypto/passwords';
import type { UserRow } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { AuthServices } from '../auth/auth-services';

/**
 * The password asked for again inside a session (change password or email, PIN reset). Counted like a
 * sign-in, on the same counters (per account and source, then locked: a 429 with Retry-After), and each
 * attempt is counted before its check, so a burst gets no more verifies than the limit.
 */
export async function checkCurrentPassword(
  { throttle }: AuthServices,
  req: FastifyRequest,
  user: UserRow,
  password: string,
): Promise<void> {
  const source = { account: throttle.accountKey(user.id, ''), ip: req.ip, device: null };
  await throttle.claimAttempt(source);
  if (!(await verifySecret(user.passwordHash, password))) {
    throw new HttpError(403, ERROR_CODES.invalidPassword, 'Your current password is incorrect.');
  }
  await throttle.recordSuccess(source);
}
