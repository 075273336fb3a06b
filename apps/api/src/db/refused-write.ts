/**
 * Whether a statement failed because an `owo_require(...)` in it found its check false (migration 0021's
 * SQLSTATE): nothing it would have written was written.
 */
export function refusedWrite(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === 'OW001';
}
