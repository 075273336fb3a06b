import type { EventBus } from '../bus/event-bus';

export interface ProgressCounter {
  readonly inFlight: number;
  /** Counts one request as in flight; call the returned function (any number of times) when it settles. */
  start(): () => void;
}

/** The in-flight request count that drives the page's progress bar (SPEC.md 4, Request progress). */
export function createProgressCounter(bus: EventBus): ProgressCounter {
  let inFlight = 0;
  const publish = () => bus.emit('progress:change', { inFlight });

  return {
    get inFlight() {
      return inFlight;
    },
    start() {
      inFlight += 1;
      publish();
      let settled = false;
      return () => {
        if (settled) return;
        settled = true;
        inFlight -= 1;
        publish();
      };
    },
  };
}
