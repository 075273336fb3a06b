import { resetMouse, sendMouse, setViewport } from '@web/test-runner-commands';
import { assert, assertDeepEqual, assertEqual, nextFrames, sleep, waitFor } from '../../test/assert';
import { cacheUser } from '../../test/session';
import { getRuntime } from '../internal/runtime';
import { TOAST_DURATION_MS } from '../ui/constants';
import { toast } from '../ui/toast/toast';
import './toaster.element';

function addToaster(attributes: Record<string, string> = {}) {
  const element = document.createElement('owo-toaster');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

const toastsIn = (element: HTMLElement) => [
  ...(element.shadowRoot?.querySelectorAll<HTMLElement>('.owo-toast') ?? []),
];

function centre(element: Element): [number, number] {
  const rect = element.getBoundingClientRect();
  return [Math.round(rect.left + rect.width / 2), Math.round(rect.top + rect.height / 2)];
}

describe('<owo-toaster>', () => {
  afterEach(async () => {
    for (const element of document.querySelectorAll('owo-toaster')) element.remove();
    document.documentElement.classList.remove('dark');
    await resetMouse();
  });

  it('renders in an open shadow root with its adopted stylesheets applied, nothing in <head>', async () => {
    const headBefore = document.head.innerHTML;
    const element = addToaster();
    await nextFrames();
    const root = element.shadowRoot;
    assert(root, 'has a shadow root');
    assertEqual(root.mode, 'open');
    assert(root.adoptedStyleSheets.length >= 2, 'base and element sheets adopted');
    assertEqual(getComputedStyle(element).display, 'contents', "the element's own sheet styles :host");
    toast.info('Hello');
    const item = await waitFor(() => toastsIn(element)[0], { message: 'a toast' });
    assertEqual(getComputedStyle(item).display, 'flex', 'kit sheet applied to the toast');
    assertEqual(document.head.innerHTML, headBefore, 'no style reached <head>');
  });

  it("shows the shared runtime's 'toast:show' events, top-end, with role status (alert for errors)", async () => {
    const element = addToaster();
    // Sent at once, whether or not it listens yet: a toaster that mounts late catches up on all of them.
    getRuntime().bus.emit('toast:show', { kind: 'info', message: 'Listening', id: 't0' });
    getRuntime().bus.emit('toast:show', { kind: 'success', message: 'PIN set successfully', id: 't1' });
    getRuntime().bus.emit('toast:show', { kind: 'error', message: 'Network error', id: 't2' });
    await waitFor(() => toastsIn(element).length === 3, { message: 'three toasts' });
    const [, success, error] = toastsIn(element) as [HTMLElement, HTMLElement, HTMLElement];
    assertEqual(success.textContent, 'PIN set successfully');
    assertEqual(success.getAttribute('role'), 'status');
    assertEqual(error.getAttribute('role'), 'alert');
    assertEqual(success.querySelector('button')?.textContent, '', 'only a close icon, no confirm button');
    const stack = element.shadowRoot?.querySelector('.owo-toasts') as HTMLElement;
    assert(stack.matches(':popover-open'), 'the stack is shown in the top layer');
    const rect = stack.getBoundingClientRect();
    assert(rect.top < 40 && innerWidth - rect.right < 40, `top-end (got ${rect.top}, ${rect.right})`);
  });

  it('shows at most three at once, the newest', async () => {
    const element = addToaster();
    await nextFrames();
    for (const n of [1, 2, 3, 4, 5]) toast.info(`Message ${n}`);
    await waitFor(() => toastsIn(element).at(-1)?.textContent === 'Message 5', { message: 'the newest' });
    assertDeepEqual(
      toastsIn(element).map((item) => item.textContent),
      ['Message 3', 'Message 4', 'Message 5'],
    );
  });

  it('closes every toast when someone signs in', async () => {
    const element = addToaster();
    await nextFrames();
    const { bus } = getRuntime();
    bus.emit('session:changed', { user: null });
    toast.error('Incorrect email or password');
    toast.success('Please check your email to verify your account');
    await waitFor(() => toastsIn(element).length === 2);
    bus.emit('session:changed', { user: null });
    await sleep(50);
    assertEqual(toastsIn(element).length, 2, 'still signed out: the toasts stay');
    bus.emit('session:changed', { user: cacheUser() });
    await waitFor(() => toastsIn(element).length === 0, { message: 'cleared' });
    toast.success('PIN set successfully');
    await waitFor(() => toastsIn(element).length === 1, { message: 'later toasts still show' });
  });

  it('sits at the bottom on a phone, clear of the header at the top', async () => {
    await setViewport({ width: 390, height: 844 });
    try {
      const element = addToaster();
      await nextFrames();
      for (const n of [1, 2, 3]) toast.info(`Phone ${n}`);
      await waitFor(() => toastsIn(element).length === 3);
      await nextFrames();
      const stack = element.shadowRoot?.querySelector('.owo-toasts') as HTMLElement;
      const rect = stack.getBoundingClientRect();
      assert(rect.top > 200, `below the header (top ${rect.top})`);
      assert(innerHeight - rect.bottom < 40, `at the bottom (bottom ${rect.bottom} of ${innerHeight})`);
      assert(rect.left >= 0 && rect.right <= innerWidth, 'inside the screen');
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('closes each toast after 10 s by default, shown by its progress bar', async () => {
    assertEqual(TOAST_DURATION_MS, 10_000);
    const element = addToaster();
    await nextFrames();
    toast.success('Saved');
    const item = await waitFor(() => toastsIn(element)[0]);
    const bar = item.querySelector('.owo-toast__progress') as HTMLElement;
    assertEqual(getComputedStyle(bar).animationDuration, '10s');
    assertEqual(getComputedStyle(bar).animationName, 'owo-toast-countdown');
  });

  it('auto-closes after its duration (shortened here through the duration attribute)', async () => {
    const element = addToaster({ duration: '300' });
    await nextFrames();
    const shownAt = performance.now();
    toast.success('Saved');
    await waitFor(() => toastsIn(element).length === 1);
    // A lower bound on when it went: a loaded runner sees the change late, never early.
    await waitFor(() => toastsIn(element).length === 0, { timeout: 3000, message: 'auto-closed' });
    const shownFor = performance.now() - shownAt;
    assert(shownFor >= 295, `closed ${Math.round(shownFor)} ms after it was shown, not before its 300 ms`);
    const stack = element.shadowRoot?.querySelector('.owo-toasts') as HTMLElement;
    assert(!stack.matches(':popover-open'), 'empty stack hidden');
  });

  it('pauses while hovered and resumes with the time it had left', async () => {
    const element = addToaster({ duration: '400' });
    await nextFrames();
    toast.info('Hover me');
    const item = await waitFor(() => toastsIn(element)[0]);
    await sendMouse({ type: 'move', position: centre(item) });
    await waitFor(() => item.dataset.paused !== undefined, { message: 'paused' });
    const bar = item.querySelector('.owo-toast__progress') as HTMLElement;
    assertEqual(getComputedStyle(bar).animationPlayState, 'paused');
    await sleep(800);
    assertEqual(toastsIn(element).length, 1, 'kept while hovered');
    await sendMouse({ type: 'move', position: [5, innerHeight - 5] });
    await waitFor(() => toastsIn(element).length === 0, { timeout: 1000, message: 'closed after leaving' });
  });

  it('closes on its close button', async () => {
    const element = addToaster();
    await nextFrames();
    toast.warning('Check this');
    const item = await waitFor(() => toastsIn(element)[0]);
    (item.querySelector('.owo-toast__close') as HTMLButtonElement).click();
    await waitFor(() => toastsIn(element).length === 0);
  });

  it('uses the dark icon colours (#10B981, #EF4444) in dark mode only', async () => {
    const element = addToaster();
    await nextFrames();
    toast.success('ok');
    toast.error('no');
    await waitFor(() => toastsIn(element).length === 2);
    const iconColour = (index: number) =>
      getComputedStyle(toastsIn(element)[index]?.querySelector('.owo-toast__icon') as Element).color;
    assertEqual(iconColour(0), 'rgb(165, 220, 134)', 'light success');
    document.documentElement.classList.add('dark');
    await nextFrames();
    assertEqual(iconColour(0), 'rgb(16, 185, 129)', 'dark success');
    assertEqual(iconColour(1), 'rgb(239, 68, 68)', 'dark error');
    element.setAttribute('theme', 'light');
    await nextFrames();
    assertEqual(iconColour(0), 'rgb(165, 220, 134)', 'theme attribute overrides the page');
  });

  it('shows every toast sent before it mounted, in order, once', async () => {
    toast.info('Sent before the toaster upgraded');
    toast.error('And a second one');
    const element = addToaster();
    await waitFor(() => toastsIn(element).length === 2, { message: 'caught up on both' });
    assertDeepEqual(
      toastsIn(element).map((item) => item.textContent),
      ['Sent before the toaster upgraded', 'And a second one'],
    );
    element.remove();
    document.body.append(element);
    await sleep(100);
    assertEqual(toastsIn(element).length, 0, 'not shown again after re-adding');
  });

  it('unmounts cleanly when removed and works again when re-added', async () => {
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const element = addToaster();
      await nextFrames();
      element.remove();
      await nextFrames();
      document.body.append(element);
      toast.info('back');
      const item = await waitFor(() => toastsIn(element)[0]);
      assertEqual(item.textContent, 'back');
      assertEqual(errors.length, 0, `no React errors: ${JSON.stringify(errors)}`);
    } finally {
      console.error = original;
    }
  });
});
