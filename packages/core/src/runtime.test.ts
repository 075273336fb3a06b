// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OwoRuntime } from './runtime';

const RUNTIME_KEY = Symbol.for('owo.runtime');
const CONFIG_KEY = Symbol.for('owo.runtime.config');
const COPY_WARNED_KEY = Symbol.for('owo.copies.warned');
const slot = globalThis as Record<symbol, unknown>;

/** A fresh copy of the module, as a second bundle on the page would load it. */
const loadCopy = async () => {
  vi.resetModules();
  return import('./runtime');
};

beforeEach(() => {
  delete slot[RUNTIME_KEY];
  delete slot[CONFIG_KEY];
  delete slot[COPY_WARNED_KEY];
});
afterEach(() => {
  (slot[RUNTIME_KEY] as OwoRuntime | undefined)?.dispose();
  delete slot[RUNTIME_KEY];
  delete slot[CONFIG_KEY];
  delete slot[COPY_WARNED_KEY];
  vi.restoreAllMocks();
});

describe('the page runtime', () => {
  it('is created once and shared through globalThis by every bundle copy, which the page hears of once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const first = await loadCopy();
    const second = await loadCopy();
    const third = await loadCopy();
    const runtime = first.getRuntime();
    expect(first.getRuntime()).toBe(runtime);
    expect(warn).not.toHaveBeenCalled();
    expect(second.getRuntime()).toBe(runtime);
    expect(third.getRuntime()).toBe(runtime);
    expect(second.getRuntime()).toBe(runtime);
    expect(slot[RUNTIME_KEY]).toBe(runtime);
    expect(runtime.version).toBe(first.OWO_VERSION);
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/second copy of Owo/);
  });

  it('holds the config, http client, session, QueryClient, jotai store and bus, and no feature', async () => {
    const { getRuntime } = await loadCopy();
    const runtime = getRuntime();
    expect(runtime.config).toEqual({ apiBase: '' });
    for (const part of ['http', 'session', 'store', 'bus'] as const) {
      expect(runtime[part]).toBeDefined();
    }
    // Features are built on first use, once per runtime (feature/feature-api.ts), never by the runtime.
    expect(Object.keys(runtime)).not.toContain('notifications');
    const { notificationsApi } = await import('./notifications/api');
    expect(notificationsApi(runtime)).toBe(notificationsApi(runtime));
    // The QueryClient is made on first use, one per runtime, shared by every bundle copy.
    const first = await import('./query/runtime-query-client');
    vi.resetModules();
    const second = await import('./query/runtime-query-client');
    expect(first.getQueryClient(runtime)).toBeDefined();
    expect(second.getQueryClient(runtime)).toBe(first.getQueryClient(runtime));
  });

  it('takes configureRuntime() made before first use, even from another copy', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const first = await loadCopy();
    const second = await loadCopy();
    first.configureRuntime({ apiBase: 'https://api.owo.test' });
    expect(second.getRuntime().config.apiBase).toBe('https://api.owo.test');
  });

  it('warns and ignores configureRuntime() after the runtime started', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { configureRuntime, getRuntime } = await loadCopy();
    getRuntime();
    configureRuntime({ apiBase: 'https://late.example' });
    expect(getRuntime().config.apiBase).toBe('');
    expect(warn).toHaveBeenCalledOnce();
  });

  it('reuses a runtime of another version with one clear warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const other = await loadCopy();
    const older = { ...other.createRuntime({ createChannel: null }), version: '0.0.1' };
    slot[RUNTIME_KEY] = older;
    const { getRuntime } = await loadCopy();
    expect(getRuntime()).toBe(older);
    expect(getRuntime()).toBe(older);
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/found Owo 0\.0\.1 on this page/);
  });

  it('createRuntime() gives an isolated runtime that is not the page one', async () => {
    const { createRuntime, getRuntime } = await loadCopy();
    const isolated = createRuntime({ createChannel: null });
    expect(isolated).not.toBe(getRuntime());
    expect(slot[RUNTIME_KEY]).not.toBe(isolated);
    isolated.dispose();
  });
});
