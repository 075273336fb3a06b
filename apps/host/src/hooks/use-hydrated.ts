import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the pre-rendered HTML and while React hydrates it, true from then on. A form uses it to stay
 * read-only until its handlers are attached: typed text would be lost to the controlled state, and a
 * native submit would put the fields in the URL.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
