import type { EventBus } from './event-bus';
import type { ToastKind } from './events';

/** Asks whichever toaster is mounted to show a message; the id lets it de-duplicate and dismiss. */
export function showToast(bus: EventBus, kind: ToastKind, message: string): string {
  // getRandomValues works on plain-http pages too, where crypto.randomUUID is missing.
  const id = Array.from(crypto.getRandomValues(new Uint32Array(2)), (n) => n.toString(36)).join('-');
  bus.emit('toast:show', { kind, message, id });
  return id;
}
