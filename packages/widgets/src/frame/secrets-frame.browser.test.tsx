import { assert, assertDeepEqual, assertEqual, sleep, waitFor } from '../../test/assert';
import { type Mounted, mount } from '../../test/harness';
import { type FrameOutcome, signInOutcome } from '../internal/runtime';
import { SecretsFrame } from './secrets-frame';

// The page's half of the secrets frame in a real browser, with a real frame of another origin: this
// page is on localhost, the stand-in frame on 127.0.0.1 (same server, another origin to the browser).
const frameOrigin = `http://127.0.0.1:${window.location.port}`;
const FAKE_FRAME = '/test/fixtures/fake-frame.html';

type Heard = Exclude<FrameOutcome, { type: 'size' }>;

async function mountFrame(owoOrigin: string, heard: Heard[]): Promise<Mounted> {
  const mounted = await mount(
    <SecretsFrame
      owoOrigin={owoOrigin}
      view="login"
      title="Sign in to Owo"
      outcomes={signInOutcome}
      onOutcome={(o) => heard.push(o)}
    />,
  );
  // secretsFrameUrl points at Owo's frame page; the stand-in lives at another path of that origin.
  const iframe = mounted.root.querySelector('iframe');
  assert(iframe, 'an iframe');
  iframe.src = `${owoOrigin}${FAKE_FRAME}`;
  return mounted;
}

describe('the secrets frame on a partner page', () => {
  let mounted: Mounted | undefined;
  afterEach(() => mounted?.unmount());

  it("connects to Owo's frame on Owo's origin, sizes it and hears its outcomes over the port only", async () => {
    const heard: Heard[] = [];
    mounted = await mountFrame(frameOrigin, heard);
    const iframe = mounted.root.querySelector('iframe') as HTMLIFrameElement;
    await waitFor(() => iframe.style.height === '123px', { message: 'sized from the frame' });
    assertEqual(iframe.title, 'Sign in to Owo');
    assertEqual(mounted.root.querySelector('[role="status"]'), null, 'no loading line once drawn');
    // The theme the page sent came back as a link: inputs reach the frame. The "paid" with a status that
    // is no status's name, and the signed-in posted on the window rather than the port, are dropped.
    await waitFor(() => heard.length >= 2, { message: 'two outcomes' });
    await sleep(100);
    assertDeepEqual(heard, [{ type: 'signed-in' }, { type: 'navigate', to: 'register' }]);
  });

  it('ignores a frame of another origin than the one it expects Owo on', async () => {
    const heard: Heard[] = [];
    mounted = await mountFrame(frameOrigin, heard);
    mounted.unmount();
    // The same stand-in, while the element believes Owo is elsewhere: its frame-ready is not answered.
    mounted = await mount(
      <SecretsFrame
        owoOrigin="http://127.0.0.1:1"
        view="login"
        title="Sign in to Owo"
        outcomes={signInOutcome}
        onOutcome={(o) => heard.push(o)}
      />,
    );
    const iframe = mounted.root.querySelector('iframe') as HTMLIFrameElement;
    iframe.src = `${frameOrigin}${FAKE_FRAME}`;
    await new Promise((resolve) => iframe.addEventListener('load', resolve, { once: true }));
    await sleep(300);
    assertDeepEqual(heard, []);
    assertEqual(iframe.dataset.state, 'loading');
    assert(mounted.root.querySelector('[role="status"]'), 'still loading');
  });

  it('ignores frame-ready and outcomes that the page itself (or any window but the frame) posts', async () => {
    const heard: Heard[] = [];
    mounted = await mount(
      <SecretsFrame
        owoOrigin={window.location.origin}
        view="login"
        title="Sign in to Owo"
        outcomes={signInOutcome}
        onOutcome={(o) => heard.push(o)}
      />,
    );
    window.postMessage({ owo: 'frame-ready' }, window.location.origin);
    window.postMessage({ type: 'signed-in' }, window.location.origin);
    await sleep(200);
    assertDeepEqual(heard, []);
  });
});
