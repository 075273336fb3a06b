// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { describeTransactionStatus } from './status';

describe('describeTransactionStatus', () => {
  it.each([
    ['completed', 'green', 'Completed'],
    ['pending', 'amber', 'Pending'],
    ['processing', 'amber', 'Processing'],
    ['failed', 'red', 'Failed'],
    ['cancelled', 'red', 'Cancelled'],
    ['refunded', 'blue', 'Refunded'],
    ['reversed', 'blue', 'Reversed'],
  ])('colours %s %s', (status, tone, label) => {
    expect(describeTransactionStatus(status)).toEqual({ tone, label });
  });

  it.each([
    ['COMPLETED', 'green'],
    ['Pending', 'amber'],
    ['PrOcEsSiNg', 'amber'],
    ['FAILED', 'red'],
    [' Cancelled ', 'red'],
    ['REFUNDED', 'blue'],
    ['Reversed', 'blue'],
  ])('ignores case and surrounding space: %j is %s', (status, tone) => {
    expect(describeTransactionStatus(status).tone).toBe(tone);
  });

  it('labels any case the same way', () => {
    expect(describeTransactionStatus('COMPLETED').label).toBe('Completed');
  });

  it.each(['on_hold', 'canceled', 'complete', 'success', 'constructor', 'toString'])(
    'draws a status SPEC.md 4 does not name (%j) grey',
    (status) => {
      expect(describeTransactionStatus(status).tone).toBe('grey');
    },
  );

  it('labels an unknown status readably', () => {
    expect(describeTransactionStatus('ON_HOLD')).toEqual({ tone: 'grey', label: 'On hold' });
    expect(describeTransactionStatus('awaiting-review')).toEqual({ tone: 'grey', label: 'Awaiting review' });
  });

  it.each([null, undefined, '', '   '])('draws a missing status (%j) grey, labelled Unknown', (status) => {
    expect(describeTransactionStatus(status)).toEqual({ tone: 'grey', label: 'Unknown' });
  });
});
