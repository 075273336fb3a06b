/**
 * Finding things on an <owo-app> screen as a person would: by the words on it, a button's name, a field's
 * label, waiting for each to appear (screens load their data from the real API).
 */

import { shadowOf, textOf } from './app-router';
import { nextFrames, waitFor } from './assert';
import { control, mountElement } from './forms';

const TIMEOUT = 8000;

/** Mounts <owo-app> on `path`, as a host page would show it. */
export function openApp(path: string): HTMLElement {
  history.replaceState(null, '', path);
  return mountElement('owo-app');
}

export const showing = (host: HTMLElement, needle: string, timeout = TIMEOUT) =>
  waitFor(() => textOf(host).includes(needle), { timeout, message: `the screen showing "${needle}"` });

/** A button by its text or accessible name. */
export const button = (host: HTMLElement, label: string) =>
  waitFor(
    () =>
      [...shadowOf(host).querySelectorAll('button')].find(
        (b) => b.textContent?.trim() === label || b.getAttribute('aria-label') === label,
      ),
    { timeout: TIMEOUT, message: `a button "${label}"` },
  );

export async function click(host: HTMLElement, label: string): Promise<void> {
  (await button(host, label)).click();
  await nextFrames();
}

/** A form control by its label, once it is there. */
export const field = (host: HTMLElement, label: string) =>
  waitFor(
    () => {
      try {
        return control(host, label) as HTMLInputElement;
      } catch {
        return null;
      }
    },
    { timeout: TIMEOUT, message: `a field "${label}"` },
  );

/** Sets a date input (whose keyboard entry depends on the browser's locale) as a picker would. */
export async function pickDate(input: HTMLInputElement, value: string): Promise<void> {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  await nextFrames();
}
