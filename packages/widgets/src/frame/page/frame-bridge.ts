import type { Channel, CheckedFrameInput, FrameOutcome } from '../../internal/runtime';

/** The bill a payment's page sent, as the contract (frameInput) checked it. */
export type Bill = Extract<CheckedFrameInput, { type: 'bill' }>['bill'];

let channel: Channel<FrameOutcome> | null = null;
let bill: Bill | null = null;
const listeners = new Set<() => void>();

/**
 * What the frame's views share with the frame's script: the port to the partner page (outcomes go out
 * here, and nothing else does) and the bill the page asked to pay, as the contract checked it.
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
  /** For useSyncExternalStore: a new bill arrived. */
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
