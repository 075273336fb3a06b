import type { ReactNode } from 'react';
import { getRuntime, type OwoRuntime } from '../runtime';
import { RuntimeContext } from './runtime-context';

export interface RuntimeProviderProps {
  /** Defaults to the page's runtime, so every widget root on the page shares one cache and session. */
  runtime?: OwoRuntime;
  children?: ReactNode;
}

/**
 * Wrap each React root (one per widget) in this. It gives only the runtime: a root that uses react-query
 * hooks also wraps its part in <QueryProvider>, so react-query loads only where it is used.
 */
export function RuntimeProvider({ runtime, children }: RuntimeProviderProps) {
  return <RuntimeContext value={runtime ?? getRuntime()}>{children}</RuntimeContext>;
}
