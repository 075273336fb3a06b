/**
 * Kept apart from ./runtime.tsx, which every element imports: a module is bundled whole, so a boundary
 * defined there would put react-query on every element's page.
 */
import { QueryProvider } from '@owo/core/react';
import type { ReactNode } from 'react';

/** Gives react-query hooks the page's one QueryClient; only elements that use them wrap their component in it. */
export function QueryBoundary({ children }: { children: ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}
