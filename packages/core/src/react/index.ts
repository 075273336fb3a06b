export { QueryProvider } from './query-provider';
export { RuntimeProvider, type RuntimeProviderProps } from './runtime-provider';
export { useBusEvent } from './use-bus-event';
export { useRuntime } from './use-runtime';
export { type SessionState, useSession } from './use-session';
