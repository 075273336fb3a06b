import { sendKeys } from '@web/test-runner-commands';
import { useState } from 'react';
import { assert, assertEqual, nextFrames, sleep, waitFor } from '../../../test/assert';
import { type Mounted, mount } from '../../../test/harness';
import { Button } from '../button/button';
import { MODAL_CLOSE_MS } from '../constants';
import { Dropdown, DropdownItem } from '../dropdown/dropdown';
import { Modal, type ModalPlacement } from './modal';

function Demo({
  placement,
  closeOnOverlayClick,
}: {
  placement?: ModalPlacement;
  closeOnOverlayClick?: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" id="opener" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Transfer"
        placement={placement}
        closeOnOverlayClick={closeOnOverlayClick}
      >
        <input aria-label="Amount" id="amount" />
        <button type="button" id="last">
          Send
        </button>
      </Modal>
    </>
  );
}

const dialogOf = (m: Mounted) => m.root.querySelector('dialog');
const active = (m: Mounted) => m.root.activeElement;

async function openDemo(m: Mounted) {
  const opener = m.root.querySelector<HTMLButtonElement>('#opener');
  opener?.focus();
  opener?.click();
  return waitFor(() => dialogOf(m)?.open && dialogOf(m), { message: 'dialog open' });
}

describe('Modal', () => {
  let m: Mounted;
  afterEach(() => m?.unmount());

  it('renders a labelled modal dialog inside the shadow root with max width 400 px', async () => {
    m = await mount(<Demo />);
    const dialog = await openDemo(m);
    assertEqual(dialog.getRootNode(), m.root, 'dialog lives in the shadow root');
    assertEqual(dialog.getAttribute('aria-modal'), 'true');
    const title = m.root.getElementById(dialog.getAttribute('aria-labelledby') ?? '');
    assertEqual(title?.textContent, 'Transfer', 'labelled by its title');
    const panel = dialog.querySelector('.owo-modal__panel') as HTMLElement;
    assertEqual(getComputedStyle(panel).maxWidth, '400px');
  });

  it('moves focus in, traps Tab in both directions and restores focus on close', async () => {
    m = await mount(<Demo />);
    await openDemo(m);
    const close = m.root.querySelector('.owo-modal__close');
    assertEqual(active(m)?.id, 'amount', 'the first content field is focused');
    await sendKeys({ press: 'Tab' });
    assertEqual(active(m)?.id, 'last');
    await sendKeys({ press: 'Tab' });
    assertEqual(active(m), close, 'the close button comes last');
    await sendKeys({ press: 'Tab' });
    assertEqual(active(m)?.id, 'amount', 'Tab from the last wraps to the first');
    await sendKeys({ press: 'Shift+Tab' });
    assertEqual(active(m), close, 'Shift+Tab from the first wraps to the last');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !dialogOf(m), { message: 'dialog gone', timeout: 1000 });
    assertEqual(active(m)?.id, 'opener', 'focus restored to the opener');
  });

  it('labels its close button "Close this dialog"', async () => {
    m = await mount(<Demo />);
    const dialog = await openDemo(m);
    assertEqual(dialog.querySelector('.owo-modal__close')?.getAttribute('aria-label'), 'Close this dialog');
  });

  it('lets Escape close a dropdown inside it without closing the modal', async () => {
    let closeRequests = 0;
    m = await mount(
      <Modal
        open
        onClose={() => {
          closeRequests += 1;
        }}
        title="Pick"
      >
        <Dropdown label="Networks" role="menu" trigger={(props) => <Button {...props}>Network</Button>}>
          <DropdownItem>MTN</DropdownItem>
        </Dropdown>
      </Modal>,
    );
    const dialog = await waitFor(() => dialogOf(m));
    (dialog.querySelector('.owo-button') as HTMLButtonElement).click();
    const menu = await waitFor(() => dialog.querySelector('.owo-dropdown'), {
      message: 'menu inside the dialog',
    });
    assert(menu.closest('dialog') === dialog, 'rendered inside the open dialog, above its backdrop');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !dialog.querySelector('.owo-dropdown'), { message: 'menu closed' });
    await sleep(50);
    assertEqual(closeRequests, 0, 'the modal was not asked to close');
  });

  it('closes on Escape only after the 300 ms animation', async () => {
    m = await mount(<Demo />);
    const dialog = await openDemo(m);
    // Times taken in the page, not by sleeping: a loaded machine can only make the removal later.
    let pressedAt = 0;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') pressedAt = performance.now();
    };
    document.addEventListener('keydown', onKey, { capture: true });
    let removedAt = 0;
    const observer = new MutationObserver(() => {
      if (!removedAt && !dialogOf(m)) removedAt = performance.now();
    });
    observer.observe(m.root, { childList: true, subtree: true });
    try {
      await sendKeys({ press: 'Escape' });
      await nextFrames();
      assertEqual(dialog.dataset.state, 'closed', 'animating out');
      await waitFor(() => removedAt > 0, { timeout: 3000, message: 'gone after the animation' });
      assert(pressedAt > 0, 'Escape seen');
      // A timer never fires early; one frame of slack for where the press was stamped.
      assert(
        removedAt - pressedAt >= MODAL_CLOSE_MS - 17,
        `still mounted for the animation: removed ${Math.round(removedAt - pressedAt)} ms after Escape`,
      );
    } finally {
      observer.disconnect();
      document.removeEventListener('keydown', onKey, { capture: true });
    }
  });

  it('locks page scroll while open and restores the html inline style exactly', async () => {
    const html = document.documentElement;
    html.setAttribute('style', 'overflow: scroll; color: black');
    m = await mount(<Demo />);
    await openDemo(m);
    assertEqual(getComputedStyle(html).overflow, 'hidden');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !dialogOf(m), { timeout: 1000 });
    assertEqual(html.getAttribute('style'), 'overflow: scroll; color: black');
    html.removeAttribute('style');
    const again = await mount(<Demo />);
    await openDemo(again);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !dialogOf(again), { timeout: 1000 });
    assertEqual(html.hasAttribute('style'), false, 'no style attribute left behind');
    again.unmount();
  });

  it('closes on an overlay click, but not when that is disabled or the click is on the panel', async () => {
    m = await mount(<Demo />);
    let dialog = await openDemo(m);
    (dialog.querySelector('.owo-modal__panel') as HTMLElement).click();
    await sleep(50);
    assertEqual(dialog.dataset.state, 'open', 'panel click keeps it open');
    dialog.click();
    await waitFor(() => !dialogOf(m), { timeout: 1000, message: 'closed by overlay' });
    m.unmount();

    m = await mount(<Demo closeOnOverlayClick={false} />);
    dialog = await openDemo(m);
    dialog.click();
    await sleep(MODAL_CLOSE_MS + 50);
    assertEqual(dialogOf(m)?.dataset.state, 'open', 'overlay click ignored');
  });

  for (const placement of ['left', 'right', 'top', 'bottom', 'center'] as const) {
    it(`opens from ${placement}`, async () => {
      m = await mount(<Demo placement={placement} />);
      const dialog = await openDemo(m);
      assertEqual(dialog.dataset.placement, placement);
      await sleep(350);
      const rect = dialog.querySelector('.owo-modal__panel')?.getBoundingClientRect();
      assert(rect && rect.width > 0 && rect.left >= 0 && rect.right <= innerWidth + 1, 'panel on screen');
    });
  }
});
