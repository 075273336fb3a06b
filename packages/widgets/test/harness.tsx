import { type ReactNode, useSyncExternalStore } from 'react';
import { defineElement } from '../src/internal/define';
import { useHostElement } from '../src/internal/host-context';
import { nextFrames } from './assert';

export interface Mounted {
  host: HTMLElement;
  root: ShadowRoot;
  rerender(ui: ReactNode): Promise<void>;
  unmount(): void;
}

interface Slot {
  ui: ReactNode;
  listeners: Set<() => void>;
}

/** What each test element renders, by tag name; rerender() swaps it and tells the element. */
const slots = new Map<string, Slot>();
const noSlot: Slot = { ui: null, listeners: new Set() };

function Harness() {
  const slot = slots.get(useHostElement()?.localName ?? '') ?? noSlot;
  return useSyncExternalStore(
    (listener) => {
      slot.listeners.add(listener);
      return () => slot.listeners.delete(listener);
    },
    () => slot.ui,
  );
}

let count = 0;

/**
 * Renders kit pieces the way an element does: inside a fresh custom element's open shadow root, with
 * the base sheet adopted, the runtime provided and overlays portalled into that root.
 */
export async function mount(ui: ReactNode, attributes: Record<string, string> = {}): Promise<Mounted> {
  count += 1;
  const tag = `owo-test-${count}` as const;
  const slot: Slot = { ui, listeners: new Set() };
  slots.set(tag, slot);
  defineElement(tag, Harness);
  const host = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) host.setAttribute(name, value);
  document.body.append(host);
  await nextFrames();
  return {
    host,
    root: host.shadowRoot as ShadowRoot,
    async rerender(next) {
      slot.ui = next;
      for (const listener of slot.listeners) listener();
      await nextFrames();
    },
    unmount() {
      host.remove();
      slots.delete(tag);
    },
  };
}
