import type * as z from 'zod/mini';
import { frameConnectMessage, type frameReadyMessage } from '../contract/frame';
import type { FrameOutcome } from '../contract/frame-outcome';
import {
  type Channel,
  channelOf,
  openPort,
  type PeerWindow,
  type Side,
  type WindowLike,
} from './frame-channel';

const READY: z.infer<typeof frameReadyMessage> = { owo: 'frame-ready' };

/** A contract schema, as far as checking an arrival goes. */
export interface InputSchema<In> {
  safeParse(data: unknown): { data?: In | undefined };
}

export interface FrameSideOptions<In> {
  /** The partner page's origin (the frame's `parent`, which its frame-ancestors policy enforced). */
  parentOrigin: string;
  /** The window that embeds the frame: the only one whose answer is believed. */
  parent: PeerWindow;
  /** What the view takes from the page (frameThemeInput, or frameInput for a payment). */
  inputs: InputSchema<In>;
  onInput: (input: In) => void;
}

/**
 * The frame's half: says `frame-ready` to the parent, on its origin only, and takes the port from the
 * first `frame-connect` that comes from that window and origin. Inputs are checked against `inputs`.
 */
export function connectToParent<In>(
  { parentOrigin, parent, inputs, onInput }: FrameSideOptions<In>,
  frame: WindowLike = window,
): Channel<FrameOutcome> {
  const side: Side<In, FrameOutcome> = {
    port: null,
    pending: [],
    accept: (data) => inputs.safeParse(data).data ?? null,
    onMessage: onInput,
  };
  const onMessage = (event: MessageEvent) => {
    if (side.port || event.origin !== parentOrigin || event.source !== parent) return;
    const port = event.ports[0];
    if (!port || !frameConnectMessage.safeParse(event.data).success) return;
    openPort(side, port);
  };
  frame.addEventListener('message', onMessage);
  parent.postMessage(READY, parentOrigin);
  return channelOf(side, () => frame.removeEventListener('message', onMessage));
}
