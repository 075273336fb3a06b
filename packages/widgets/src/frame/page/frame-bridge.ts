import type { Channel, CheckedFrameInput, FrameOutcome } from '../../internal/runtime';

/** The bill a payment's page sent, as the contract (frameInput) checked it. */
export type Bill = Extract<CheckedFrameInput, { type: 'bill' }>['bill'];

let channel: Channel<FrameOutcome> | null = null;
let bill: Bill | null = null;
let email: string | null = null;
const listeners = new Set<() => void>();

/**
 * What the frame's views share with the frame's script: the port to the partner page (outcomes go out
 * here, and nothing else does), and what the page sent as the contract checked it: the bill it asked
 * to pay, or the email an account screen starts with.
 */
export const frameBridge = {
  connect(opened: Channel<FrameOutcome>): void {
    channel = opened;
  },
  tell(outcome: FrameOutcome): void {
    channel?.send(outcome);
  },
  bill: (): Bill | null => bill,
  setBill(next: Bill): void {
    bill = next;
    for (const listener of listeners) listener();
  },
  /** The email an account view's element was given (the address a code went to), if any. */
  email: (): string | null => email,
  setEmail(next: string): void {
    email = next;
    for (const listener of listeners) listener();
  },
  /** For useSyncExternalStore: a new bill or email arrived. */
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
