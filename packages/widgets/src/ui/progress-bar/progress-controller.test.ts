import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROGRESS } from '../constants';
import { ProgressController, trickle } from './progress-controller';

describe('ProgressController (SPEC.md 9: minimum 0.1, speed 500, trickle 200)', () => {
  let progress: ProgressController;
  beforeEach(() => {
    vi.useFakeTimers();
    progress = new ProgressController();
  });
  afterEach(() => {
    progress.dispose();
    vi.useRealTimers();
  });

  it('uses the spec figures', () => {
    expect(PROGRESS).toEqual({ minimum: 0.1, speedMs: 500, trickleMs: 200, routeDoneMs: 500 });
  });

  it('starts at the minimum and trickles every 200 ms without reaching the end', () => {
    progress.start();
    expect(progress.getState()).toEqual({ value: 0.1, visible: true });
    vi.advanceTimersByTime(200);
    expect(progress.getState().value).toBeCloseTo(0.2);
    vi.advanceTimersByTime(200 * 500);
    expect(progress.getState().value).toBeLessThan(1);
    expect(trickle(0.994)).toBe(0.994);
  });

  it('on done fills to 1, fades after 500 ms and resets after another 500 ms', () => {
    progress.start();
    progress.done();
    expect(progress.getState()).toEqual({ value: 1, visible: true });
    vi.advanceTimersByTime(500);
    expect(progress.getState()).toEqual({ value: 1, visible: false });
    vi.advanceTimersByTime(500);
    expect(progress.getState()).toEqual({ value: null, visible: false });
  });

  it('runs for 500 ms after a route change, restarting the wait on another change', () => {
    progress.routeChanged();
    vi.advanceTimersByTime(400);
    progress.routeChanged();
    vi.advanceTimersByTime(400);
    expect(progress.getState().value).toBeLessThan(1);
    vi.advanceTimersByTime(100);
    expect(progress.getState().value).toBe(1);
  });

  it('keeps running while requests are in flight, even after the route wait', () => {
    progress.routeChanged();
    progress.setInFlight(2);
    vi.advanceTimersByTime(1_000);
    expect(progress.getState().value).toBeLessThan(1);
    progress.setInFlight(0);
    expect(progress.getState().value).toBe(1);
  });

  it('notifies subscribers and stops after unsubscribing', () => {
    const listener = vi.fn();
    const off = progress.subscribe(listener);
    progress.start();
    expect(listener).toHaveBeenCalled();
    off();
    listener.mockClear();
    vi.advanceTimersByTime(200);
    expect(listener).not.toHaveBeenCalled();
  });
});
