import type { Channel, CheckedFrameInput, FrameOutcome } from '../../internal/runtime';

/** What a view's page sent besides the theme (a bill, a transfer), as the contract checked it. */
export type ViewInput = Exclude<CheckedFrameInput, { type: 'theme' }>;
/** The bill a payment's page sent (frameInput). */
export type Bill = Extract<ViewInput, { type: 'bill' }>['bill'];
/** The transfer a transfer's page sent (transferFrameInput). */
export type Transfer = Extract<ViewInput, { type: 'transfer' }>['transfer'];

let channel: Channel<FrameOutcome> | null = null;
let input: ViewInput | null = null;
const listeners = new Set<() => void>();

/**
 * What the frame's views share with the frame's script: the port to the partner page (outcomes go out
 * here, and nothing else does) and what the page asked the view to do, as the contract checked it.
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
  /** For useSyncExternalStore: a new input arrived. */
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
