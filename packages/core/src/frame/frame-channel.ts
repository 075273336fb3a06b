import type * as z from 'zod/mini';
import { type frameConnectMessage, frameReadyMessage } from '../contract/frame';
import type { FrameAccountInput } from '../contract/frame-account';
import type { FrameInput } from '../contract/frame-input';
import type { FrameOutcome } from '../contract/frame-outcome';

/** What a page may send a view: a payment's inputs, or an account screen's. */
export type PageInput = FrameInput | FrameAccountInput;

const CONNECT: z.infer<typeof frameConnectMessage> = { owo: 'frame-connect' };

/** The part of `window` the handshake uses, so tests can stand in for either side. */
export interface WindowLike {
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

/** The frame's window as the page sees it (iframe.contentWindow), or its parent as the frame does. */
export interface PeerWindow {
  postMessage(message: unknown, targetOrigin: string, transfer?: Transferable[]): void;
}

export interface Channel<Out> {
  /** Sends now if connected, else once the handshake is done. */
  send(message: Out): void;
  /** Stops listening; the port is closed. */
  close(): void;
}

/** One end of the channel: its port once connected, what waits for it, and how arrivals are checked. */
export interface Side<In, Out> {
  port: MessagePort | null;
  pending: Out[];
  accept: (data: unknown) => In | null;
  onMessage: (message: In) => void;
}

export function openPort<In, Out>(side: Side<In, Out>, port: MessagePort): void {
  side.port = port;
  port.onmessage = (event) => {
    const message = side.accept(event.data);
    if (message) side.onMessage(message);
  };
  for (const message of side.pending.splice(0)) port.postMessage(message);
}

export function channelOf<In, Out>(side: Side<In, Out>, stop: () => void): Channel<Out> {
  return {
    send(message) {
      if (side.port) side.port.postMessage(message);
      else side.pending.push(message);
    },
    close() {
      stop();
      side.port?.close();
      side.port = null;
    },
  };
}

export interface PageSideOptions<O extends FrameOutcome = FrameOutcome> {
  /** Owo's origin: the only origin whose `frame-ready` is believed. */
  owoOrigin: string;
  /** The iframe's window now (null before it exists): the only window whose `frame-ready` is believed. */
  frame: () => PeerWindow | null;
  /** The view's outcomes (signInOutcome, paymentOutcome...): anything else that arrives is dropped. */
  outcomes: OutcomeSchema<O>;
  onOutcome: (outcome: O) => void;
}

/** A view's list of outcomes, as the contract defines it. */
export interface OutcomeSchema<O extends FrameOutcome> {
  safeParse(data: unknown): { data?: O | undefined };
}

/**
 * The partner page's half. It waits for `frame-ready` from the frame's own window on Owo's origin,
 * answers with a port sent to exactly that origin, and from then hears outcomes on the port only, each
 * checked against the contract. Anything else that arrives on the window is ignored.
 */
export function connectToFrame<O extends FrameOutcome>(
  { owoOrigin, frame, outcomes, onOutcome }: PageSideOptions<O>,
  page: WindowLike = window,
): Channel<PageInput> {
  const side: Side<O, PageInput> = {
    port: null,
    pending: [],
    accept: (data) => outcomes.safeParse(data).data ?? null,
    onMessage: onOutcome,
  };
  const onMessage = (event: MessageEvent) => {
    const target = frame();
    if (side.port || event.origin !== owoOrigin || !target || event.source !== target) return;
    if (!frameReadyMessage.safeParse(event.data).success) return;
    const { port1, port2 } = new MessageChannel();
    target.postMessage(CONNECT, owoOrigin, [port2]);
    openPort(side, port1);
  };
  page.addEventListener('message', onMessage);
  return channelOf(side, () => page.removeEventListener('message', onMessage));
}
