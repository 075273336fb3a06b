import { sendKeys } from '@web/test-runner-commands';
import { connectTestApi } from '../../test/api';
import { assert, assertEqual, nextFrames, sleep, waitFor } from '../../test/assert';
import { expectAccessible, mountElement, pageTheme, resetRecords, toasts, toastWith } from '../../test/forms';
import { apiAsUser, cacheUser, signInNewAccount, signOut } from '../../test/session';
import type { OwoPinSetEvent } from '../events/owo-pin-set';
import { getRuntime } from '../internal/runtime';
import { MODAL_CLOSE_MS } from '../ui/constants';
import { PIN_ADVANCE_MS, PIN_MISMATCH_RESET_MS } from './pin-flow';
import './pin-setup.element';

await connectTestApi();

const dialogOf = (host: HTMLElement) => host.shadowRoot?.querySelector('dialog') ?? null;
const titleOf = (host: HTMLElement) => dialogOf(host)?.querySelector('h2')?.textContent;
/** The words the modal shows (the other steps' are laid out too, hidden, to keep its height). */
const textOf = (host: HTMLElement) =>
  dialogOf(host)?.querySelector('.owo-modal__description .owo-pin-words__text:not([hidden])')?.textContent;
const dots = (host: HTMLElement) => dialogOf(host)?.querySelectorAll('.owo-keypad__dot[data-filled]').length;
const errorText = (host: HTMLElement) =>
  dialogOf(host)?.querySelector('.owo-keypad__error')?.textContent ?? '';
const key = (host: HTMLElement, name: string) =>
  dialogOf(host)?.querySelector<HTMLButtonElement>(`[data-key="${name}"]`) as HTMLButtonElement;
/** Where the keypad's first key is on the screen, once the modal has finished opening (a 300 ms slide). */
async function keyTop(host: HTMLElement): Promise<number> {
  const animations = dialogOf(host)?.getAnimations({ subtree: true }) ?? [];
  await Promise.all(animations.map((animation) => animation.finished));
  return key(host, '1').getBoundingClientRect().top;
}

async function press(host: HTMLElement, digits: string) {
  for (const digit of digits) key(host, digit).click();
  await nextFrames();
}

const opened = (host: HTMLElement) =>
  waitFor(() => dialogOf(host)?.open && dialogOf(host), { message: 'the PIN modal open' });
/**
 * Waits for the step titled `title` and returns how long after `since` (a performance.now()) it was seen:
 * never before it showed, so a lower bound on that holds however slow the runner is.
 */
async function onStep(host: HTMLElement, title: string, since = performance.now()): Promise<number> {
  await waitFor(() => titleOf(host) === title, { message: `the '${title}' step` });
  return performance.now() - since;
}

const CREATE_TEXT = 'This PIN will be required whenever you want to carry out a transaction, keep it safe.';
const CONFIRM_TEXT =
  'Re-enter your PIN to confirm. This step ensures the accuracy and security of your transaction PIN.';

describe('<owo-pin-setup>', () => {
  const pinSets: OwoPinSetEvent[] = [];
  const onPinSet = (event: OwoPinSetEvent) => pinSets.push(event);

  beforeEach(() => {
    resetRecords();
    pinSets.length = 0;
    document.addEventListener('owo-pin-set', onPinSet);
  });
  afterEach(async () => {
    document.removeEventListener('owo-pin-set', onPinSet);
    for (const element of document.querySelectorAll('owo-pin-setup')) element.remove();
    await signOut();
    pageTheme('light');
  });

  it('renders nothing for a signed-out visitor', async () => {
    const host = mountElement('owo-pin-setup');
    await sleep(100);
    assertEqual(host.shadowRoot?.mode, 'open');
    assertEqual(dialogOf(host), null);
  });

  it('renders nothing for a user who already has a PIN', async () => {
    cacheUser({ isPinSet: true });
    const host = mountElement('owo-pin-setup');
    await sleep(100);
    assertEqual(dialogOf(host), null);
  });

  it("opens by itself, centred, on 'Set PIN' with its text, for a signed-in user with no PIN", async () => {
    const head = document.head.innerHTML;
    cacheUser();
    const host = mountElement('owo-pin-setup');
    const dialog = await opened(host);
    assertEqual(dialog.getRootNode(), host.shadowRoot, 'inside the shadow root');
    assertEqual(dialog.dataset.placement, 'center');
    assertEqual(titleOf(host), 'Set PIN');
    assertEqual(textOf(host), CREATE_TEXT);
    const panel = dialog.querySelector('.owo-modal__panel') as HTMLElement;
    assertEqual(getComputedStyle(panel).maxWidth, '400px', 'kit modal styles adopted');
    const base = dialog.querySelector('[part="base"]') as HTMLElement;
    assertEqual(getComputedStyle(base).display, 'grid', "the element's own sheet applied");
    assertEqual(document.head.innerHTML, head, 'no style reached <head>');
  });

  it('also opens when a user with no PIN signs in after it mounted', async () => {
    const host = mountElement('owo-pin-setup');
    await sleep(50);
    assertEqual(dialogOf(host), null);
    cacheUser();
    await opened(host);
  });

  it("moves to 'Confirm PIN' about 300 ms after the fourth digit", async () => {
    cacheUser();
    const host = mountElement('owo-pin-setup');
    await opened(host);
    const top = await keyTop(host);
    await press(host, '123');
    assertEqual(dots(host), 3);
    const pressed = performance.now();
    key(host, '4').click();
    const moved = await onStep(host, 'Confirm PIN', pressed);
    assert(
      moved >= PIN_ADVANCE_MS - 5,
      `moved to confirm ${Math.round(moved)} ms after the fourth digit, not before 300`,
    );
    assertEqual(textOf(host), CONFIRM_TEXT);
    assertEqual(dots(host), 0, 'an empty keypad for the confirmation');
    // Confirm's words are a line longer; the centred modal keeps its height, so the keys stay put.
    assertEqual(await keyTop(host), top, 'the keys did not move');
  });

  it('takes digits and Backspace from the keyboard', async () => {
    cacheUser();
    const host = mountElement('owo-pin-setup');
    await opened(host);
    assert(host.shadowRoot?.activeElement?.closest('.owo-keypad'), 'focus starts on the keypad');
    await sendKeys({ type: '19' });
    await sendKeys({ press: 'Backspace' });
    assertEqual(dots(host), 1);
    await sendKeys({ type: '234' });
    await onStep(host, 'Confirm PIN');
    await sendKeys({ type: '12' });
    assertEqual(dots(host), 2);
  });

  it("shows 'PINs do not match' on a different confirmation, then clears and restarts after about 500 ms", async () => {
    cacheUser();
    const host = mountElement('owo-pin-setup');
    await opened(host);
    await press(host, '1234');
    await onStep(host, 'Confirm PIN');
    const mismatched = performance.now();
    await press(host, '4321');
    assertEqual(errorText(host), 'PINs do not match');
    assertEqual(
      dialogOf(host)?.querySelector('[role="alert"]')?.textContent,
      'PINs do not match',
      'announced',
    );
    const restarted = await onStep(host, 'Set PIN', mismatched);
    assert(
      restarted >= PIN_MISMATCH_RESET_MS - 5,
      `restarted ${Math.round(restarted)} ms after the mismatch, not before 500`,
    );
    assertEqual(dots(host), 0, 'fields cleared');
    await press(host, '5');
    assertEqual(errorText(host), '', 'the message goes with the next digit');
    assertEqual(pinSets.length, 0, 'nothing was set');
  });

  it('cannot be closed by the overlay, Escape or a close button while the PIN is required', async () => {
    cacheUser();
    const host = mountElement('owo-pin-setup');
    const dialog = await opened(host);
    assertEqual(dialog.querySelector('.owo-modal__close'), null, 'no close button');
    dialog.click();
    await sendKeys({ press: 'Escape' });
    await sleep(MODAL_CLOSE_MS + 100);
    assertEqual(dialogOf(host)?.dataset.state, 'open', 'still open');
  });

  it('with auto-open="false" waits for open, and may then be dismissed (Escape), turning open back off', async () => {
    cacheUser();
    const host = mountElement('owo-pin-setup', { 'auto-open': 'false' });
    await sleep(100);
    assertEqual(dialogOf(host), null, 'not opened by itself');
    host.open = true;
    const dialog = await opened(host);
    assert(dialog.querySelector('.owo-modal__close'), 'a close button');
    dialog.click();
    await sleep(50);
    assertEqual(dialogOf(host)?.dataset.state, 'open', 'the overlay still does not close it');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !dialogOf(host), { timeout: MODAL_CLOSE_MS + 500, message: 'dismissed' });
    assertEqual(host.open, false);
  });

  it('sets the PIN on the real API: closes, updates the cached user, toasts and fires owo-pin-set with no PIN', async () => {
    await signInNewAccount();
    const host = mountElement('owo-pin-setup');
    await opened(host);
    await press(host, '2580');
    await onStep(host, 'Confirm PIN');
    await press(host, '2580');
    const event = await waitFor(() => pinSets[0], { timeout: 5000, message: 'owo-pin-set' });
    assertEqual(JSON.stringify(event.detail), '{}', 'an empty detail');
    assert(!JSON.stringify(event).includes('2580'), 'the PIN is nowhere in the event');
    assert(event.bubbles && event.composed, 'reaches the page');
    await toastWith('success', 'PIN set successfully');
    assertEqual(getRuntime().session.getUser()?.isPinSet, true, 'cached user updated');
    await waitFor(() => !dialogOf(host), { timeout: MODAL_CLOSE_MS + 500, message: 'closed' });
    const user = await getRuntime().session.refetch();
    assertEqual(user?.isPinSet, true, 'the server has it');
  });

  it('on a failed submit clears the fields and returns to create; core toasts the error once', async () => {
    await signInNewAccount();
    // The PIN gets set behind the widget's back, so its own attempt fails (409).
    await apiAsUser('POST', 'auth/set-transaction-pin', { pin: '1111' });
    const host = mountElement('owo-pin-setup');
    await opened(host);
    await press(host, '2580');
    await onStep(host, 'Confirm PIN');
    await press(host, '2580');
    await toastWith('error', 'Your transaction PIN is already set');
    await onStep(host, 'Set PIN');
    assertEqual(dots(host), 0, 'fields cleared');
    assertEqual(toasts.filter((toast) => toast.kind === 'error').length, 1, 'one error toast');
    assertEqual(pinSets.length, 0, 'no owo-pin-set');
    assertEqual(dialogOf(host)?.dataset.state, 'open', 'still asking');
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`has no serious or critical axe violations (${theme}), on both steps`, async () => {
      pageTheme(theme);
      cacheUser();
      const host = mountElement('owo-pin-setup');
      await opened(host);
      await sleep(MODAL_CLOSE_MS);
      await expectAccessible(`owo-pin-setup create, ${theme}`);
      await press(host, '1234');
      await onStep(host, 'Confirm PIN');
      await press(host, '12');
      await sleep(MODAL_CLOSE_MS);
      await expectAccessible(`owo-pin-setup confirm, ${theme}`);
    });
  }
});
