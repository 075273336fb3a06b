/**
 * history.state for an entry pushed (or replaced) outside React Router on a page it may run on: its
 * shape ({ usr, key, idx }), so the router reads `state` as the location's state and keeps counting
 * entries. The <owo-app> element pushes its own moves this way, and the host site hands an /app page to
 * its router on such an entry.
 */
export function historyEntry(state: unknown, replace: boolean) {
  const current = history.state as { idx?: unknown } | null;
  const idx = typeof current?.idx === 'number' ? current.idx + (replace ? 0 : 1) : undefined;
  return {
    usr: state ?? null,
    key: Math.random().toString(36).slice(2, 10),
    ...(idx === undefined ? {} : { idx }),
  };
}
