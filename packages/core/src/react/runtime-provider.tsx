import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai/react';
import type { ReactNode } from 'react';
import { getRuntime, type OwoRuntime } from '../runtime';
import { RuntimeContext } from './runtime-context';

export interface RuntimeProviderProps {
  /** Defaults to the page's runtime, so every widget root on the page shares one cache and session. */
  runtime?: OwoRuntime;
  children?: ReactNode;
}

/**
 * Wrap each React root (one per widget) in this. The QueryClient counts its mounts, so any number of
 * roots can share it and focus/online tracking stops only when the last one unmounts.
 */
export function RuntimeProvider({ runtime, children }: RuntimeProviderProps) {
  const value = runtime ?? getRuntime();
  return (
    <RuntimeContext value={value}>
      <QueryClientProvider client={value.queryClient}>
        <JotaiProvider store={value.store}>{children}</JotaiProvider>
      </QueryClientProvider>
    </RuntimeContext>
  );
}
