import { describe, expect, it, vi } from 'vitest';
import { readServices } from './read-services';

describe('readServices', () => {
  it('keeps the order the page wrote, once each', () => {
    expect(readServices('mobile-data airtime, mobile-data')).toEqual(['mobile-data', 'airtime']);
  });

  it('offers all seven when nothing (or nothing known) is named', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readServices(undefined)).toHaveLength(7);
    expect(readServices('groceries')).toHaveLength(7);
    expect(warn).toHaveBeenCalledWith('[owo] owo-pay-bills: unknown service "groceries" ignored');
    warn.mockRestore();
  });
});
