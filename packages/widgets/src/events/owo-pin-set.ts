/** Nothing but the fact: the PIN itself never leaves the widget (any script on the page can listen). */
export type PinSetDetail = Record<string, never>;

/** The signed-in person has set their transaction PIN; the cached user already says so. */
export class OwoPinSetEvent extends Event {
  static readonly type = 'owo-pin-set';
  readonly detail: PinSetDetail = {};

  constructor() {
    super(OwoPinSetEvent.type, { bubbles: true, composed: true });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'owo-pin-set': OwoPinSetEvent;
  }
}
