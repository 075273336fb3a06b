import { sendKeys } from '@web/test-runner-commands';
import { useState } from 'react';
import { assert, assertEqual, nextFrames, waitFor } from '../../../test/assert';
import { type Mounted, mount } from '../../../test/harness';
import type { ConfirmOptions, ConfirmResult } from './confirm-dialog';
import { ConfirmProvider, useConfirm } from './confirm-provider';

const handled: Array<string | true> = [];
const results: ConfirmResult[] = [];

function Asker({ options }: { options: Omit<ConfirmOptions, 'handler'> }) {
  const confirm = useConfirm();
  const [asked, setAsked] = useState(0);
  return (
    <button
      type="button"
      id="ask"
      onClick={async () => {
        setAsked(asked + 1);
        results.push(await confirm({ ...options, handler: (value) => handled.push(value) }));
      }}
    >
      Ask
    </button>
  );
}

describe('confirmation dialog helper', () => {
  let m: Mounted;
  const dialog = () => m.root.querySelector('dialog');
  const buttonNamed = (name: string) =>
    [...(dialog()?.querySelectorAll('button') ?? [])].find(
      (b) => b.textContent === name || b.getAttribute('aria-label') === name,
    );
  async function ask(options: Omit<ConfirmOptions, 'handler'>) {
    m = await mount(
      <ConfirmProvider>
        <Asker options={options} />
      </ConfirmProvider>,
    );
    (m.root.getElementById('ask') as HTMLButtonElement).click();
    return waitFor(() => dialog()?.open && dialog(), { message: 'dialog open' });
  }
  beforeEach(() => {
    handled.length = 0;
    results.length = 0;
  });
  afterEach(() => m.unmount());

  it('shows OK and Cancel by default, a close button labelled "Close this dialog", as a labelled alertdialog', async () => {
    const open = await ask({ title: 'Delete card?', text: 'This cannot be undone.' });
    assertEqual(open.getAttribute('role'), 'alertdialog');
    assertEqual(
      m.root.getElementById(open.getAttribute('aria-labelledby') ?? '')?.textContent,
      'Delete card?',
    );
    assertEqual(
      m.root.getElementById(open.getAttribute('aria-describedby') ?? '')?.textContent,
      'This cannot be undone.',
    );
    assert(buttonNamed('OK') && buttonNamed('Cancel') && buttonNamed('Close this dialog'), 'default buttons');
    assert(!buttonNamed('No'), 'deny hidden unless asked for');
  });

  it('calls the handler only on confirm', async () => {
    await ask({ title: 'Sure?', showDeny: true });
    buttonNamed('Cancel')?.click();
    await waitFor(() => !dialog(), { timeout: 1000 });
    (m.root.getElementById('ask') as HTMLButtonElement).click();
    await waitFor(() => dialog()?.open);
    buttonNamed('No')?.click();
    await waitFor(() => !dialog(), { timeout: 1000 });
    (m.root.getElementById('ask') as HTMLButtonElement).click();
    await waitFor(() => dialog()?.open);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !dialog(), { timeout: 1000 });
    assertEqual(handled.length, 0, 'not on cancel, deny or Escape');
    (m.root.getElementById('ask') as HTMLButtonElement).click();
    await waitFor(() => dialog()?.open);
    buttonNamed('OK')?.click();
    await waitFor(() => !dialog(), { timeout: 1000 });
    assertEqual(JSON.stringify(handled), '[true]');
    assertEqual(
      JSON.stringify(results.map((r) => (r.confirmed ? 'confirmed' : r.reason))),
      '["dismissed","denied","dismissed","confirmed"]',
    );
  });

  it("validates an email input with 'Invalid email address' and passes the value on confirm", async () => {
    const open = await ask({ title: 'Invite a friend', input: 'email', inputLabel: 'Email' });
    const input = open.querySelector('input') as HTMLInputElement;
    assertEqual(m.root.activeElement, input, 'the input is focused');
    await sendKeys({ type: 'ada@example' });
    await sendKeys({ press: 'Enter' });
    await nextFrames();
    const error = m.root.getElementById(input.getAttribute('aria-describedby') ?? '');
    assertEqual(error?.textContent, 'Invalid email address');
    assertEqual(handled.length, 0);
    await sendKeys({ type: '.com' });
    buttonNamed('OK')?.click();
    await waitFor(() => !dialog(), { timeout: 1000 });
    assertEqual(JSON.stringify(handled), '["ada@example.com"]');
  });

  it("validates a url input with 'Invalid URL'", async () => {
    const open = await ask({ title: 'Website', input: 'url' });
    (open.querySelector('input') as HTMLInputElement).focus();
    await sendKeys({ type: 'owo' });
    buttonNamed('OK')?.click();
    await waitFor(() => open.textContent?.includes('Invalid URL'));
  });
});
