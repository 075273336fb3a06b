/**
 * For the docs only (never imported by an element): fills an auth element's form and submits it, so a
 * story can show what follows a submit (the busy button, the error toast, an unverified account).
 * Fields are found by their visible label, as a person finds them; the code boxes take a paste.
 */

export interface AutofillValues {
  /** Text fields and selects, by label. */
  fields?: Record<string, string>;
  /** Checkboxes to tick, by label. */
  check?: readonly string[];
  /** A code pasted into the first code box (a full code submits itself). */
  code?: string;
}

const filled = new WeakSet<Element>();

function setNativeValue(control: HTMLInputElement | HTMLSelectElement, value: string) {
  // React tracks the value it rendered; the prototype's setter makes the change visible to it.
  const prototype =
    control instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, value);
  control.dispatchEvent(
    new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
  );
}

async function formOf(host: HTMLElement): Promise<ShadowRoot | null> {
  for (let frame = 0; frame < 120; frame += 1) {
    const root = host.shadowRoot;
    if (root?.querySelector('form')) return root;
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  return null;
}

function byLabel(root: ShadowRoot, label: string): HTMLInputElement | HTMLSelectElement | null {
  const element = [...root.querySelectorAll('label')].find((l) => l.textContent?.trim() === label);
  const id = element?.htmlFor;
  return (id ? root.getElementById(id) : element?.querySelector('input')) as HTMLInputElement | null;
}

/**
 * Fills and submits once per element. Use as a Vue function ref:
 * `<owo-login :ref="(el) => autofill(el, { fields: { Password: '...' } })" />`.
 */
export async function autofill(host: unknown, values: AutofillValues): Promise<void> {
  if (!(host instanceof HTMLElement) || filled.has(host)) return;
  filled.add(host);
  const root = await formOf(host);
  if (!root) return;
  for (const [label, value] of Object.entries(values.fields ?? {})) {
    const control = byLabel(root, label);
    if (control) setNativeValue(control, value);
  }
  for (const label of values.check ?? []) {
    const box = byLabel(root, label);
    if (box instanceof HTMLInputElement && !box.checked) box.click();
  }
  await new Promise((resolve) => requestAnimationFrame(resolve));
  if (values.code) {
    const data = new DataTransfer();
    data.setData('text/plain', values.code);
    root
      .querySelector('.owo-otp__box')
      ?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    return;
  }
  root.querySelector<HTMLButtonElement>('[part~="submit-button"]')?.click();
}
