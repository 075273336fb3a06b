import type { Clock } from '../../src/clock';

/** Real time plus an offset a test can push forward (code expiry, lockouts, grace windows). */
export class TestClock implements Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }
}
