/**
 * The runtime's jotai store and the session's atom as the public types name them. jotai is bundled into
 * the published package rather than installed beside it (jotai 3 declares Node >= 22; Owo supports 20),
 * so the declarations cannot import its types: these are the parts Owo uses, which jotai's own store and
 * atoms satisfy.
 */
export interface StoreAtom<Value> {
  read: (get: <V>(atom: StoreAtom<V>) => V, options: { readonly signal: AbortSignal }) => Value;
}

export interface JotaiStore {
  get<Value>(atom: StoreAtom<Value>): Value;
  set<Value>(atom: StoreAtom<Value>, value: Value): void;
  /** Calls `listener` after every change of the atom's value; returns the unsubscribe. */
  sub(atom: StoreAtom<unknown>, listener: () => void): () => void;
}
