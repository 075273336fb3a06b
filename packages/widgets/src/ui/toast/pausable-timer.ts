/** A one-shot timer that can pause and resume, keeping the time it had left (for hover-to-pause toasts). */
export class PausableTimer {
  readonly #onExpire: () => void;
  #remaining: number;
  #startedAt = 0;
  #handle: ReturnType<typeof setTimeout> | undefined;
  #done = false;

  constructor(durationMs: number, onExpire: () => void) {
    this.#remaining = durationMs;
    this.#onExpire = onExpire;
  }

  get running(): boolean {
    return this.#handle !== undefined;
  }

  /** Milliseconds left (as of the last pause while paused). */
  get remaining(): number {
    return this.running ? Math.max(0, this.#remaining - (Date.now() - this.#startedAt)) : this.#remaining;
  }

  resume(): void {
    if (this.running || this.#done) return;
    this.#startedAt = Date.now();
    this.#handle = setTimeout(() => {
      this.#handle = undefined;
      this.#done = true;
      this.#remaining = 0;
      this.#onExpire();
    }, this.#remaining);
  }

  pause(): void {
    if (!this.running) return;
    this.#remaining = this.remaining;
    clearTimeout(this.#handle);
    this.#handle = undefined;
  }

  cancel(): void {
    clearTimeout(this.#handle);
    this.#handle = undefined;
    this.#done = true;
  }
}
