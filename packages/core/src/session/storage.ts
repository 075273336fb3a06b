/** The part of the Web Storage API the runtime uses; localStorage in a page, a Map in tests or SSR. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function createMemoryStorage(): StorageLike {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, String(value));
    },
    removeItem: (key) => {
      items.delete(key);
    },
  };
}

/** localStorage when it works; it throws on access in some sandboxed iframes and privacy modes. */
export function defaultStorage(): StorageLike {
  try {
    const storage = globalThis.localStorage;
    const probe = '@owo-probe';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return createMemoryStorage();
  }
}
