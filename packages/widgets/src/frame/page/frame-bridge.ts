import type { Channel, CheckedFrameInput, FrameOutcome } from '../../internal/runtime';

/** What a view's page sent besides the theme (a bill, a transfer), as the contract checked it. */
export type ViewInput = Exclude<CheckedFrameInput, { type: 'theme' }>;
/** The bill a payment's page sent (frameInput). */
export type Bill = Extract<ViewInput, { type: 'bill' }>['bill'];
/** The transfer a transfer's page sent (transferFrameInput). */
export type Transfer = Extract<ViewInput, { type: 'transfer' }>['transfer'];

let channel: Channel<FrameOutcome> | null = null;
let input: ViewInput | null = null;
let email: string | null = null;
const listeners = new Set<() => void>();

/**
 * What the frame's views share with the frame's script: the port to the partner page (outcomes go out
 * here, and nothing else does), and what the page sent as the contract checked it: what it asked a
 * money view to do, or the email an account screen starts with.
 */
export const frameBridge = {
  connect(opened: Channel<FrameOutcome>): void {
    channel = opened;
  },
  tell(outcome: FrameOutcome): void {
    channel?.send(outcome);
  },
  input: (): ViewInput | null => input,
  setInput(next: ViewInput): void {
    input = next;
    for (const listener of listeners) listener();
  },
  /** The email an account view's element was given (the address a code went to), if any. */
  email: (): string | null => email,
  setEmail(next: string): void {
    email = next;
    for (const listener of listeners) listener();
  },
  /** For useSyncExternalStore: a new input or email arrived. */
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
