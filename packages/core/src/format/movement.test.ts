// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MINUS_SIGN } from './money';
import { describeMovement, formatMovement } from './movement';
import { movementVerb } from './movement-verb';

describe('describeMovement', () => {
  it.each([
    ['credit', 'completed', 'credit', 'credit', 'Received'],
    ['debit', 'completed', 'debit', 'debit', 'Sent'],
    ['credit', 'pending', null, 'pending', 'Incoming'],
    ['credit', 'processing', null, 'pending', 'Incoming'],
    ['debit', 'pending', 'debit', 'pending', 'Sending'],
    ['debit', 'processing', 'debit', 'pending', 'Sending'],
    ['credit', 'failed', null, 'void', 'Not received'],
    ['credit', 'cancelled', null, 'void', 'Not received'],
    ['debit', 'failed', null, 'void', 'Not sent'],
    ['debit', 'cancelled', null, 'void', 'Not sent'],
    ['credit', 'reversed', null, 'returned', 'Taken back'],
    ['credit', 'refunded', null, 'returned', 'Taken back'],
    ['debit', 'reversed', null, 'returned', 'Returned to you'],
    ['debit', 'refunded', null, 'returned', 'Returned to you'],
  ] as const)('a %s %s: sign %s, tone %s, "%s"', (direction, status, sign, tone, verb) => {
    expect(describeMovement(direction, status)).toEqual({ sign, tone });
    expect(movementVerb(direction, status)).toBe(verb);
  });

  it('reads the status in any case, as the badge does', () => {
    expect(describeMovement('credit', 'COMPLETED').tone).toBe('credit');
    expect(describeMovement('credit', ' Failed ').tone).toBe('void');
  });

  it('never shows an unknown or missing status as money received', () => {
    for (const status of ['', undefined, null, 'canceled', 'on_hold']) {
      expect(describeMovement('credit', status)).toEqual({ sign: null, tone: 'void' });
      expect(movementVerb('credit', status)).toBe('Not received');
    }
  });
});

describe('formatMovement', () => {
  it('signs only what moved', () => {
    expect(formatMovement(6_750_000, 'credit', 'completed')).toBe('+₦67,500.00');
    expect(formatMovement(6_750_000, 'credit', 'failed')).toBe('₦67,500.00');
    expect(formatMovement(6_750_000, 'credit', 'pending')).toBe('₦67,500.00');
    expect(formatMovement(500_000, 'debit', 'completed')).toBe(`${MINUS_SIGN}₦5,000.00`);
    expect(formatMovement(500_000, 'debit', 'pending')).toBe(`${MINUS_SIGN}₦5,000.00`);
    expect(formatMovement(500_000, 'debit', 'failed')).toBe('₦5,000.00');
    expect(formatMovement(500_000, 'debit', 'reversed')).toBe('₦5,000.00');
  });

  it('never signs a stored negative twice and keeps other currencies', () => {
    expect(formatMovement(-500, 'debit', 'completed')).toBe(`${MINUS_SIGN}₦5.00`);
    expect(formatMovement(-500, 'debit', 'failed')).toBe('₦5.00');
    expect(formatMovement(1_000, 'credit', 'completed', 'USD')).toBe('+$10.00');
  });
});
