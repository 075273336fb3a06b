import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyApiBase } from './api-base';
import { getRuntime } from './runtime';

const element = (apiBase?: string) => {
  const host = document.createElement('owo-x');
  if (apiBase !== undefined) host.setAttribute('api-base', apiBase);
  return host;
};

describe('api-base', () => {
  afterEach(() => vi.restoreAllMocks());

  it('starts the page runtime with the first api-base; the same value again is fine, another is reported', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    applyApiBase(element());
    applyApiBase(element('https://api.example.com'));
    expect(getRuntime().config.apiBase).toBe('https://api.example.com');
    applyApiBase(element('https://api.example.com'));
    expect(warn).not.toHaveBeenCalled();
    applyApiBase(element('https://other.example.com'));
    expect(getRuntime().config.apiBase).toBe('https://api.example.com');
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]?.[0])).toContain('api-base="https://other.example.com"> is ignored');
  });
});
