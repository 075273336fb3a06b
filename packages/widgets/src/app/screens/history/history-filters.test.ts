import { describe, expect, it } from 'vitest';
import { readFilters, toListQuery, writeFilters } from './history-filters';

describe('history filters in the address', () => {
  it('reads the filters and the page, ignoring blanks and unknown names', () => {
    expect(readFilters('?status=failed&q=%20rent%20&page=3&direction=&colour=red')).toEqual({
      filters: { status: 'failed', q: 'rent' },
      page: 3,
    });
    expect(readFilters('?page=-2').page).toBe(1);
    expect(readFilters('').page).toBe(1);
  });

  it('writes them back in a stable order, page 1 left out', () => {
    expect(writeFilters({ q: 'rent', direction: 'debit' }, 1)).toBe('?direction=debit&q=rent');
    expect(writeFilters({}, 2)).toBe('?page=2');
    expect(writeFilters({})).toBe('');
  });

  it('asks the API for 20 a page', () => {
    expect(toListQuery({ type: 'bank' }, 2)).toEqual({ type: 'bank', page: 2, limit: 20 });
  });
});
