import type { Db } from '../../db/database';
import { checkBalanced, type PostingInput, postMany } from './post';

interface Waiting {
  input: PostingInput;
  resolve: (id: string) => void;
  reject: (error: unknown) => void;
}

export interface PostingWriter {
  /** Resolves with the posting's id once it is committed; rejects if it could not be written. */
  post(input: PostingInput): Promise<string>;
}

/**
 * PostgreSQL answered with an error (a SQLSTATE), so the statement rolled back and writing its
 * postings again cannot write anything twice. A broken connection has no SQLSTATE.
 */
function refusedByDatabase(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
}

/**
 * Group commit for postings that are a whole effect on their own (no transaction row or hold beside
 * them, as in the benchmark of the ledger alone). Postings that arrive while a batch is being written
 * wait, then go together in one statement and one commit, so many callers share one round trip and
 * one WAL flush instead of paying for one each. One batch is written at a time, so two batches never
 * lock the same wallets in opposite orders. If a batch fails (one posting would overdraw its wallet,
 * say), each of its postings is written alone: one refusal never takes the others with it, and every
 * caller gets its own answer. If the connection breaks instead, nothing is written again (the batch may
 * have committed) and its callers get the error. An unbalanced posting is refused before it joins a batch.
 */
export function createPostingWriter(db: Db, maxBatch = 512): PostingWriter {
  const waiting: Waiting[] = [];
  let writing = false;

  async function writeAlone(item: Waiting): Promise<void> {
    try {
      const [id] = await postMany(db, [item.input]);
      item.resolve(id as string);
    } catch (error) {
      item.reject(error);
    }
  }

  async function drain(): Promise<void> {
    writing = true;
    while (waiting.length > 0) {
      const batch = waiting.splice(0, maxBatch);
      if (batch.length === 1) {
        await writeAlone(batch[0] as Waiting);
        continue;
      }
      try {
        const ids = await postMany(
          db,
          batch.map((item) => item.input),
        );
        for (const [i, item] of batch.entries()) item.resolve(ids[i] as string);
      } catch (error) {
        if (refusedByDatabase(error)) {
          for (const item of batch) await writeAlone(item);
        } else {
          // The connection failed: the batch may or may not have committed, so it is never written
          // again; every caller learns that its posting's outcome is unknown.
          for (const item of batch) item.reject(error);
        }
      }
    }
    writing = false;
  }

  return {
    post(input) {
      checkBalanced(input.entries);
      return new Promise((resolve, reject) => {
        waiting.push({ input, resolve, reject });
        if (!writing) void drain();
      });
    },
  };
}
