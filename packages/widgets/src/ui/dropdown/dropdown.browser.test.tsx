import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import { flushSync } from 'react-dom';
import { assert, assertEqual, nextFrames, waitFor } from '../../../test/assert';
import { type Mounted, mount } from '../../../test/harness';
import { Dropdown, DropdownItem } from './dropdown';

const chosen: string[] = [];

function Menu() {
  return (
    <>
      <Dropdown
        label="Account"
        role="menu"
        trigger={(props, open) => (
          <button type="button" {...props}>
            {open ? 'Close menu' : 'Account'}
          </button>
        )}
      >
        <DropdownItem onSelect={() => chosen.push('profile')}>Profile</DropdownItem>
        <DropdownItem onSelect={() => chosen.push('security')}>Security</DropdownItem>
        <DropdownItem onSelect={() => chosen.push('logout')}>Logout</DropdownItem>
      </Dropdown>
      <p id="elsewhere">Elsewhere in the element</p>
    </>
  );
}

describe('Dropdown', () => {
  let m: Mounted;
  beforeEach(async () => {
    chosen.length = 0;
    m = await mount(<Menu />);
  });
  afterEach(async () => {
    m.unmount();
    await resetMouse();
  });

  const trigger = () => m.root.querySelector('button') as HTMLButtonElement;
  const panel = () => m.root.querySelector<HTMLElement>('.owo-dropdown');
  const open = async () => {
    trigger().click();
    return waitFor(panel, { message: 'panel open' });
  };

  it('opens on click, inside the shadow root, never in document.body', async () => {
    assert(!panel(), 'closed at first');
    assertEqual(trigger().getAttribute('aria-expanded'), 'false');
    const opened = await open();
    assertEqual(opened.getRootNode(), m.root);
    assertEqual(opened.getAttribute('role'), 'menu');
    assertEqual(trigger().getAttribute('aria-expanded'), 'true');
    assertEqual(document.body.querySelector('[data-floating-ui-portal]'), null);
    assertEqual(
      getComputedStyle(opened).position,
      'absolute',
      'positioned by floating-ui, styled by its sheet',
    );
  });

  it('sits 8 px below its trigger with their ends aligned, shown once placed, and follows a trigger that moves', async () => {
    const opened = await open();
    await waitFor(() => opened.dataset.placed !== undefined, { message: 'placed' });
    assertEqual(getComputedStyle(opened).opacity, '1');
    const below = () => {
      const button = trigger().getBoundingClientRect();
      const box = opened.getBoundingClientRect();
      return { gap: Math.round(box.top - button.bottom), ends: Math.round(box.right - button.right) };
    };
    const at = below();
    assertEqual(at.gap, 8, 'offset from the trigger');
    // bottom-end: its right edge is the trigger's, unless that would cross the viewport's 8 px margin
    // (this trigger sits at the left of the page), when it is shifted in to start 8 px from the edge.
    const left = Math.round(opened.getBoundingClientRect().left);
    assert(at.ends === 0 || left === 8, `aligned or shifted in (${JSON.stringify({ ...at, left })})`);
    trigger().style.marginTop = '40px';
    await waitFor(() => below().gap === 8 && Math.round(opened.getBoundingClientRect().top) > 40, {
      message: 'placed again under the moved trigger',
    });
    trigger().style.marginLeft = '400px';
    await waitFor(() => below().ends === 0 && below().gap === 8, {
      message: 'its end aligned with the trigger',
    });
  });

  it('closes on a click outside: elsewhere in the element and elsewhere on the page', async () => {
    await open();
    const inside = (m.root.getElementById('elsewhere') as HTMLElement).getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(inside.left + 5), Math.round(inside.top + 5)] });
    await waitFor(() => !panel(), { message: 'closed by a click in the element' });
    const opened = await open();
    await sendMouse({ type: 'click', position: [innerWidth - 5, innerHeight - 5] });
    await waitFor(() => !panel(), { message: 'closed by a click on the page' });
    assert(opened, 'was open');
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    trigger().focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(panel);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !panel());
    assertEqual(m.root.activeElement, trigger());
  });

  it('closes on an Escape pressed before focus has reached the panel, and it goes no further', async () => {
    let escapesOutside = 0;
    const outside = (event: KeyboardEvent) => {
      if (event.key === 'Escape') escapesOutside += 1;
    };
    document.addEventListener('keydown', outside);
    try {
      trigger().focus();
      flushSync(() => trigger().click()); // committed now, a frame before the panel takes focus
      assert(panel(), 'open at once');
      assertEqual(m.root.activeElement, trigger(), 'focus still on the trigger');
      trigger().dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
      await waitFor(() => !panel(), { message: 'closed by the early Escape' });
      assertEqual(m.root.activeElement, trigger());
      assertEqual(escapesOutside, 0, 'the page around it never heard the Escape');
    } finally {
      document.removeEventListener('keydown', outside);
    }
  });

  it('moves through items with the arrow keys and chooses with Enter, closing the menu', async () => {
    trigger().focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(panel);
    await nextFrames();
    assertEqual(m.root.activeElement?.textContent, 'Profile', 'first item focused');
    await sendKeys({ press: 'ArrowDown' });
    assertEqual(m.root.activeElement?.textContent, 'Security');
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    assertEqual(m.root.activeElement?.textContent, 'Profile', 'wraps around');
    await sendKeys({ press: 'ArrowUp' });
    assertEqual(m.root.activeElement?.getAttribute('role'), 'menuitem');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => !panel());
    assertEqual(chosen.join(), 'logout');
  });

  it('a dialog panel takes focus on open; Tab out of it closes it and continues after the trigger', async () => {
    m.unmount();
    m = await mount(
      <>
        <Dropdown
          label="Notifications"
          trigger={(props) => (
            <button type="button" {...props}>
              Bell
            </button>
          )}
        >
          <button type="button">Mark all as read</button>
        </Dropdown>
        <a href="#after">After</a>
      </>,
    );
    trigger().focus();
    await sendKeys({ press: 'Enter' });
    const opened = await waitFor(panel);
    assertEqual(opened.getAttribute('role'), 'dialog');
    assertEqual(opened.getAttribute('aria-label'), 'Notifications');
    await nextFrames();
    assertEqual(m.root.activeElement?.textContent, 'Mark all as read');
    await sendKeys({ press: 'Tab' });
    await waitFor(() => !panel(), { message: 'closed when Tab leaves it' });
    assertEqual(m.root.activeElement?.textContent, 'After', 'focus moves on from the trigger');
  });
});
