// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEventBus, RECENT_LIMIT, RECENT_MS } from './event-bus';
import { showToast } from './toast';

describe('event bus', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('delivers a payload to every listener of its type only', () => {
    const bus = createEventBus();
    const onProgress = vi.fn();
    const onLogout = vi.fn();
    bus.on('progress:change', onProgress);
    bus.on('session:logout', onLogout);
    bus.emit('progress:change', { inFlight: 2 });
    expect(onProgress).toHaveBeenCalledWith({ inFlight: 2 });
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('stops delivering after the returned unsubscribe is called', () => {
    const bus = createEventBus();
    const listener = vi.fn();
    const off = bus.on('navigate', listener);
    off();
    bus.emit('navigate', { to: '/auth/login' });
    expect(listener).not.toHaveBeenCalled();
  });

  it('replays the last payload to a late subscriber only when asked to notify', () => {
    const bus = createEventBus();
    bus.emit('progress:change', { inFlight: 1 });
    bus.emit('progress:change', { inFlight: 3 });
    const plain = vi.fn();
    const notified = vi.fn();
    bus.on('progress:change', plain);
    bus.on('progress:change', notified, { notify: true });
    expect(plain).not.toHaveBeenCalled();
    expect(notified).toHaveBeenCalledExactlyOnceWith({ inFlight: 3 });
  });

  it('replays every payload of the last RECENT_MS, oldest first, to a subscriber that asks for recent ones', () => {
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    const bus = createEventBus();
    const first = showToast(bus, 'error', 'Too old');
    clock += RECENT_MS + 1;
    const second = showToast(bus, 'error', 'One');
    clock += 1_000;
    const third = showToast(bus, 'success', 'Two');
    const seen: string[] = [];
    bus.on('toast:show', (toast) => seen.push(toast.id), { notify: 'recent' });
    expect(seen).toEqual([second, third]);
    expect(seen).not.toContain(first);
    // Afterwards it hears new payloads once, like any listener.
    const fourth = showToast(bus, 'info', 'Three');
    expect(seen).toEqual([second, third, fourth]);
  });

  it(`keeps at most ${RECENT_LIMIT} recent payloads of a type, and the last one for notify: true however old`, () => {
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    const bus = createEventBus();
    for (let i = 0; i < RECENT_LIMIT + 5; i++) bus.emit('progress:change', { inFlight: i });
    const recent: number[] = [];
    bus.on('progress:change', ({ inFlight }) => recent.push(inFlight), { notify: 'recent' });
    expect(recent).toEqual(Array.from({ length: RECENT_LIMIT }, (_, i) => i + 5));
    clock += RECENT_MS * 10;
    const last = vi.fn();
    bus.on('progress:change', last, { notify: true });
    expect(last).toHaveBeenCalledExactlyOnceWith({ inFlight: RECENT_LIMIT + 4 });
  });

  it('does not replay when nothing was emitted yet', () => {
    const bus = createEventBus();
    const listener = vi.fn();
    bus.on('session:changed', listener, { notify: true });
    expect(listener).not.toHaveBeenCalled();
  });

  it('keeps delivering to other listeners when one throws', () => {
    const bus = createEventBus();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const after = vi.fn();
    bus.on('navigate', () => {
      throw new Error('broken widget');
    });
    bus.on('navigate', after);
    bus.emit('navigate', { to: '/app/home' });
    expect(after).toHaveBeenCalledOnce();
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });

  it('lets a listener unsubscribe itself during delivery without skipping the next one', () => {
    const bus = createEventBus();
    const second = vi.fn();
    const off = bus.on('navigate', () => off());
    bus.on('navigate', second);
    bus.emit('navigate', { to: '/' });
    expect(second).toHaveBeenCalledOnce();
  });

  it('gives every toast a distinct id', () => {
    const bus = createEventBus();
    const toasts: { id: string; kind: string; message: string }[] = [];
    bus.on('toast:show', (toast) => toasts.push(toast));
    const first = showToast(bus, 'error', 'One');
    const second = showToast(bus, 'success', 'Two');
    expect(first).not.toBe(second);
    expect(toasts).toEqual([
      { id: first, kind: 'error', message: 'One' },
      { id: second, kind: 'success', message: 'Two' },
    ]);
  });
});
