import type { OwoEventMap } from './events';

export type Listener<T> = (payload: T) => void;

export interface OnOptions {
  /** Call the listener at once with the last payload emitted, if any (a late subscriber catches up). */
  notify?: boolean;
}

export interface EventBus<M extends object = OwoEventMap> {
  /** Subscribes to one event type; the returned function removes the listener. */
  on<K extends keyof M>(type: K, listener: Listener<M[K]>, options?: OnOptions): () => void;
  emit<K extends keyof M>(type: K, payload: M[K]): void;
}

export function createEventBus<M extends object = OwoEventMap>(): EventBus<M> {
  const listeners = new Map<keyof M, Set<Listener<never>>>();
  const last = new Map<keyof M, unknown>();

  return {
    on(type, listener, options) {
      const set = listeners.get(type) ?? new Set();
      listeners.set(type, set);
      set.add(listener);
      if (options?.notify && last.has(type)) listener(last.get(type) as M[typeof type]);
      return () => {
        set.delete(listener);
      };
    },
    emit(type, payload) {
      last.set(type, payload);
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
