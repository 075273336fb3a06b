import { QueryProvider, RuntimeProvider } from '@owo/core/react';
import type { ReactNode } from 'react';

/**
 * The page's runtime and its one QueryClient (DESIGN.md 1) for a part of the site that reads the API:
 * the site and the elements share one cache, so the balance in the header is the one a payment in
 * <owo-app> refreshes. Loaded with the parts that use it, so a page that reads nothing carries neither.
 */
export function RuntimeQueries({ children }: { children?: ReactNode }) {
  return (
    <RuntimeProvider>
      <QueryProvider>{children}</QueryProvider>
    </RuntimeProvider>
  );
}
