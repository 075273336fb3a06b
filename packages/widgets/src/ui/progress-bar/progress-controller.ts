import { PROGRESS } from '../constants';

export interface ProgressState {
  /** 0..1 while shown; null when idle (the next start begins again at the minimum). */
  value: number | null;
  visible: boolean;
}

export interface ProgressOptions {
  minimum: number;
  speedMs: number;
  trickleMs: number;
  routeDoneMs: number;
}

/** NProgress's trickle: big steps early, smaller ones as the bar fills, never reaching the end alone. */
export function trickle(value: number): number {
  const step = value < 0.2 ? 0.1 : value < 0.5 ? 0.04 : value < 0.8 ? 0.02 : value < 0.99 ? 0.005 : 0;
  return Math.min(value + step, 0.994);
}

/**
 * The thin top bar's state (SPEC.md 2 and 9: minimum 0.1, speed 500, trickle 200, stops 500 ms after a
 * route change). Three things keep it running: start()/done(), a route change (for routeDoneMs), and
 * in-flight requests (core's 'progress:change' counter). It finishes when none of them is busy.
 */
export class ProgressController {
  readonly #options: ProgressOptions;
  #state: ProgressState = { value: null, visible: false };
  readonly #listeners = new Set<() => void>();
  #manual = false;
  #route = false;
  #requests = 0;
  #running = false;
  #trickleTimer: ReturnType<typeof setInterval> | undefined;
  #routeTimer: ReturnType<typeof setTimeout> | undefined;
  readonly #finishTimers: Array<ReturnType<typeof setTimeout>> = [];

  constructor(options: ProgressOptions = PROGRESS) {
    this.#options = options;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  readonly getState = (): ProgressState => this.#state;

  start(): void {
    this.#manual = true;
    this.#update();
  }

  done(): void {
    this.#manual = false;
    this.#update();
  }

  /** Call on every route change (path or query). */
  routeChanged(): void {
    this.#route = true;
    clearTimeout(this.#routeTimer);
    this.#routeTimer = setTimeout(() => {
      this.#route = false;
      this.#update();
    }, this.#options.routeDoneMs);
    this.#update();
  }

  setInFlight(count: number): void {
    this.#requests = count;
    this.#update();
  }

  dispose(): void {
    clearInterval(this.#trickleTimer);
    clearTimeout(this.#routeTimer);
    for (const timer of this.#finishTimers.splice(0)) clearTimeout(timer);
    this.#listeners.clear();
  }

  #set(state: ProgressState) {
    this.#state = state;
    for (const listener of this.#listeners) listener();
  }

  #update() {
    const busy = this.#manual || this.#route || this.#requests > 0;
    if (busy && !this.#running) this.#begin();
    else if (!busy && this.#running) this.#finish();
  }

  #begin() {
    this.#running = true;
    for (const timer of this.#finishTimers.splice(0)) clearTimeout(timer);
    const current = this.#state.value;
    this.#set({ value: current === null || current >= 1 ? this.#options.minimum : current, visible: true });
    this.#trickleTimer = setInterval(() => {
      const value = this.#state.value ?? this.#options.minimum;
      this.#set({ value: trickle(value), visible: true });
    }, this.#options.trickleMs);
  }

  #finish() {
    this.#running = false;
    clearInterval(this.#trickleTimer);
    const { speedMs } = this.#options;
    this.#set({ value: 1, visible: true });
    // Fill, then fade out, then reset: each step takes one `speed`.
    this.#finishTimers.push(
      setTimeout(() => this.#set({ value: 1, visible: false }), speedMs),
      setTimeout(() => this.#set({ value: null, visible: false }), speedMs * 2),
    );
  }
}
