import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS } from '../constants';
import { PausableTimer } from './pausable-timer';

describe('PausableTimer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('toasts last 10000 ms by default (SPEC.md 9)', () => {
    expect(TOAST_DURATION_MS).toBe(10_000);
  });

  it('fires once after its duration', () => {
    const expire = vi.fn();
    new PausableTimer(TOAST_DURATION_MS, expire).resume();
    vi.advanceTimersByTime(9_999);
    expect(expire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(expire).toHaveBeenCalledTimes(1);
  });

  it('keeps the time left while paused and spends only that after resuming', () => {
    const expire = vi.fn();
    const timer = new PausableTimer(10_000, expire);
    timer.resume();
    vi.advanceTimersByTime(4_000);
    timer.pause();
    expect(timer.remaining).toBe(6_000);
    vi.advanceTimersByTime(60_000);
    expect(expire).not.toHaveBeenCalled();
    timer.resume();
    vi.advanceTimersByTime(5_999);
    expect(expire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(expire).toHaveBeenCalledTimes(1);
  });

  it('never fires once cancelled, and ignores repeated resume calls', () => {
    const expire = vi.fn();
    const timer = new PausableTimer(1_000, expire);
    timer.resume();
    timer.resume();
    timer.cancel();
    timer.resume();
    vi.advanceTimersByTime(5_000);
    expect(expire).not.toHaveBeenCalled();
  });
});
