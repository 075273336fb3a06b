// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createEventBus } from './event-bus';
import { showToast } from './toast';

describe('event bus', () => {
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
