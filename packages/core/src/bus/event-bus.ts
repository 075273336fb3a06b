import type { OwoEventMap } from './events';

export type Listener<T> = (payload: T) => void;

/** How far back `notify: 'recent'` reaches, and how many payloads of one type it keeps at most. */
export const RECENT_MS = 10_000;
export const RECENT_LIMIT = 20;

export interface OnOptions {
  /**
   * A late subscriber catches up at once: `true` with the last payload emitted, if any (a state such as
   * progress); `'recent'` with every payload of the last RECENT_MS, oldest first (messages such as toasts,
   * where two sent before anyone listened are two things to show).
   */
  notify?: boolean | 'recent';
}

export interface EventBus<M extends object = OwoEventMap> {
  /** Subscribes to one event type; the returned function removes the listener. */
  on<K extends keyof M>(type: K, listener: Listener<M[K]>, options?: OnOptions): () => void;
  emit<K extends keyof M>(type: K, payload: M[K]): void;
}

export function createEventBus<M extends object = OwoEventMap>(): EventBus<M> {
  const listeners = new Map<keyof M, Set<Listener<never>>>();
  // The last RECENT_LIMIT payloads of each type, with when they were emitted, oldest first.
  const history = new Map<keyof M, [at: number, payload: unknown][]>();

  return {
    on(type, listener, options) {
      const set = listeners.get(type) ?? new Set();
      listeners.set(type, set);
      set.add(listener);
      const notify = options?.notify;
      const past = history.get(type) ?? [];
      const since = performance.now() - RECENT_MS;
      const replay = notify === 'recent' ? past.filter(([at]) => at >= since) : notify ? past.slice(-1) : [];
      for (const [, payload] of replay) listener(payload as M[typeof type]);
      return () => {
        set.delete(listener);
      };
    },
    emit(type, payload) {
      history.set(type, [...(history.get(type) ?? []).slice(1 - RECENT_LIMIT), [performance.now(), payload]]);
      // A copy, so a listener that unsubscribes (or subscribes) while we iterate changes nothing here.
      for (const listener of [...(listeners.get(type) ?? [])]) {
        try {
          (listener as Listener<typeof payload>)(payload);
        } catch (error) {
          // One failing listener (a widget, a partner script) must not stop the others hearing the event.
          console.error(`[owo] a '${String(type)}' listener threw`, error);
        }
      }
    },
  };
}
