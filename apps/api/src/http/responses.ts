import { errorBody } from '@owo/core/contract';
import type { ResponseSpec } from './route';

/** A documented failure: always the error body. */
export function failure(description: string) {
  return { description, schema: errorBody } satisfies ResponseSpec;
}

export const invalidInput = failure('Invalid input: the first field message, every message in `errors`');
export const signInRequired = failure(
  'Missing, invalid or expired access token, or a session that has ended',
);
export const tooMany = failure('Too many requests from this network; wait a minute');
export const tooManyCodes = failure(
  'Too many requests from this network, or too many codes sent to this address this hour (Retry-After says how long)',
);
