import { describe, expect, it, vi } from 'vitest';
import { type RevalidateEnvironment, SESSION_REFETCH_INTERVAL_MS, watchSession } from './revalidate';
import type { Session } from './session';

function fakeSession() {
  const verifySession = vi.fn(async () => null);
  return { session: { verifySession } as unknown as Session, verifySession };
}

function fakeEnvironment() {
  let now = 0;
  const intervals = new Map<number, () => void>();
  let nextId = 1;
  const target = new EventTarget();
  let visible = true;
  const env: RevalidateEnvironment = {
    now: () => now,
    setInterval: (fn) => {
      intervals.set(nextId, fn);
      return nextId++;
    },
    clearInterval: (handle) => intervals.delete(handle as number),
    target: target as unknown as RevalidateEnvironment['target'],
    isVisible: () => visible,
  };
  return {
    env,
    advance(ms: number) {
      now += ms;
    },
    tick: () => {
      for (const fn of intervals.values()) fn();
    },
    fire: (type: string) => target.dispatchEvent(new Event(type)),
    hide: () => {
      visible = false;
    },
    intervals,
  };
}

describe('watchSession (SPEC.md 7 session query)', () => {
  it('re-checks on every 5-minute tick', () => {
    const { session, verifySession } = fakeSession();
    const clock = fakeEnvironment();
    const stop = watchSession(session, clock.env);
    expect(SESSION_REFETCH_INTERVAL_MS).toBe(300_000);
    clock.tick();
    clock.tick();
    expect(verifySession).toHaveBeenCalledTimes(2);
    stop();
  });

  it('re-checks on focus only once 5 minutes have passed, and never while the page is hidden', () => {
    const { session, verifySession } = fakeSession();
    const clock = fakeEnvironment();
    const stop = watchSession(session, clock.env);
    clock.advance(299_999);
    clock.fire('focus');
    expect(verifySession).not.toHaveBeenCalled();
    clock.advance(1);
    clock.fire('focus');
    expect(verifySession).toHaveBeenCalledTimes(1);
    clock.advance(300_000);
    clock.hide();
    clock.fire('focus');
    expect(verifySession).toHaveBeenCalledTimes(1);
    stop();
  });

  it('re-checks on reconnect at once', () => {
    const { session, verifySession } = fakeSession();
    const clock = fakeEnvironment();
    const stop = watchSession(session, clock.env);
    clock.fire('online');
    expect(verifySession).toHaveBeenCalledTimes(1);
    stop();
  });

  it('shares one timer between watchers and stops with the last one', () => {
    const { session, verifySession } = fakeSession();
    const clock = fakeEnvironment();
    const first = watchSession(session, clock.env);
    const second = watchSession(session, clock.env);
    expect(clock.intervals.size).toBe(1);
    first();
    first();
    expect(clock.intervals.size).toBe(1);
    second();
    expect(clock.intervals.size).toBe(0);
    clock.fire('online');
    expect(verifySession).not.toHaveBeenCalled();
  });
});
