import { configureRuntime } from '@owo/core';
import { testApiBase } from '../../test/api';
import { assert, assertEqual, waitFor } from '../../test/assert';
import { mountElement } from '../../test/forms';
import { type Mounted, mount } from '../../test/harness';
import { cacheUser } from '../../test/session';
import { PinSetupInFrame } from './pin-setup-in-frame';
import './pin-setup.element';

// owo-pin-setup on a partner's page: the API (Owo) on another host than this page (localhost), so the
// PIN is made in Owo's frame.
const owoOrigin = `http://127.0.0.1:${new URL(await testApiBase()).port}`;
configureRuntime({ apiBase: owoOrigin });
const STAND_IN = `http://127.0.0.1:${window.location.port}/test/fixtures/outcome-frame.html`;

describe('owo-pin-setup on a partner page', () => {
  let mounted: Mounted | undefined;
  afterEach(() => {
    mounted?.unmount();
    for (const element of document.querySelectorAll('owo-pin-setup')) element.remove();
  });

  it("opens for someone with no PIN with Owo's frame from Owo's origin, and never a keypad", async () => {
    cacheUser({ isPinSet: false });
    const host = mountElement('owo-pin-setup');
    const root = host.shadowRoot as ShadowRoot;
    const iframe = await waitFor(() => root.querySelector('iframe'), { timeout: 8000, message: 'the frame' });
    assertEqual(iframe.title, 'Set your Owo PIN');
    const src = new URL(iframe.src);
    assertEqual(src.origin, owoOrigin);
    assertEqual(src.searchParams.get('view'), 'pin-setup');
    assertEqual(root.querySelector('dialog')?.getAttribute('aria-label'), 'Set PIN');
    assertEqual(root.querySelector('.owo-keypad, [data-key], input'), null, 'no keypad or field');
  });

  it('hears that the PIN is set, and nothing before', async () => {
    let set = 0;
    mounted = await mount(
      <PinSetupInFrame
        owoOrigin={new URL(STAND_IN).origin}
        onSet={() => {
          set += 1;
        }}
      />,
    );
    const iframe = mounted.root.querySelector('iframe');
    assert(iframe, 'the frame');
    assertEqual(set, 0);
    iframe.src = `${STAND_IN}#${encodeURIComponent(JSON.stringify([{ type: 'edit' }, { type: 'pin-set' }]))}`;
    await waitFor(() => set === 1, { timeout: 5000, message: 'pin-set heard' });
  });
});
