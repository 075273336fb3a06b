import { useEffect, useRef } from 'react';
import { useHostEvent } from '../internal/use-host-event';

/** Not settled yet: the bank or the provider has still to answer, so the result step keeps asking. */
export const isUnsettled = (status: string) => status === 'pending' || status === 'processing';

/**
 * A result step's record, as it settles: the page hears each status once (pending, then completed or
 * failed), whatever event class `eventFor` makes of it.
 */
export function useStatusEvents<T extends { status: string }>(
  record: T,
  eventFor: (record: T) => Event | null,
): void {
  const dispatch = useHostEvent();
  const told = useRef(new Set<string>());
  useEffect(() => {
    if (told.current.has(record.status)) return;
    told.current.add(record.status);
    const event = eventFor(record);
    if (event) dispatch(event);
  }, [record, eventFor, dispatch]);
}
