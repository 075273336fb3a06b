import { afterEach, describe, expect, it, vi } from 'vitest';
import { type CheckedFrameInput, frameInput } from '../contract/frame-input';
import { type FrameOutcome, frameOutcome } from '../contract/frame-outcome';
import { type Channel, connectToFrame, type PeerWindow, type WindowLike } from './frame-channel';
import { connectToParent } from './parent-channel';

const OWO = 'https://owo.example';
const SHOP = 'https://shop.example';

/** A window as the other side sees it: what was posted to it, with the target origin given. */
interface Posted {
  message: unknown;
  targetOrigin: string;
  transfer: Transferable[];
}
function peer(): PeerWindow & { posted: Posted[] } {
  const posted: Posted[] = [];
  return {
    posted,
    postMessage: (message, targetOrigin, transfer = []) => posted.push({ message, targetOrigin, transfer }),
  };
}

/** Delivers a message event to `target` as a browser would, naming its origin and source window. */
function deliver(
  target: EventTarget,
  data: unknown,
  origin: string,
  source: unknown,
  ports: MessagePort[] = [],
) {
  target.dispatchEvent(
    new MessageEvent('message', { data, origin, source: source as MessageEventSource, ports }),
  );
}

const nextMessage = () => new Promise((resolve) => setTimeout(resolve, 20));
const channels: Channel<unknown>[] = [];
afterEach(() => {
  for (const channel of channels.splice(0)) channel.close();
});

describe("the partner page's half", () => {
  function pageSide() {
    const page = new EventTarget();
    const frame = peer();
    const outcomes: FrameOutcome[] = [];
    const channel = connectToFrame(
      { owoOrigin: OWO, frame: () => frame, outcomes: frameOutcome, onOutcome: (o) => outcomes.push(o) },
      page as unknown as WindowLike,
    );
    channels.push(channel as Channel<unknown>);
    return { page, frame, outcomes, channel };
  }

  it("ignores frame-ready from another origin, or from another window on Owo's origin", () => {
    const { page, frame } = pageSide();
    deliver(page, { owo: 'frame-ready' }, 'https://evil.example', frame);
    deliver(page, { owo: 'frame-ready' }, OWO, peer());
    deliver(page, { owo: 'something-else' }, OWO, frame);
    expect(frame.posted).toEqual([]);
  });

  it("answers the frame's own frame-ready with a port, sent to Owo's origin exactly, and only once", () => {
    const { page, frame } = pageSide();
    deliver(page, { owo: 'frame-ready' }, OWO, frame);
    deliver(page, { owo: 'frame-ready' }, OWO, frame);
    expect(frame.posted).toHaveLength(1);
    expect(frame.posted[0]?.message).toEqual({ owo: 'frame-connect' });
    expect(frame.posted[0]?.targetOrigin).toBe(OWO);
    const [port] = frame.posted[0]?.transfer ?? [];
    expect(typeof (port as MessagePort | undefined)?.postMessage).toBe('function');
    (port as MessagePort).close();
  });

  it('hears only outcomes the contract allows, over the port; inputs wait for the handshake', async () => {
    const { page, frame, outcomes, channel } = pageSide();
    channel.send({ type: 'theme', theme: 'dark' });
    deliver(page, { owo: 'frame-ready' }, OWO, frame);
    const port = frame.posted[0]?.transfer[0] as MessagePort;
    const inputs: unknown[] = [];
    port.onmessage = (event) => inputs.push(event.data);
    port.postMessage({ type: 'paid', reference: 'OWO123', status: 'completed' });
    port.postMessage({ type: 'paid', reference: 'OWO123', status: '<img src=x>' });
    port.postMessage({ type: 'paid', reference: 'OWO123' });
    port.postMessage({ type: 'password', value: 'hunter2' });
    await nextMessage();
    expect(outcomes).toEqual([{ type: 'paid', reference: 'OWO123', status: 'completed' }]);
    expect(inputs).toEqual([{ type: 'theme', theme: 'dark' }]);
    port.close();
  });
});

describe("the frame's half", () => {
  function frameSide() {
    const frame = new EventTarget();
    const parent = peer();
    const inputs: CheckedFrameInput[] = [];
    const channel = connectToParent(
      { parentOrigin: SHOP, parent, inputs: frameInput, onInput: (input) => inputs.push(input) },
      frame as unknown as WindowLike,
    );
    channels.push(channel as Channel<unknown>);
    return { frame, parent, inputs, channel };
  }

  it("says frame-ready to the parent on the parent's origin only", () => {
    const { parent } = frameSide();
    expect(parent.posted).toEqual([{ message: { owo: 'frame-ready' }, targetOrigin: SHOP, transfer: [] }]);
  });

  it('takes no port from another origin, another window, or a message without one', async () => {
    const { frame, parent, channel } = frameSide();
    const stolen = new MessageChannel();
    const heard = vi.fn();
    stolen.port1.onmessage = heard;
    deliver(frame, { owo: 'frame-connect' }, 'https://evil.example', parent, [stolen.port2]);
    deliver(frame, { owo: 'frame-connect' }, SHOP, peer(), [stolen.port2]);
    deliver(frame, { owo: 'frame-connect' }, SHOP, parent);
    channel.send({ type: 'signed-in' });
    await nextMessage();
    expect(heard).not.toHaveBeenCalled();
    stolen.port1.close();
  });

  it("connects to the parent's port, sends what waited, and checks every input", async () => {
    const { frame, parent, inputs, channel } = frameSide();
    channel.send({ type: 'size', height: 320 });
    const { port1, port2 } = new MessageChannel();
    const outcomes: unknown[] = [];
    port1.onmessage = (event) => outcomes.push(event.data);
    deliver(frame, { owo: 'frame-connect' }, SHOP, parent, [port2]);
    channel.send({ type: 'signed-in' });
    port1.postMessage({
      type: 'bill',
      bill: { service: 'airtime', biller: 'mtn', customerId: ' 08031111111 ', amount: 20_000 },
    });
    port1.postMessage({
      type: 'bill',
      bill: { service: 'airtime', biller: 'mtn', customerId: '0803', amount: 1 },
    });
    port1.postMessage({ type: 'theme', theme: 'neon' });
    await nextMessage();
    expect(outcomes).toEqual([{ type: 'size', height: 320 }, { type: 'signed-in' }]);
    expect(inputs).toEqual([
      {
        type: 'bill',
        bill: { service: 'airtime', biller: 'mtn', customerId: '08031111111', amount: 20_000 },
      },
    ]);
    port1.close();
  });
});
