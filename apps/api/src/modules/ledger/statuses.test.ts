import { TRANSACTION_STATUSES } from '@owo/core/contract';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../http/errors';
import { assertTransition, canTransition, STATUS_TRANSITIONS, statusTableMarkdown } from './statuses';

const LEGAL = new Set([
  'pending>processing',
  'pending>completed',
  'pending>failed',
  'pending>cancelled',
  'processing>completed',
  'processing>failed',
  'completed>reversed',
  'completed>refunded',
]);

describe('the status table', () => {
  it('allows exactly the written transitions and refuses every other pair, staying put included', () => {
    let refused = 0;
    for (const from of TRANSACTION_STATUSES) {
      for (const to of TRANSACTION_STATUSES) {
        const legal = LEGAL.has(`${from}>${to}`);
        expect(canTransition(from, to), `${from} -> ${to}`).toBe(legal);
        if (legal) {
          expect(() => assertTransition(from, to)).not.toThrow();
        } else {
          refused++;
          let thrown: unknown;
          try {
            assertTransition(from, to);
          } catch (error) {
            thrown = error;
          }
          expect(thrown).toBeInstanceOf(HttpError);
          expect((thrown as HttpError).code).toBe('INVALID_TRANSITION');
        }
      }
    }
    expect(refused).toBe(TRANSACTION_STATUSES.length ** 2 - LEGAL.size);
  });

  it('names every status and documents itself as one table', () => {
    expect(Object.keys(STATUS_TRANSITIONS).sort()).toEqual([...TRANSACTION_STATUSES].sort());
    const table = statusTableMarkdown();
    for (const status of TRANSACTION_STATUSES) expect(table).toContain(`| ${status} |`);
  });
});
