/**
 * An identity provider (BVN and NIN lookups, as Nigerian KYC services such as Dojah, Smile ID or
 * Prembly offer them). Owo sends the number and the person's names; the provider answers with the names
 * on record, or that it needs a manual review (answered later), or that it has no such number.
 */
export interface IdentityRequest {
  kind: 'bvn' | 'nin';
  number: string;
  /** The account's names: the sandbox's "matching" values answer with them. */
  firstName: string;
  lastName: string;
  dateOfBirth?: string | undefined;
}

export type IdentityAnswer =
  | { status: 'found'; firstName: string; lastName: string; middleName?: string | undefined }
  | { status: 'review'; reference: string }
  | { status: 'not_found' };

/** A review's later answer: still under review, or the record after all. */
export type ReviewAnswer = { status: 'review' } | IdentityAnswer;

export interface IdentityProvider {
  readonly name: string;
  lookUp(request: IdentityRequest): Promise<IdentityAnswer>;
  /** Where a review stands (the durable review job asks). */
  review(reference: string, request: IdentityRequest): Promise<ReviewAnswer>;
}
