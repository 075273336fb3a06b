import type { Clock } from '../../clock';
import type { IdentityAnswer, IdentityProvider, IdentityRequest, ReviewAnswer } from './provider';

/**
 * The sandbox identity provider's test values (the API reference lists them, like a payment provider's
 * test cards). Deterministic: the answer depends on the number alone.
 */
export const SANDBOX_IDENTITY = {
  bvnMatch: '22222222222',
  bvnOtherPerson: '22222222223',
  bvnReview: '22222222224',
  ninMatch: '33333333333',
  ninOtherPerson: '33333333334',
  ninReview: '33333333335',
} as const;

/** The name another person's number answers with. */
export const SANDBOX_OTHER_PERSON = { firstName: 'Chukwuemeka', lastName: 'Obi', middleName: 'Ikenna' };

/** A review is approved `reviewMs` after it began (the reference carries when). */
export function createSandboxIdentityProvider(clock: Clock, reviewMs: number): IdentityProvider {
  const own = (request: IdentityRequest): IdentityAnswer => ({
    status: 'found',
    firstName: request.firstName,
    lastName: request.lastName,
  });
  return {
    name: 'sandbox',
    async lookUp(request) {
      const { bvnMatch, bvnOtherPerson, bvnReview, ninMatch, ninOtherPerson, ninReview } = SANDBOX_IDENTITY;
      switch (request.number) {
        case bvnMatch:
        case ninMatch:
          return own(request);
        case bvnOtherPerson:
        case ninOtherPerson:
          return { status: 'found', ...SANDBOX_OTHER_PERSON };
        case bvnReview:
        case ninReview:
          return { status: 'review', reference: `sbx-review-${clock.now().getTime()}` };
        default:
          return { status: 'not_found' };
      }
    },
    async review(reference, request): Promise<ReviewAnswer> {
      const began = Number(reference.replace('sbx-review-', ''));
      if (!Number.isFinite(began) || clock.now().getTime() < began + reviewMs) return { status: 'review' };
      return own(request);
    },
  };
}
