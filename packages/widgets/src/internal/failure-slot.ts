import { createContext } from 'react';

/**
 * Where a form reports a failed submit (undefined: the next attempt began), for its element to say it
 * when no toaster on the page did (internal/failure.tsx). Apart from that module, so a form pays for
 * nothing where nobody listens (Owo's secrets frame says every toast itself).
 */
export const FailureSlot = createContext<((error: unknown, retry?: () => void) => void) | null>(null);
