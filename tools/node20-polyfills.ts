// vitest 5's reporter calls Map.groupBy, which Node 20 lacks: without this, a failing test crashes the
// reporter and its details are lost. Imported by each vitest config, so it runs in vitest's main process.
type GroupBy = <K, T>(items: Iterable<T>, key: (item: T, index: number) => K) => Map<K, T[]>;

const MapWithGroupBy = Map as unknown as { groupBy?: GroupBy };
MapWithGroupBy.groupBy ??= <K, T>(items: Iterable<T>, key: (item: T, index: number) => K) => {
  const groups = new Map<K, T[]>();
  let index = 0;
  for (const item of items) {
    const k = key(item, index++);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
};
