import { configureRuntime } from '@owo/core';
import { createAccount, testApiBase } from '../../test/api';
import { assert, assertDeepEqual, assertEqual, waitFor } from '../../test/assert';
import { control, mountElement, submit, type } from '../../test/forms';
import { type Mounted, mount } from '../../test/harness';
import { fundWallet, setPin } from '../../test/money';
import { signInNewAccount } from '../../test/session';
import type { Transaction } from '../internal/runtime';
import { SendInFrame } from './send-in-frame';
import './send-money.element';

// owo-send-money on a partner's page: the API (Owo) on another host than this page (localhost), so the
// review and the PIN are Owo's frame's. The real API behind 127.0.0.1, the same server as localhost.
const api = new URL(await testApiBase());
const owoOrigin = `http://127.0.0.1:${api.port}`;
configureRuntime({ apiBase: owoOrigin });
const recipient = await createAccount({ verified: true });
await signInNewAccount();
await setPin('2468');
await fundWallet(500_000);

/** Owo's keypad, a PIN field or a password field: none may be on a partner's page. */
const PIN_PARTS = '.owo-keypad, [data-key], input[type=password]';
const STAND_IN = `http://127.0.0.1:${window.location.port}/test/fixtures/outcome-frame.html`;

describe('owo-send-money on a partner page', () => {
  let mounted: Mounted | undefined;
  afterEach(() => {
    mounted?.unmount();
    for (const element of document.querySelectorAll('owo-send-money')) element.remove();
  });

  it("after the details, shows Owo's transfer frame from Owo's origin, and never a review or a keypad", async () => {
    const host = mountElement('owo-send-money');
    const root = host.shadowRoot as ShadowRoot;
    await waitFor(() => root.querySelector('form'), { timeout: 8000, message: 'the details' });
    await type(control(host, 'Username, email or phone'), recipient.username);
    await type(control(host, 'Amount (₦)'), '1500');
    await submit(host);
    const iframe = await waitFor(() => root.querySelector('iframe'), { timeout: 8000, message: 'the frame' });
    assertEqual(iframe.title, 'Confirm your transfer with Owo');
    const src = new URL(iframe.src);
    assertEqual(src.origin, owoOrigin);
    assertEqual(src.searchParams.get('view'), 'transfer');
    assertEqual(src.searchParams.get('parent'), window.location.origin);
    // The amount and the recipient go to the frame over its port, never in its address.
    assert(!iframe.src.includes('1500') && !iframe.src.includes(recipient.username), 'no draft');
    assertEqual(root.querySelector(PIN_PARTS), null, 'no keypad, PIN or password field');
    assert(!root.textContent?.includes('Confirm the transfer'), 'no review of its own');
  });

  it("reads the transfer the frame made by its reference, with the page's session, and hears Edit", async () => {
    const reads: string[] = [];
    const sent: Transaction[] = [];
    let edits = 0;
    const transaction = { reference: 'OWO-TEST-1', status: 'completed' } as Transaction;
    mounted = await mount(
      <SendInFrame
        owoOrigin={new URL(STAND_IN).origin}
        draft={{ kind: 'user', recipient: recipient.email, amount: 150_000 }}
        read={async (reference) => {
          reads.push(reference);
          return transaction;
        }}
        onEdit={() => {
          edits += 1;
        }}
        onSent={(t) => sent.push(t)}
      />,
    );
    const iframe = mounted.root.querySelector('iframe');
    assert(iframe, 'the frame');
    const outcomes = [{ type: 'edit' }, { type: 'paid', reference: 'OWO-TEST-1', status: 'completed' }];
    iframe.src = `${STAND_IN}#${encodeURIComponent(JSON.stringify(outcomes))}`;
    await waitFor(() => sent.length === 1, { timeout: 5000, message: 'the transaction, read' });
    assertEqual(edits, 1);
    assertDeepEqual(reads, ['OWO-TEST-1']);
    assertEqual(sent[0], transaction);
  });
});
