import { describe, expect, it } from 'vitest';
import { CONFIRM_DEFAULTS } from '../constants';
import { validateDialogInput } from './validators';

describe('dialog input validators (SPEC.md 5)', () => {
  it("rejects a bad email with 'Invalid email address'", () => {
    expect(validateDialogInput('email', 'ada@example.com')).toBeNull();
    expect(validateDialogInput('email', 'ada@example')).toBe('Invalid email address');
    expect(validateDialogInput('email', '')).toBe('Invalid email address');
  });

  it("rejects a bad URL with 'Invalid URL'", () => {
    expect(validateDialogInput('url', 'https://owo.example/pay?x=1')).toBeNull();
    expect(validateDialogInput('url', 'owo.example')).toBe('Invalid URL');
    expect(validateDialogInput('url', 'javascript:alert(1)')).toBe('Invalid URL');
  });

  it('accepts any text', () => {
    expect(validateDialogInput('text', '')).toBeNull();
  });

  it('has SPEC.md 9 defaults', () => {
    expect(CONFIRM_DEFAULTS).toEqual({
      confirmText: 'OK',
      denyText: 'No',
      cancelText: 'Cancel',
      closeLabel: 'Close this dialog',
      showCancel: true,
    });
  });
});
