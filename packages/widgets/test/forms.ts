/**
 * Driving the auth elements as a person does: find a control by its label inside the shadow root, type
 * with real key presses, submit, read the message tied to a field. Also what the page hears: every
 * owo-navigate (cancelled here, so the test page never leaves) and every toast on the runtime's bus.
 */
import { sendKeys } from '@web/test-runner-commands';
import axe from 'axe-core';
import type { NavigateDetail } from '../src/events/owo-navigate';
import { deepActiveElement } from '../src/internal/focus';
import { getRuntime, type ToastKind } from '../src/internal/runtime';
import { assert, assertEqual, nextFrames, waitFor } from './assert';

export type Control = HTMLInputElement | HTMLSelectElement;

/** The control a visible <label> (or the aria-label of an OTP box group) names, inside the element. */
export function control(host: HTMLElement, label: string): Control {
  const root = host.shadowRoot as ShadowRoot;
  const labelled = [...root.querySelectorAll('label')].find((l) => l.textContent?.trim() === label);
  const target = labelled?.htmlFor ? root.getElementById(labelled.htmlFor) : labelled?.querySelector('input');
  assert(target, `a control labelled "${label}"`);
  return target as Control;
}

/** The OTP boxes of an element's code input. */
export function otpBoxes(host: HTMLElement): HTMLInputElement[] {
  return [...(host.shadowRoot as ShadowRoot).querySelectorAll<HTMLInputElement>('.owo-otp__box')];
}

/** The message tied to a control through aria-describedby ('' when none), checking aria-invalid agrees. */
export function errorOf(target: Element): string {
  const root = target.getRootNode() as ShadowRoot;
  const ids = (target.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  const message = ids
    .map((id) => root.getElementById(id))
    .filter((node) => node?.className.includes('error'))
    .map((node) => node?.textContent ?? '')
    .join(' ');
  assertEqual(
    target.getAttribute('aria-invalid') === 'true',
    message !== '',
    `aria-invalid matches "${message}"`,
  );
  return message;
}

/** Replaces a text field's value by typing, as a person would (select all, then keys). */
export async function type(target: Control, text: string): Promise<void> {
  target.focus();
  if (target instanceof HTMLInputElement && target.value !== '') {
    target.select();
    await sendKeys({ press: 'Backspace' });
  }
  if (text !== '') await sendKeys({ type: text });
}

/** Chooses an option of a select by its value, from the keyboard's point of view a change event. */
export async function choose(target: HTMLSelectElement, value: string): Promise<void> {
  target.focus();
  target.value = value;
  target.dispatchEvent(new Event('change', { bubbles: true }));
  await nextFrames();
}

export function submitButton(host: HTMLElement): HTMLButtonElement {
  const button = host.shadowRoot?.querySelector<HTMLButtonElement>('[part~="submit-button"]');
  assert(button, 'a submit button');
  return button;
}

/** Presses the submit button. */
export async function submit(host: HTMLElement): Promise<void> {
  submitButton(host).click();
  await nextFrames();
}

export function focused(): Element | null {
  return deepActiveElement();
}

export function paste(target: HTMLElement, text: string): void {
  const data = new DataTransfer();
  data.setData('text/plain', text);
  target.dispatchEvent(
    new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true, composed: true }),
  );
}

export function mountElement<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

/** Checks the element rendered into an open shadow root, its sheets adopted, nothing added to <head>. */
export async function expectShadowRendered(host: HTMLElement, headBefore: string): Promise<void> {
  const root = host.shadowRoot;
  assert(root, 'has a shadow root');
  assertEqual(root.mode, 'open');
  const card = await waitFor(() => root.querySelector<HTMLElement>('[part="base"]'), { message: 'the card' });
  assert(root.adoptedStyleSheets.length >= 3, 'base, kit and element sheets adopted');
  assertEqual(getComputedStyle(host).display, 'block', "the element's own sheet styles :host");
  assertEqual(getComputedStyle(card).display, 'grid', 'the card is styled');
  assert(getComputedStyle(card).borderTopLeftRadius !== '0px', 'the card has rounded corners');
  assertEqual(document.head.innerHTML, headBefore, 'no style reached <head>');
}

/** Every owo-navigate since the last reset; each is cancelled, as a router would. */
export const navigations: NavigateDetail[] = [];
document.addEventListener('owo-navigate', (event) => {
  event.preventDefault();
  navigations.push(event.detail);
});

/** Every toast the runtime's bus carried since the last reset. */
export const toasts: Array<{ kind: ToastKind; message: string }> = [];
let listening = false;

/**
 * Clears both records. The first call subscribes to the bus, which starts the page's runtime: call it
 * from beforeEach, after connectTestApi() configured it.
 */
export function resetRecords(): void {
  if (!listening) {
    listening = true;
    getRuntime().bus.on('toast:show', ({ kind, message }) => toasts.push({ kind, message }));
  }
  navigations.length = 0;
  toasts.length = 0;
}

export const lastNavigation = () =>
  waitFor(() => navigations.at(-1), { timeout: 5000, message: 'owo-navigate' });

/** A toast of this kind whose message is `message` (or matches it: for the server's own wording). */
export const toastWith = (kind: ToastKind, message: string | RegExp) =>
  waitFor(
    () =>
      toasts.find(
        (toast) =>
          toast.kind === kind &&
          (typeof message === 'string' ? toast.message === message : message.test(toast.message)),
      ),
    {
      timeout: 5000,
      message: `a ${kind} toast "${message}" (got ${JSON.stringify(toasts)})`,
    },
  );

/** Every open shadow root under `root`, however deep. */
function openShadowRoots(root: Document | ShadowRoot): ShadowRoot[] {
  return [...root.querySelectorAll('*')].flatMap((element) =>
    element.shadowRoot ? [element.shadowRoot, ...openShadowRoots(element.shadowRoot)] : [],
  );
}

/**
 * Fails on serious or critical axe violations, listing them (as ui/kit.a11y.browser.test.tsx does). Runs
 * once the page's finite animations have ended: a dialog fading in is half transparent, and axe would
 * measure the contrast of a frame no person reads.
 */
export async function expectAccessible(context: string): Promise<void> {
  // document.getAnimations() leaves out those inside shadow roots (Chromium): every open root is asked,
  // or a dialog fading in inside <owo-app> was measured half transparent on a fast machine.
  const settling = [document, ...openShadowRoots(document)]
    .flatMap((root) => root.getAnimations())
    .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY);
  await Promise.all(settling.map((animation) => animation.finished.catch(() => undefined)));
  const { violations } = await axe.run(document, { resultTypes: ['violations'] });
  const severe = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = severe.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join('; ')}`,
  );
  assertEqual(report.join('\n'), '', `${context}: axe violations`);
}

/** Sets up the page as a partner's would be for a theme (lang, title, background), as the kit's axe test does. */
export function pageTheme(theme: 'light' | 'dark'): void {
  document.title = 'Owo auth';
  document.documentElement.lang = 'en';
  document.documentElement.classList.toggle('dark', theme === 'dark');
  document.body.style.background = theme === 'dark' ? '#0f0d1a' : '';
}

/**
 * Makes every call whose URL contains `path` answer 400 until the returned function is called: a screen's
 * load error and its Try again, on the real API otherwise.
 */
export function failRequests(path: string): () => void {
  const realFetch = window.fetch;
  window.fetch = (input, init) =>
    String(input instanceof Request ? input.url : input).includes(path)
      ? Promise.resolve(new Response('{"status":false,"message":"Nope"}', { status: 400 }))
      : realFetch(input, init);
  return () => {
    window.fetch = realFetch;
  };
}
