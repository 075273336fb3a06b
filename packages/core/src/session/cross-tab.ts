import { ACCESS_TOKEN_KEY } from './token-store';

export type CrossTabSignal = 'login' | 'logout';

export const SESSION_CHANNEL_NAME = 'owo-session';

/** The part of BroadcastChannel used here. */
export interface ChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  close(): void;
}

type EventSource = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

export interface CrossTabOptions {
  /** Opens the session channel; null turns the channel off. Defaults to BroadcastChannel when present. */
  createChannel?: ((name: string) => ChannelLike) | null;
  /** Where 'storage' events arrive (window); null turns them off. */
  storageEvents?: EventSource | null;
}

export interface CrossTab {
  /** Tells every other tab of the origin; never this one. */
  announce(signal: CrossTabSignal): void;
  /** Hears other tabs. A change may arrive twice (storage event and channel): handlers must be idempotent. */
  subscribe(handler: (signal: CrossTabSignal) => void): () => void;
  close(): void;
}

function defaultChannel(): ((name: string) => ChannelLike) | null {
  return typeof BroadcastChannel === 'function' ? (name) => new BroadcastChannel(name) : null;
}

function defaultStorageEvents(): EventSource | null {
  return typeof window === 'undefined' ? null : window;
}

/**
 * Session changes between tabs of one origin. The storage event on the token key works everywhere
 * localStorage does; the channel also covers a tab whose storage write raised no event.
 */
export function createCrossTab(options: CrossTabOptions = {}): CrossTab {
  const openChannel = options.createChannel === undefined ? defaultChannel() : options.createChannel;
  const channel = openChannel?.(SESSION_CHANNEL_NAME) ?? null;
  const storageEvents = options.storageEvents === undefined ? defaultStorageEvents() : options.storageEvents;
  const handlers = new Set<(signal: CrossTabSignal) => void>();
  const deliver = (signal: CrossTabSignal) => {
    for (const handler of [...handlers]) handler(signal);
  };

  const onMessage = (event: MessageEvent) => {
    const signal: unknown = (event.data as { signal?: unknown } | null)?.signal;
    if (signal === 'login' || signal === 'logout') deliver(signal);
  };
  const onStorage = (event: Event) => {
    const { key, oldValue, newValue } = event as StorageEvent;
    // key null: the whole storage was cleared, token included.
    if (key !== null && key !== ACCESS_TOKEN_KEY) return;
    if (newValue === null || newValue === undefined) deliver('logout');
    else if (oldValue === null) deliver('login');
    // A token replaced by another (a refresh elsewhere) needs nothing: requests read storage each time.
  };

  channel?.addEventListener('message', onMessage);
  storageEvents?.addEventListener('storage', onStorage);

  return {
    announce(signal) {
      channel?.postMessage({ signal });
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => {
        handlers.delete(handler);
      };
    },
    close() {
      channel?.removeEventListener('message', onMessage);
      channel?.close();
      storageEvents?.removeEventListener('storage', onStorage);
      handlers.clear();
    },
  };
}
