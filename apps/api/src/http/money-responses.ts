import type { FastifyReply } from 'fastify';
import { failure, signInRequired } from './responses';

/** The Idempotency-Key rules every money-moving POST documents (the draft standard's, as Stripe's). */
export const IDEMPOTENCY_RULES = [
  'Requires `Idempotency-Key` (1 to 255 characters, per user, kept 24 h): the same key and body replay the ',
  'first answer with `Idempotent-Replayed: true`; another body is 422 `IDEMPOTENCY_KEY_REUSED`; a key still ',
  'running is 409 `IDEMPOTENCY_KEY_IN_FLIGHT`. The fingerprint leaves out `pin`, and refusals made before ',
  'money moved are not stored, so a corrected retry may reuse the key.',
].join('');

/** The refusals every money-moving POST documents: no key, not signed in, the key still running. */
export const moneyRefusals = {
  400: failure('IDEMPOTENCY_KEY_REQUIRED: no Idempotency-Key header'),
  401: signInRequired,
  409: failure('IDEMPOTENCY_KEY_IN_FLIGHT'),
};

/** The refusals of a debit, which needs the transaction PIN. */
export const pinRefusals = {
  403: failure('INVALID_PIN (with the attempts left) or PIN_NOT_SET'),
  423: failure('PIN_LOCKED: until when is in the message'),
  429: failure('PIN_BUSY: every attempt the PIN allows is being verified; try again in a moment'),
};

/** Answers a money request run under its key (withIdempotency): its status, body and replay header. */
export function idempotentAnswer<T>(
  reply: FastifyReply,
  answer: { status: number; body: T; replayed: boolean },
): T {
  if (answer.replayed) reply.header('idempotent-replayed', 'true');
  reply.code(answer.status);
  return answer.body;
}
