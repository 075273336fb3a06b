import { useEffect, useRef } from 'react';
import type { OnOptions } from '../bus/event-bus';
import type { OwoEventMap } from '../bus/events';
import { useRuntime } from './use-runtime';

/** Listens to one bus event while mounted; the handler may change each render without resubscribing. */
export function useBusEvent<K extends keyof OwoEventMap>(
  type: K,
  handler: (payload: OwoEventMap[K]) => void,
  options?: OnOptions,
): void {
  const { bus } = useRuntime();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  const notify = options?.notify ?? false;
  useEffect(() => bus.on(type, (payload) => latest.current(payload), { notify }), [bus, type, notify]);
}
