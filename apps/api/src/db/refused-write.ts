/**
 * What `write` gives, or undefined when its statement failed because an `owo_require(...)` in it found
 * its check false (migration 0021's SQLSTATE): then nothing it would have written was written.
 */
export async function unlessRefused<T>(write: Promise<T>): Promise<T | undefined> {
  try {
    return await write;
  } catch (error) {
    if ((error as { code?: string } | null)?.code === 'OW001') return undefined;
    throw error;
  }
}
