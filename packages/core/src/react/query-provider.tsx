import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { getQueryClient } from '../query/runtime-query-client';
import { useRuntime } from './use-runtime';

/**
 * Gives react-query hooks the runtime's one QueryClient (made on first use). Goes inside a
 * <RuntimeProvider>. The QueryClient counts its mounts, so any number of roots can share it and
 * focus/online tracking stops only when the last one unmounts.
 */
export function QueryProvider({ children }: { children?: ReactNode }) {
  const runtime = useRuntime();
  return <QueryClientProvider client={getQueryClient(runtime)}>{children}</QueryClientProvider>;
}
