import { afterEach, describe, expect, it, vi } from 'vitest';
import { RESET_HANDOVER_KEY, resetHandover } from './reset-handover';

describe('resetHandover', () => {
  afterEach(() => {
    resetHandover.clear();
    vi.restoreAllMocks();
  });

  it('keeps the email from the first step and the token from the second, in this tab only', () => {
    resetHandover.start('ada@example.com');
    expect(resetHandover.email()).toBe('ada@example.com');
    expect(resetHandover.token()).toBeNull();
    resetHandover.verified('ada@example.com', 'reset-token');
    expect(JSON.parse(sessionStorage.getItem(RESET_HANDOVER_KEY) ?? '')).toEqual({
      email: 'ada@example.com',
      resetToken: 'reset-token',
    });
    expect(localStorage.getItem(RESET_HANDOVER_KEY)).toBeNull();
    expect(resetHandover.token('ada@example.com')).toBe('reset-token');
  });

  it('gives the token only for its own email', () => {
    resetHandover.verified('ada@example.com', 'reset-token');
    expect(resetHandover.token('bola@example.com')).toBeNull();
    expect(resetHandover.token(null)).toBe('reset-token');
  });

  it('drops an earlier token when a new reset starts, and everything once cleared', () => {
    resetHandover.verified('ada@example.com', 'reset-token');
    resetHandover.start('ada@example.com');
    expect(resetHandover.token()).toBeNull();
    resetHandover.clear();
    expect(resetHandover.email()).toBeNull();
    expect(sessionStorage.getItem(RESET_HANDOVER_KEY)).toBeNull();
  });

  it('follows sessionStorage when it works: cleared there (a new tab, a test), gone here', () => {
    resetHandover.verified('ada@example.com', 'reset-token');
    sessionStorage.clear();
    expect(resetHandover.token()).toBeNull();
  });

  it('ignores a stored value it cannot read', () => {
    sessionStorage.setItem(RESET_HANDOVER_KEY, '{not json');
    expect(resetHandover.email()).toBeNull();
    sessionStorage.setItem(RESET_HANDOVER_KEY, JSON.stringify({ email: 1, resetToken: 'x' }));
    expect(resetHandover.token()).toBeNull();
  });

  it('still hands over within the page when sessionStorage refuses writes', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('QuotaExceededError');
    });
    resetHandover.verified('ada@example.com', 'reset-token');
    expect(resetHandover.token('ada@example.com')).toBe('reset-token');
  });
});
